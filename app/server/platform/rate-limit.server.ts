import { sql } from 'drizzle-orm'
import { tooManyAttempts } from '~/lib/auth-messages'
import { clientKey } from '~/lib/client-address'
import { db } from './db/client.server'
import { tooManyRequests } from './http/errors.server'

/**
 * How often one client may do each thing. Set so that a person never meets them (typing in the
 * search box asks for suggestions about twice a second at most) while a script soon does.
 */
export const RATE_LIMITS = {
	claim: { max: 10, windowSeconds: 60 * 60 },
	submission: { max: 5, windowSeconds: 60 * 60 },
	upload: { max: 30, windowSeconds: 60 * 60 },
	suggest: { max: 120, windowSeconds: 60 },
	markers: { max: 120, windowSeconds: 60 },
	locate: { max: 30, windowSeconds: 60 },
	// Each attempt checks the password, so it is limited like a log-in, per user.
	accountDeletion: { max: 5, windowSeconds: 15 * 60 },
	numberChange: { max: 5, windowSeconds: 15 * 60 },
	/** Questions to the web geocoder (a cache miss), from any page: the service is someone else's. */
	geocode: { max: 30, windowSeconds: 60 },
	// Text messages cost money per message and are what SMS pumping fraud abuses: each sent code counts
	// against its number, against the client asking (per /64 for IPv6) and against one daily cap for the site.
	smsPerNumber: { max: 3, windowSeconds: 60 * 60 },
	smsPerClient: { max: 10, windowSeconds: 60 * 60 },
	// The daily cap's max is SMS_DAILY_CAP, passed by the caller.
	smsDaily: { max: 500, windowSeconds: 24 * 60 * 60 },
	// Each alert request sends a confirmation mail: limited per client, and per address so that nobody's
	// inbox can be filled with confirmation requests from many clients.
	alertPerClient: { max: 10, windowSeconds: 60 * 60 },
	alertPerAddress: { max: 3, windowSeconds: 24 * 60 * 60 },
	// Typing a code from an SMS: five tries per code, and per client a few codes' worth a minute.
	smsCodeEntry: { max: 10, windowSeconds: 60 },
} as const

export type LimitedAction = keyof typeof RATE_LIMITS

/**
 * Counts one request of this client for this action and says whether it is within the limit. The
 * counter lives in the database (one atomic statement, fixed window), so every app instance shares it.
 * `client` is an IP address (grouped per /64 for IPv6) or a user id for logged-in actions.
 */
export async function withinLimit(action: LimitedAction, client: string, max: number = RATE_LIMITS[action].max): Promise<boolean> {
	const { windowSeconds } = RATE_LIMITS[action]
	const key = `app:${action}:${clientKey(client)}`
	const now = Date.now()
	const windowStart = now - windowSeconds * 1000
	const { rows } = await db().execute<{ count: number }>(sql`
		insert into rate_limits (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
		on conflict (key) do update set
			count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
			last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
		returning count`)
	return rows[0]!.count <= max
}

/** Counts one request of this client for this action and throws a 429 AppError past the limit, saying how long it lasts at most. */
export async function limitRequest(action: LimitedAction, client: string) {
	if (!(await withinLimit(action, client))) throw tooManyRequests(tooManyAttempts(RATE_LIMITS[action].windowSeconds))
}
