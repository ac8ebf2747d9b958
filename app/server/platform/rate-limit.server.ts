import { sql } from 'drizzle-orm'
import { tooManyAttempts } from '~/lib/accounts/auth-messages'
import { clientKey } from '~/server/platform/client-address.server'
import { db, SQL_STATES, sqlState, type Executor } from './db/client.server'
import { keyedHash } from './derived-key.server'
import { tooManyRequests } from './errors.server'

/**
 * How often one client may do each thing, and what the refusal says was too much (the wait follows). Set so that a person never meets them (typing in the
 * search box asks for suggestions about twice a second at most) while a script soon does.
 */
export const RATE_LIMITS = {
	claim: { max: 10, windowSeconds: 60 * 60, refusal: 'Je hebt veel trimsalons geclaimd.' },
	submission: { max: 5, windowSeconds: 60 * 60, refusal: 'Je hebt veel trimsalons aangemeld.' },
	upload: { max: 30, windowSeconds: 60 * 60, refusal: "Je hebt veel foto's geüpload." },
	suggest: { max: 120, windowSeconds: 60, refusal: 'Er kwamen veel zoekopdrachten van je verbinding.' },
	markers: { max: 120, windowSeconds: 60, refusal: 'Er kwamen veel zoekopdrachten op de kaart van je verbinding.' },
	locate: { max: 30, windowSeconds: 60, refusal: 'Er kwamen veel zoekopdrachten op de kaart van je verbinding.' },
	// Each attempt checks the password, so it is limited like a log-in, per user.
	accountDeletion: { max: 5, windowSeconds: 15 * 60, refusal: 'Je hebt te vaak geprobeerd je account te verwijderen.' },
	numberChange: { max: 5, windowSeconds: 15 * 60, refusal: 'Je hebt te vaak geprobeerd je mobiele nummer te wijzigen.' },
	/** Questions to the web geocoder (a cache miss), from any page: the service is someone else's. */
	geocode: { max: 30, windowSeconds: 60 },
	// Text messages cost money per message and are what SMS pumping fraud abuses: each sent code counts
	// against its number, against the client asking (per /64 for IPv6) and against one daily cap for the site.
	smsPerNumber: { max: 3, windowSeconds: 60 * 60 },
	// A /48 is one client here: hopping between the /64s of one network does not buy more texts.
	smsPerClient: { max: 10, windowSeconds: 60 * 60, ipv6Prefix: 48 },
	// Two budgets a day, so that using up one stops no one else: texts to numbers that have no account
	// yet (sign-up, adding a number; max SMS_DAILY_CAP) and resets of existing accounts (max
	// SMS_RESET_DAILY_CAP, counted only for numbers that have an account). The caller passes the max.
	smsDaily: { max: 500, windowSeconds: 24 * 60 * 60 },
	smsResetDaily: { max: 200, windowSeconds: 24 * 60 * 60 },
	// Text messages with a code (sign-up, reset, adding a number, a new code) and alert requests without
	// a proof of work: a person needs a few; past them the browser must solve one (app/lib/common/proof-of-work.ts).
	smsWithoutProof: { max: 3, windowSeconds: 60 * 60, ipv6Prefix: 48 },
	alertWithoutProof: { max: 3, windowSeconds: 60 * 60 },
	// Each alert request sends a confirmation mail: limited per client, and per address so that nobody's
	// inbox can be filled with confirmation requests from many clients.
	alertPerClient: { max: 10, windowSeconds: 60 * 60, refusal: 'Je hebt veel meldingen aangevraagd.' },
	alertPerAddress: { max: 3, windowSeconds: 24 * 60 * 60, refusal: 'Voor dit e-mailadres zijn vandaag al veel meldingen aangevraagd.' },
	// Typing a code from an SMS: five tries per code, and per client a few codes' worth a minute.
	smsCodeEntry: { max: 10, windowSeconds: 60 },
	// Reviews (a save or an edit), reports and corrections: per account and per client, refused past the limit.
	reviewPerUser: { max: 10, windowSeconds: 24 * 60 * 60, refusal: 'Je hebt vandaag al veel beoordelingen geschreven of aangepast.' },
	reviewPerClient: {
		max: 20,
		windowSeconds: 24 * 60 * 60,
		refusal: 'Er zijn vandaag al veel beoordelingen geschreven vanaf je verbinding.',
	},
	// More than a few reviews from one client in a short time is a burst: the later ones wait for an admin.
	reviewBurst: { max: 3, windowSeconds: 30 * 60 },
	reportPerUser: { max: 10, windowSeconds: 60 * 60, refusal: 'Je hebt veel bezwaren tegen beoordelingen ingediend.' },
	reportPerClient: { max: 10, windowSeconds: 60 * 60, refusal: 'Er zijn veel bezwaren tegen beoordelingen ingediend vanaf je verbinding.' },
	correctionPerUser: { max: 5, windowSeconds: 60 * 60, refusal: 'Je hebt veel correcties doorgegeven.' },
	correctionPerClient: { max: 5, windowSeconds: 60 * 60, refusal: 'Er zijn veel correcties doorgegeven vanaf je verbinding.' },
	// Place requests mail every salon asked: per client, on top of the account's own limits (3 open, 10 salons a day).
	placeRequest: { max: 20, windowSeconds: 60 * 60, refusal: 'Je hebt veel plekaanvragen verstuurd.' },
	// Booking attempts (a taken time included) per client: a person tries a few times, a script many.
	booking: { max: 30, windowSeconds: 60 * 60, refusal: 'Je hebt veel pogingen gedaan om een afspraak te maken.' },
	// Appointments booked per account a day, from any address: a person books a few, a script many.
	bookingPerAccount: { max: 20, windowSeconds: 24 * 60 * 60, refusal: 'Je hebt vandaag veel pogingen gedaan om een afspraak te maken.' },
	// The cancel link of a booking mail (opening its page and pressing the button) works without signing in: per client.
	appointmentCancelLink: { max: 30, windowSeconds: 60 * 60, refusal: 'Er zijn vanaf je verbinding veel annuleringslinks geopend.' },
	// The link of a waiting-list offer (its page, 'Deze tijd boeken', 'Nee, dank je') works without signing in: per client.
	waitingOfferLink: { max: 30, windowSeconds: 60 * 60, refusal: 'Er zijn vanaf je verbinding veel links van de wachtlijst geopend.' },
	// A request missed by a salon without owner counts once per account and salon a month (the key is both).
	missedPlaceRequest: {
		max: 1,
		windowSeconds: 30 * 24 * 60 * 60,
		refusal: 'Je hebt deze trimsalon deze maand al laten weten dat je er een plek zoekt.',
	},
} as const satisfies Record<string, Limit>
type Limit = { max: number; windowSeconds: number; ipv6Prefix?: 48 | 64; refusal?: string }

export type LimitedAction = keyof typeof RATE_LIMITS

/**
 * How long a counter that is not one of RATE_LIMITS' is kept: better-auth's windows are minutes, and
 * keys of an older form (raw addresses) must not outlive a day.
 */
const OTHER_COUNTERS_SECONDS = 24 * 60 * 60
/** The longest window of any limit: a row older than it is expired whatever it counts (an action since removed too). */
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowSeconds))

/**
 * The stored form of a counter's key: the scope in the clear (so that expired windows can be found)
 * and the client (an address, a number, an e-mail address) only as an HMAC under a key derived from
 * AUTH_SECRET, so the table never holds who asked.
 */
export function limitKey(scope: string, client: string) {
	return `${scope}:${keyedHash('rate-limit keys', client)}`
}

/**
 * Counts one request against a stored key in one atomic statement (fixed window); answers the count
 * and the window's start. The key is both the primary key and the conflict target, so two first
 * requests at the same moment can meet on the primary key instead: the loser counts again, and then
 * finds the row.
 */
async function countRequest(key: string, windowSeconds: number, again = true): Promise<{ count: number; started: number; now: number }> {
	const now = Date.now()
	const windowStart = now - windowSeconds * 1000
	try {
		const { rows } = await db().execute<{ count: number; started: number }>(sql`
			insert into rate_limits (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
			on conflict (key) do update set
				count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
				last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
			returning count, last_request as started`)
		return { count: rows[0]!.count, started: Number(rows[0]!.started), now }
	} catch (error) {
		if (!again || sqlState(error) !== SQL_STATES.uniqueViolation) throw error
		return countRequest(key, windowSeconds, false)
	}
}

/**
 * Counts one request of this client for this action and says whether it is within the limit. The
 * counter lives in the database (one atomic statement, fixed window), so every app instance shares it.
 * `client` is an IP address (grouped per /64 for IPv6, or as the limit says) or a user id for logged-in actions.
 */
export async function withinLimit(action: LimitedAction, client: string, max: number = RATE_LIMITS[action].max): Promise<boolean> {
	return (await countAgainst(action, client, max)).within
}

/** Counts one request and says whether it is within the limit, and in how many seconds the window ends. */
async function countAgainst(action: LimitedAction, client: string, max: number) {
	const limit: { windowSeconds: number; ipv6Prefix?: 48 | 64 } = RATE_LIMITS[action]
	const { count, started, now } = await countRequest(limitKey(`app:${action}`, clientKey(client, limit.ipv6Prefix)), limit.windowSeconds)
	return { within: count <= max, retryAfter: Math.max(1, Math.ceil((started + limit.windowSeconds * 1000 - now) / 1000)) }
}

/**
 * Counts one request of this client for this action and throws a 429 AppError past the limit, saying
 * what was too much in this flow and when it can be tried again.
 */
export async function limitRequest(action: LimitedAction, client: string) {
	const { within, retryAfter } = await countAgainst(action, client, RATE_LIMITS[action].max)
	const limit: Limit = RATE_LIMITS[action]
	if (!within) throw tooManyRequests(tooManyAttempts(retryAfter, limit.refusal))
}

/**
 * better-auth's counters in the same table and the same way: its key (client address and path) is
 * stored only as an HMAC.
 */
export const authRateLimitStorage = {
	async consume(key: string, rule: { window: number; max: number }) {
		const { count, started, now } = await countRequest(limitKey('auth', key), rule.window)
		if (count <= rule.max) return { allowed: true, retryAfter: null }
		return { allowed: false, retryAfter: Math.max(1, Math.ceil((started + rule.window * 1000 - now) / 1000)) }
	},
}

/**
 * Deletes counters whose window has ended: each action's own after its window, everything else
 * (better-auth's, and keys of an older form) after a day. Runs daily with the retention job.
 */
export async function purgeExpiredLimits(executor: Executor, now = new Date()) {
	const at = now.getTime()
	for (const [action, { windowSeconds }] of Object.entries(RATE_LIMITS))
		await executor.execute(sql`delete from rate_limits where key like ${`app:${action}:%`} and last_request < ${at - windowSeconds * 1000}`)
	await executor.execute(sql`delete from rate_limits where key not like 'app:%' and last_request < ${at - OTHER_COUNTERS_SECONDS * 1000}`)
	await executor.execute(sql`delete from rate_limits where last_request < ${at - LONGEST_WINDOW_SECONDS * 1000}`)
}
