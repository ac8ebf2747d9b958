import { eq } from 'drizzle-orm'
import { betterAuth } from 'better-auth/minimal'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { PASSWORD_MAX, PASSWORD_MIN, personName } from '~/lib/accounts/auth-schema'
import { BACKUP_CODE_COUNT, TRUST_DEVICE_DAYS } from '~/lib/accounts/two-factor'
import { grantAdminByEmail } from './users.server'
import { personNames } from './names.server'
import { hashPassword, verifyPassword } from './password-hash.server'
import type { Client } from './actor.server'
import { config } from '../platform/config.server'
import { db, type Database } from '../platform/db/client.server'
import { accounts, profiles, sessions, twoFactors, users, verifications } from '~/server/accounts/tables.server'
import { logger } from '../platform/logger.server'
import { authRateLimitStorage } from '../platform/rate-limit.server'
import { rfcTotpHook } from './two-factor/rfc-totp.server'
import {
	sendAlreadyRegisteredMail,
	sendEmailAddedMail,
	sendPasswordResetMail,
	sendVerificationMail,
	VERIFICATION_HOURS,
} from './mails.server'
import { paths } from '~/lib/common/paths'

/** Where the links in the mails land (spec: verification on /trimsalon-signup, reset on /auth). */
export const VERIFIED_CALLBACK = `${paths.salonSignup}?verified=1`
export const RESET_CALLBACK = `${paths.auth}?mode=reset-password`
/** Where the link that confirms an address added under Mijn account lands. */
export const EMAIL_ADDED_CALLBACK = `${paths.account}?email=bevestigd`

/**
 * The client's address for rate limits. The app sets it from Express's req.ip on every request
 * it hands to better-auth, overwriting whatever the client sent.
 */
export const CLIENT_IP_HEADER = 'x-trimsalon-client-ip'

/** Per client address; sign-in and sign-up by the minute, the two mails by five minutes. */
export const AUTH_RATE_LIMITS = {
	'/sign-in/email': { window: 60, max: 10 },
	'/sign-up/email': { window: 60, max: 5 },
	'/request-password-reset': { window: 300, max: 3 },
	'/send-verification-email': { window: 300, max: 3 },
	// Adding an address to a phone account sends a link like the verification mail.
	'/change-email': { window: 300, max: 3 },
	'/reset-password': { window: 60, max: 10 },
	'/change-password': { window: 60, max: 5 },
	// The second step is limited like the first (and better-auth locks an account after 10 wrong codes).
	'/two-factor/verify-totp': { window: 60, max: 10 },
	'/two-factor/verify-backup-code': { window: 60, max: 10 },
	'/two-factor/enable': { window: 60, max: 5 },
	'/two-factor/disable': { window: 60, max: 5 },
}

/** What happens once an account proves its address: linking the listings of approved submissions, wired at start-up. */
type AddressVerified = (userId: string) => Promise<unknown>
let addressVerified: AddressVerified | undefined

/** Wires what verifying an address sets off (the composition root does; accounts know no submissions). */
export function connectAddressVerified(handler: AddressVerified) {
	addressVerified = handler
}

/** Points a mail link's callback at our page, whatever the client asked for. */
function withCallback(url: string, callback: string) {
	const link = new URL(url)
	link.searchParams.set('callbackURL', callback)
	return link.toString()
}

/**
 * Auth mails are queued without the response waiting for them, so the response time never tells
 * whether an address has an account; a mail that cannot be queued is logged.
 */
function inBackground(mail: Promise<unknown>) {
	mail.catch((error: unknown) => logger.error({ err: error }, 'auth mail could not be queued'))
}

function createAuth() {
	const { SITE_URL, AUTH_SECRET, ADMIN_EMAIL, isProduction } = config()
	return betterAuth({
		appName: config().SITE_NAME,
		baseURL: SITE_URL,
		basePath: paths.api.auth,
		secret: AUTH_SECRET,
		trustedOrigins: [SITE_URL],
		// better-auth's own lines (failed logins, unknown addresses) go to the app's log as JSON.
		logger: { level: 'info', log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`) },
		database: drizzleAdapter(db(), {
			provider: 'pg',
			schema: {
				user: users,
				session: sessions,
				account: accounts,
				verification: verifications,
				twoFactor: twoFactors,
			},
		}),
		// Only a phone account's stand-in address is replaced, and only from Mijn account (the route is closed to the outside).
		user: { changeEmail: { enabled: true } },
		emailAndPassword: {
			enabled: true,
			requireEmailVerification: true,
			minPasswordLength: PASSWORD_MIN,
			maxPasswordLength: PASSWORD_MAX,
			resetPasswordTokenExpiresIn: 60 * 60,
			revokeSessionsOnPasswordReset: true,
			password: { hash: hashPassword, verify: verifyPassword },
			sendResetPassword: async ({ user, url }) => inBackground(sendPasswordResetMail(user, withCallback(url, RESET_CALLBACK))),
			onExistingUserSignUp: async ({ user }) => inBackground(sendAlreadyRegisteredMail(user)),
		},
		emailVerification: {
			sendOnSignUp: true,
			autoSignInAfterVerification: true,
			expiresIn: VERIFICATION_HOURS * 60 * 60,
			sendVerificationEmail: async ({ user, url }) => {
				// An address added under Mijn account returns there; every other link to the sign-up landing.
				const added = new URL(url).searchParams.get('callbackURL') === EMAIL_ADDED_CALLBACK
				inBackground(
					added
						? sendEmailAddedMail(user, withCallback(url, EMAIL_ADDED_CALLBACK))
						: sendVerificationMail(user, withCallback(url, VERIFIED_CALLBACK)),
				)
			},
			// Verifying proves the address: the listings of approved submissions with it become theirs, once.
			afterEmailVerification: async (user) => {
				try {
					// The profile keeps a copy of the address (an added one replaces a phone account's stand-in).
					await db().update(profiles).set({ email: user.email }).where(eq(profiles.id, user.id))
					if (!addressVerified) throw new Error('nothing links approved submissions: call connectAddressVerified at start-up')
					await addressVerified(user.id)
				} catch (error) {
					logger.error({ err: error, userId: user.id }, 'linking approved submissions failed')
				}
			},
		},
		// Checks TOTP codes the standard way for keys better-auth cannot (see rfc-totp.server.ts).
		hooks: { before: rfcTotpHook },
		plugins: [
			twoFactor({
				issuer: config().SITE_NAME,
				backupCodeOptions: { amount: BACKUP_CODE_COUNT, storeBackupCodes: 'encrypted' },
				trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
			}),
			personNames,
		],
		// Counters in the database, so that several app instances share one limit, under keys that hide the client.
		rateLimit: { enabled: true, window: 60, max: 100, customRules: AUTH_RATE_LIMITS, customStorage: authRateLimitStorage },
		advanced: {
			database: { generateId: () => crypto.randomUUID() },
			ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
			useSecureCookies: isProduction,
			defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isProduction },
		},
		databaseHooks: {
			user: {
				create: {
					after: async (user, context) => {
						const body = (context?.body ?? {}) as Record<string, unknown>
						const first = personName.safeParse(body.firstName)
						const last = personName.safeParse(body.lastName)
						await db()
							.insert(profiles)
							.values({ id: user.id, email: user.email, first_name: first.data ?? null, last_name: last.data ?? null })
							.onConflictDoNothing()
					},
				},
			},
			session: {
				create: {
					// A session exists only for a verified address: the first one after verifying grants ADMIN_EMAIL its role.
					after: async (session) => {
						if (!ADMIN_EMAIL) return
						try {
							await grantAdminByEmail(ADMIN_EMAIL)
						} catch (error) {
							logger.error({ err: error, userId: session.userId }, 'granting ADMIN_EMAIL its role failed')
						}
					},
				},
			},
		},
	})
}

let instance: { database: Database; auth: ReturnType<typeof createAuth> } | undefined

/** better-auth, created on first use (after boot() has connected the database) for the database it talks to. */
export function auth() {
	if (instance?.database !== db()) instance = { database: db(), auth: createAuth() }
	return instance.auth
}

/**
 * What better-auth answered a call: its status, its JSON body, when its limit lets the client try again,
 * and the cookies it set (a new or ended session, the pending second step), for the browser.
 */
export type AuthAnswer = { ok: boolean; status: number; body: unknown; retryAfter?: number; cookies: string[] }

/** How a call reaches better-auth as the client's browser would (over its router): the HTTP edge's, wired at start-up. */
export type AuthTransport = (client: Client, path: string, body: object) => Promise<AuthAnswer>
let transport: AuthTransport | undefined

/** Wires how the accounts call better-auth (the app's start does; the accounts speak no HTTP). */
export function connectAuthTransport(connected: AuthTransport) {
	transport = connected
}

/**
 * Calls a better-auth endpoint as the client's browser would (its origin, its session), so that the
 * origin check and the rate limits apply to our own forms too.
 */
export function callAuth(client: Client, path: string, body: object): Promise<AuthAnswer> {
	if (!transport) throw new Error('the accounts cannot reach better-auth: call connectAuthTransport at start-up')
	return transport(client, path, body)
}
