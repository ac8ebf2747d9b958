import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { sessionMemos } from './accounts/session-memo.server'
import { AGENDA_CHANGE_CHANNEL, forgetAgenda } from './bookings/first-free.server'
import { clearCaches, publicData } from './platform/cache.server'
import { db } from './platform/db/client.server'
import { logger } from './platform/logger.server'

/**
 * The tables whose rows appear on public pages. A trigger on each (migration 0006) sends
 * NOTIFY public_change when a statement changes them, on commit; every instance then drops its
 * rendered pages and memos. Writes cannot forget it: the database does it, whatever the code path.
 * Every other table is listed in PRIVATE_TABLES, and a test fails for a table in neither list.
 */
export const PUBLIC_TABLES = ['pet_groomers', 'cities', 'featured_subscriptions', 'reviews'] as const

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
	'used_proofs_of_work',
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
	// Online booking: an agenda is personal. What public pages show of it (a first free time, the treatments' lowest
	// prices) is forgotten per salon on AGENDA_CHANGE_CHANNEL, so a booking drops no rendered page.
	'booking_settings',
	'booking_date_overrides',
	'booking_weekly_breaks',
	'treatments',
	'appointments',
	// The waiting list: who waits where for what, and the freed times it may take; personal, never on a shared page.
	'waiting_list_entries',
	'freed_times',
	// A dog owner's saved dogs: only their own pages show them.
	'dogs',
	'rhythm_mail_opt_outs',
	// Reports and corrections wait for an admin; pages never show them.
	'review_reports',
	'salon_corrections',
	'correction_summary_mails',
	// Counted every few seconds; pages never show it, so a flush must not drop them.
	'salon_statistics',
	'statistics_salts',
	'statistics_visits',
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
/** A mark each process sends itself through the database: when it comes back, every change committed before it has been heard. */
const FEED_MARK_CHANNEL = 'feed_mark'
const FEED_MARK_TIMEOUT_MS = 2_000

/**
 * What the feed tells the rendered pages (the page cache of the HTTP edge, handed in at start-up, so
 * that this module knows no HTTP): drop every page, refuse to store renders under way, on or off.
 */
export type PageStore = { clear(): void; refuseRendering(): void; enabled: boolean }
const noPages: PageStore = { clear() {}, refuseRendering() {}, enabled: false }
let pages: PageStore = noPages

/** The marks this process waits for, by token. */
const marks = new Map<string, () => void>()
let listening = false

function dropEverything() {
	pages.clear()
	clearCaches()
	publicData.forget()
}

/** A page rendered for a viewer whose standing just changed must not be stored under the old one. */
function forgetSessions() {
	sessionMemos.forget()
	pages.refuseRendering()
}

/** Everything this process remembers for a while, on or off with the feed that says when to forget it. */
function remembering(on: boolean) {
	listening = on
	pages.enabled = on
	publicData.switch(on)
	sessionMemos.switch(on)
}

let firstConnect: Promise<void> = Promise.resolve()

/** Resolves once the feed's first connection has been tried: from then on the page cache is on, or off for a reason. */
export function changeFeedTried(): Promise<void> {
	return firstConnect
}

/**
 * Listens for public and session changes on a connection of its own and reconnects when it drops.
 * While it is down the page cache and the memos are off: a change made through another
 * instance would otherwise go unseen.
 */
export function listenForPublicChanges(databaseUrl: string, pageStore: PageStore = noPages): () => Promise<void> {
	pages = pageStore
	let client: pg.Client | undefined
	let stopped = false
	let retry: ReturnType<typeof setTimeout> | undefined
	const connect = async (attempt: number) => {
		const next = new pg.Client({ connectionString: databaseUrl })
		next.on('notification', ({ channel, payload }) => {
			if (channel === FEED_MARK_CHANNEL) marks.get(payload ?? '')?.()
			else if (channel === SESSION_CHANGE_CHANNEL) forgetSessions()
			else if (channel === AGENDA_CHANGE_CHANNEL) forgetAgenda(Number(payload))
			else dropEverything()
		})
		next.on('error', () => {})
		next.on('end', () => {
			remembering(false)
			if (!stopped) retry = setTimeout(() => void connect(1), 1_000)
		})
		try {
			await next.connect()
			await next.query(
				`LISTEN ${PUBLIC_CHANGE_CHANNEL}; LISTEN ${SESSION_CHANGE_CHANNEL}; LISTEN ${AGENDA_CHANGE_CHANNEL}; LISTEN ${FEED_MARK_CHANNEL}`,
			)
			client = next
			// Anything may have changed while nobody listened.
			dropEverything()
			remembering(true)
		} catch (error) {
			logger.error({ err: error, attempt }, 'public change feed unavailable; page cache off')
			await next.end().catch(() => {})
		}
	}
	firstConnect = connect(1)
	return async () => {
		stopped = true
		clearTimeout(retry)
		remembering(false)
		await client?.end().catch(() => {})
	}
}

/**
 * Resolves once this process has heard every change committed before the call: notifications arrive
 * in commit order, so when a mark sent now comes back, those before it have been handled. A mark that
 * is not back in time makes the process forget everything it remembers instead. Without a feed
 * nothing is remembered, so there is nothing to wait for.
 */
export async function heardEverythingCommitted(): Promise<void> {
	if (!listening) return
	const token = randomUUID()
	let timer: ReturnType<typeof setTimeout> | undefined
	let heard!: (inTime: boolean) => void
	const back = new Promise<boolean>((resolve) => (heard = resolve))
	marks.set(token, () => heard(true))
	try {
		await db().execute(sql`select pg_notify(${FEED_MARK_CHANNEL}, ${token})`)
		// Timed from when the mark is committed: a wait for a pooled connection is no lost mark.
		timer = setTimeout(() => heard(false), FEED_MARK_TIMEOUT_MS)
		if (await back) return
		// Unheard changes may still be on their way: forget what they could change rather than show it old.
		logger.warn({ timeoutMs: FEED_MARK_TIMEOUT_MS }, 'change feed mark not heard in time; forgetting everything remembered')
		dropEverything()
		forgetSessions()
	} finally {
		clearTimeout(timer)
		marks.delete(token)
	}
}
