import pg from 'pg'
import { clearCaches } from './cache.server'
import { pageCache } from './http/page-cache.server'
import { logger } from './logger.server'

/**
 * The tables whose rows appear on public pages. A trigger on each (migration 0006) sends
 * NOTIFY public_change when a statement changes them, on commit; every instance then drops its
 * rendered pages and memos. Writes cannot forget it: the database does it, whatever the code path.
 * Every other table is listed in PRIVATE_TABLES, and a test fails for a table in neither list.
 */
export const PUBLIC_TABLES = ['pet_groomers', 'cities', 'featured_subscriptions'] as const

/** Tables no anonymous page reads (sessions, claims, queues, logs): changing them drops nothing. */
export const PRIVATE_TABLES = [
	'alert_subscriptions',
	'alert_links',
	'alert_changes',
	'alert_pending',
	'users',
	'sessions',
	'accounts',
	'verifications',
	'two_factors',
	'rate_limits',
	'profiles',
	'user_roles',
	'listing_claims',
	'listing_submissions',
	'payment_events',
	'payments',
	'stand_in_payments',
	'contact_messages',
	'geocode_cache',
	'mail_outbox',
	'audit_log',
	// Counted every few seconds; pages never show it, so a flush must not drop them.
	'salon_statistics',
] as const

export const PUBLIC_CHANGE_CHANNEL = 'public_change'

function dropEverything() {
	pageCache().clear()
	clearCaches()
}

/**
 * Listens for public changes on a connection of its own and reconnects when it drops. While it is
 * down the page cache is off: a change made through another instance would otherwise go unseen.
 */
export function listenForPublicChanges(databaseUrl: string): () => Promise<void> {
	let client: pg.Client | undefined
	let stopped = false
	let retry: ReturnType<typeof setTimeout> | undefined
	const connect = async (attempt: number) => {
		const next = new pg.Client({ connectionString: databaseUrl })
		next.on('notification', dropEverything)
		next.on('error', () => {})
		next.on('end', () => {
			pageCache().enabled = false
			if (!stopped) retry = setTimeout(() => void connect(1), 1_000)
		})
		try {
			await next.connect()
			await next.query(`LISTEN ${PUBLIC_CHANGE_CHANNEL}`)
			client = next
			// Anything may have changed while nobody listened.
			dropEverything()
			pageCache().enabled = true
		} catch (error) {
			logger.error({ err: error, attempt }, 'public change feed unavailable; page cache off')
			await next.end().catch(() => {})
		}
	}
	void connect(1)
	return async () => {
		stopped = true
		clearTimeout(retry)
		pageCache().enabled = false
		await client?.end().catch(() => {})
	}
}
