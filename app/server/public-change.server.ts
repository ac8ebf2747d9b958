import type { RequestHandler } from 'express'
import pg from 'pg'
import { sessionMemos } from './accounts/session-memo.server'
import { clearCaches, publicData } from './platform/cache.server'
import { pageCache } from './platform/http/page-cache.server'
import { carriesSiteCookie } from './platform/http/request-rules.server'
import { logger } from './platform/logger.server'

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
	'sms_codes',
	'sms_outbox',
	'mail_outbox',
	'audit_log',
	// Counted every few seconds; pages never show it, so a flush must not drop them.
	'salon_statistics',
	'statistics_summaries',
	'statistics_summary_opt_outs',
	// Personal; the salon page's response-time line reads them but is a slow figure the page's minute of caching covers.
	'place_requests',
	'place_request_salons',
	'missed_place_requests',
] as const

export const PUBLIC_CHANGE_CHANNEL = 'public_change'
/**
 * Sent by triggers on sessions, users, user_roles and two_factors (who is signed in, and as what, may
 * have changed) and on listing_claims (which salon pages show a visitor their own claim).
 */
export const SESSION_CHANGE_CHANNEL = 'session_change'

function dropEverything() {
	pageCache().clear()
	clearCaches()
	publicData.forget()
}

/** A page rendered for a viewer whose standing just changed must not be stored under the old one. */
function forgetSessions() {
	sessionMemos.forget()
	pageCache().refuseRendering()
}

/** Everything this process remembers for a while, on or off with the feed that says when to forget it. */
function remembering(on: boolean) {
	pageCache().enabled = on
	publicData.switch(on)
	sessionMemos.switch(on)
}

/**
 * Listens for public and session changes on a connection of its own and reconnects when it drops.
 * While it is down the page cache and the memos are off: a change made through another
 * instance would otherwise go unseen.
 */
export function listenForPublicChanges(databaseUrl: string): () => Promise<void> {
	let client: pg.Client | undefined
	let stopped = false
	let retry: ReturnType<typeof setTimeout> | undefined
	const connect = async (attempt: number) => {
		const next = new pg.Client({ connectionString: databaseUrl })
		next.on('notification', ({ channel }) => (channel === SESSION_CHANGE_CHANNEL ? forgetSessions() : dropEverything()))
		next.on('error', () => {})
		next.on('end', () => {
			remembering(false)
			if (!stopped) retry = setTimeout(() => void connect(1), 1_000)
		})
		try {
			await next.connect()
			await next.query(`LISTEN ${PUBLIC_CHANGE_CHANNEL}; LISTEN ${SESSION_CHANGE_CHANNEL}`)
			client = next
			// Anything may have changed while nobody listened.
			dropEverything()
			remembering(true)
		} catch (error) {
			logger.error({ err: error, attempt }, 'public change feed unavailable; page cache off')
			await next.end().catch(() => {})
		}
	}
	void connect(1)
	return async () => {
		stopped = true
		clearTimeout(retry)
		remembering(false)
		await client?.end().catch(() => {})
	}
}

/**
 * A signed-in visitor's write (any method but GET and HEAD: an edit, a sign-out, a role or two-factor
 * change) makes this process forget what it remembered before it answers, so the very next request
 * sees the change; other processes hear it from the database a moment later. Anonymous writes
 * (contact form, sign-in) change nothing that is remembered, and must not be a way to empty the cache.
 */
export function forgetOnWrites(): RequestHandler {
	return (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD' && carriesSiteCookie(req.headers.cookie)) {
			const end = res.end.bind(res) as (...args: unknown[]) => typeof res
			res.end = ((...args: unknown[]) => {
				sessionMemos.forget()
				dropEverything()
				return end(...args)
			}) as typeof res.end
		}
		next()
	}
}
