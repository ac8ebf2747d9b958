import { availableParallelism } from 'node:os'
import { z } from 'zod'
import { isLoopback } from './net.server'

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
	z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema)

const postgresUrl = z.url({
	protocol: /^postgres(ql)?$/,
	error: 'must be a postgres:// or postgresql:// URL',
})

const schema = z
	.object({
		NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
		PORT: withDefault(z.coerce.number().int().min(1).max(65535), 3000),
		/** Unset: every interface in production, only this machine (127.0.0.1) otherwise. */
		HOST: optional(z.string().min(1)),
		DEMO_MODE: optional(z.enum(['0', '1'], { error: 'must be 1 (or unset)' })),
		DATA_DIR: withDefault(z.string().min(1), './data'),
		DATABASE_URL: optional(postgresUrl),
		SITE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
		SITE_NAME: withDefault(z.string().min(1).max(60), 'Trimsalonwijzer'),
		AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
		SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
		MAIL_FROM: withDefault(z.string().min(3), 'Trimsalonwijzer <noreply@trimsalonwijzer.nl>'),
		CONTACT_EMAIL: withDefault(z.email('must be an e-mail address'), 'info@trimsalonwijzer.nl'),
		ADMIN_EMAIL: optional(z.email('must be an e-mail address')),
		S3_ENDPOINT: optional(z.url({ error: 'must be a URL' })),
		S3_REGION: withDefault(z.string().min(1), 'us-east-1'),
		S3_BUCKET: withDefault(z.string().min(3), 'trimsalon-photos'),
		S3_ACCESS_KEY_ID: optional(z.string().min(1)),
		S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
		S3_PUBLIC_URL: optional(z.url({ error: 'must be a URL' })),
		STRIPE_SECRET_KEY: optional(z.string().regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')),
		STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'must start with whsec_')),
		STRIPE_PRICE_MONTHLY: optional(z.string().regex(/^price_/, 'must start with price_')),
		STRIPE_PRICE_YEARLY: optional(z.string().regex(/^price_/, 'must start with price_')),
		GEOCODER: withDefault(z.enum(['offline', 'pdok', 'nominatim']), 'offline'),
		GEOCODER_URL: optional(z.url({ error: 'must be a URL' })),
		TILE_URL: withDefault(
			z.string().includes('{z}', { error: 'must contain {z}, {x} and {y}' }),
			'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
		),
		/** Who runs the site, shown on /privacy and /terms; the defaults are marked as examples there. */
		COMPANY_NAME: optional(z.string().min(2).max(120)),
		COMPANY_ADDRESS: optional(z.string().min(5).max(200)),
		COMPANY_KVK: optional(z.string().regex(/^\d{8}$/, 'must be the 8 digits of a KvK number')),
		COMPANY_VAT: optional(z.string().regex(/^NL\d{9}B\d{2}$/, 'must be a Dutch btw number such as NL123456789B01')),
		/** The sister sites the footer points to: dog physiotherapists and dog schools. */
		DOG_PHYSIO_URL: withDefault(z.url({ error: 'must be a URL' }), 'https://www.hondenfysiowijzer.nl'),
		DOG_SCHOOL_URL: withDefault(z.url({ error: 'must be a URL' }), 'https://www.hondenschoolwijzer.nl'),
		BOOKING_SIGNUP_URL: withDefault(z.url({ error: 'must be a URL' }), 'https://hondentrimboek.nl/aanmelden'),
		/** Proxies whose X-Forwarded-For is believed for the client address (rate limits): Express's list of addresses, subnets or names. */
		TRUST_PROXY: withDefault(
			z
				.string()
				.regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, 'must be a comma-separated list of addresses, subnets or loopback/linklocal/uniquelocal'),
			'loopback',
		),
		/** Sent mails (their bodies hold reset and verification links) are deleted after this many days. */
		MAIL_RETENTION_DAYS: withDefault(z.coerce.number().int().min(1).max(3650), 30),
		/**
		 * Memory for rendered shared pages; 0 turns the page cache off. 16 holds the pages a burst repeats
		 * (about 13 MB on 2,500 salons): when full, the cache takes only pages asked for twice lately, so
		 * the searches asked for once do not push them out.
		 */
		PAGE_CACHE_MB: withDefault(z.coerce.number().int().min(0).max(4096), 16),
		/** Processes serving HTTP (`node:cluster`): one per core, at most 4 by default (10 database connections each). */
		WEB_CONCURRENCY: withDefault(z.coerce.number().int().min(1).max(32), Math.min(availableParallelism(), 4)),
		/**
		 * Cities (most salons first) whose page and search each process renders before it takes visitors,
		 * after home, /cities and /blog; 0 renders none. By default 250 in production, none otherwise.
		 */
		WARM_UP_CITIES: optional(z.coerce.number().int().min(0).max(10_000)),
		/** Page requests each process serves at once, the rest waiting in line; 0 serves all at once. */
		PAGE_CONCURRENCY: withDefault(z.coerce.number().int().min(0).max(64), 2),
		/** Owner statistics: 0 stops counting (the beacon still answers, nothing is added up). */
		STATS: withDefault(z.enum(['0', '1']), '1'),
		/** Seconds between writes of the counts added up in memory. */
		STATS_FLUSH_SECONDS: withDefault(z.coerce.number().int().min(1).max(300), 5),
		/** Who sends the codes for phone sign-in; none keeps them in the outbox at /dev/sms (demo only). */
		SMS_PROVIDER: withDefault(z.enum(['none', 'messagebird']), 'none'),
		SMS_ACCESS_KEY: optional(z.string().min(10)),
		/** The sender shown on the phone: up to 11 letters and digits, or a number. */
		SMS_ORIGINATOR: withDefault(
			z.string().regex(/^([A-Za-z0-9 ]{1,11}|\+?\d{1,16})$/, 'must be up to 11 letters/digits or a phone number'),
			'Trimsalon',
		),
		/** Text messages a day to numbers that have no account yet: sign-up and adding a number (each costs money). */
		SMS_DAILY_CAP: withDefault(z.coerce.number().int().min(0).max(100000), 500),
		/** Text messages a day for password resets of accounts that have the number: a budget of their own, so sign-up abuse never blocks them. */
		SMS_RESET_DAILY_CAP: withDefault(z.coerce.number().int().min(0).max(100000), 200),
		/** Tests only (refused unless NODE_ENV=test): scrypt's cost for passwords as a power of two (N = 2^cost); unset, better-auth's own (2^14). */
		PASSWORD_HASH_COST: optional(z.coerce.number().int().min(1).max(14)),
		LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
	})
	.superRefine((env, ctx) => {
		const need = (when: boolean, key: string, why: string) => {
			if (when) ctx.addIssue({ code: 'custom', path: [key], message: why })
		}
		const isProduction = env.NODE_ENV === 'production'
		need(isProduction && !env.AUTH_SECRET, 'AUTH_SECRET', 'is required when NODE_ENV=production')
		need(isProduction && !env.SITE_URL, 'SITE_URL', 'is required when NODE_ENV=production')
		need(
			env.PASSWORD_HASH_COST !== undefined && env.NODE_ENV !== 'test',
			'PASSWORD_HASH_COST',
			'is for tests only: set it only with NODE_ENV=test',
		)
		need(
			!isProduction && !!env.HOST && !isLoopback(env.HOST) && env.DEMO_MODE !== '1',
			'HOST',
			'would expose demo mode (demo accounts, /dev/mail, a built-in secret) to the network; set NODE_ENV=production for a real site, or DEMO_MODE=1 to accept that',
		)
		const stripe = env.STRIPE_SECRET_KEY
		need(!!stripe && !env.STRIPE_WEBHOOK_SECRET, 'STRIPE_WEBHOOK_SECRET', 'is required with STRIPE_SECRET_KEY')
		need(!!stripe && !env.STRIPE_PRICE_MONTHLY, 'STRIPE_PRICE_MONTHLY', 'is required with STRIPE_SECRET_KEY')
		need(!!stripe && !env.STRIPE_PRICE_YEARLY, 'STRIPE_PRICE_YEARLY', 'is required with STRIPE_SECRET_KEY')
		need(env.SMS_PROVIDER === 'messagebird' && !env.SMS_ACCESS_KEY, 'SMS_ACCESS_KEY', 'is required when SMS_PROVIDER=messagebird')
		const s3 = env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY || env.S3_ENDPOINT
		need(!!s3 && !env.S3_ENDPOINT, 'S3_ENDPOINT', 'is required when any S3_ setting is set')
		need(!!s3 && !env.S3_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID', 'is required when any S3_ setting is set')
		need(!!s3 && !env.S3_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY', 'is required when any S3_ setting is set')
		need(
			env.GEOCODER !== 'offline' && env.GEOCODER === 'nominatim' && !env.GEOCODER_URL,
			'GEOCODER_URL',
			'is required when GEOCODER=nominatim',
		)
	})

export type Config = ReturnType<typeof toConfig>

/** The company behind the site; until all of COMPANY_* is set, example values marked as such. */
function companyFrom(env: z.output<typeof schema>) {
	const complete = Boolean(env.COMPANY_NAME && env.COMPANY_ADDRESS && env.COMPANY_KVK && env.COMPANY_VAT)
	return {
		name: env.COMPANY_NAME ?? `${env.SITE_NAME} B.V.`,
		address: env.COMPANY_ADDRESS ?? 'Voorbeeldstraat 1, 1234 AB Voorbeeldstad',
		kvk: env.COMPANY_KVK ?? '00000000',
		vat: env.COMPANY_VAT ?? 'NL000000000B00',
		isExample: !complete,
	}
}

/** Thrown for a bad environment; its message is one line that names the variable. */
export class ConfigError extends Error {
	override name = 'ConfigError'
}

function toConfig(env: z.output<typeof schema>) {
	const devSecret = 'development-only-secret-do-not-use-in-production'
	return {
		...env,
		HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
		// A burst lands on the popular cities' pages: 250 covers them at about 5 s more start-up.
		WARM_UP_CITIES: env.WARM_UP_CITIES ?? (env.NODE_ENV === 'production' ? 250 : 0),
		SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
		AUTH_SECRET: env.AUTH_SECRET ?? devSecret,
		/** Where the bucket's photos are read: the given URL, else the bucket on its endpoint (path style). */
		S3_PUBLIC_URL: (env.S3_PUBLIC_URL ?? (env.S3_ENDPOINT ? `${env.S3_ENDPOINT.replace(/\/$/, '')}/${env.S3_BUCKET}` : undefined))?.replace(
			/\/$/,
			'',
		),
		isProduction: env.NODE_ENV === 'production',
		company: companyFrom(env),
		/** Demo data, demo accounts and the /dev pages exist only outside production. */
		allowsDemo: env.NODE_ENV !== 'production',
		/** Phone sign-in needs a provider, or demo mode where codes only go to the outbox. */
		phoneSignIn: env.SMS_PROVIDER !== 'none' || env.NODE_ENV !== 'production',
	}
}

export function parseConfig(env: Record<string, string | undefined>): Config {
	const result = schema.safeParse(env)
	if (result.success) return toConfig(result.data)
	const issue = result.error.issues[0]!
	const key = String(issue.path[0] ?? 'environment')
	const received = env[key]
	const shown = received === undefined ? '' : ` (got ${JSON.stringify(received.slice(0, 60))})`
	throw new ConfigError(`Invalid environment variable ${key}: ${issue.message}${shown}`)
}

let current: Config | undefined

/** The validated configuration; read once at start-up from process.env. */
export function config(): Config {
	current ??= parseConfig(process.env)
	return current
}

/** Reads process.env again on the next call: for tests, which run files one after another in one process. */
export function forgetConfig() {
	current = undefined
}
