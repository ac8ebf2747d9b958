import { sql } from 'drizzle-orm'
import { connectAddressVerified } from './accounts/auth.server'
import { grantAdminByEmail } from './accounts/users.server'
import { config, type Config } from './platform/config.server'
import { createDatabase, migrateDatabase, setDatabase, type Database } from './platform/db/client.server'
import { startEmbeddedPostgres } from './platform/db/embedded.server'
import { errorReason, logger } from './platform/logger.server'
import { startJobs, type Job } from './platform/jobs/boss.server'
import { maintainSubscriptions, runAvailabilityAlerts } from './alerts/digest.server'
import { AVAILABILITY_ALERTS_JOB } from './salons/availability-change.server'
import { DELIVER_MAILS_JOB, drainMailQueue, purgeSentMails } from './platform/mail/mail.server'
import { expirePlacements, sendRenewalReminders } from './featured/jobs.server'
import { connectKnownPlaces } from './platform/geocode/geocode.server'
import { findCity, findPostcode, postcodeAreas } from './salons/known-places.server'
import { listenForPublicChanges, type PageStore } from './public-change.server'
import { purgeExpiredRecords } from './retention.server'
import { EXPIRE_PLACE_REQUESTS_JOB, expirePlaceRequests } from './place-requests/expire.server'
import { sendReportSummaries } from './corrections/corrections.server'
import { startStatisticsFlusher } from './statistics/statistics.server'
import { MONTHLY_SUMMARY_JOB, sendMonthlySummaries } from './statistics/summary.server'
import { DEMO_ADMIN_BACKUP_CODES, DEMO_ADMIN_TOTP_KEY } from './seed/demo-two-factor.server'
import { isDatabaseEmpty, seedDemoData } from './seed/seed.server'
import { linkApprovedSubmissions } from './submissions/owners.server'
import { APPOINTMENT_MAILS_JOB, runAppointmentMails } from './bookings/reminders.server'
import { EXPIRE_REQUESTS_JOB, expireRequests } from './bookings/request-expiry.server'
import { OFFER_FREED_TIMES_JOB } from './bookings/freed-times.server'
import { runWaitingList } from './bookings/offers.server'
import { RHYTHM_MAILS_JOB, sendRhythmMails } from './bookings/rhythm.server'

/** What runs in the background, on one instance at a time. */
const BACKGROUND_JOBS: Job[] = [
	{ name: DELIVER_MAILS_JOB, cron: '* * * * *', run: drainMailQueue },
	{ name: 'purge-sent-mails', cron: '17 3 * * *', run: () => purgeSentMails() },
	{ name: 'purge-expired-records', cron: '27 3 * * *', run: () => purgeExpiredRecords() },
	{ name: 'expire-placements', cron: '*/10 * * * *', run: expirePlacements },
	{ name: 'renewal-reminders', cron: '7 9 * * *', run: sendRenewalReminders },
	{ name: AVAILABILITY_ALERTS_JOB, cron: '* * * * *', run: () => runAvailabilityAlerts() },
	{ name: 'alert-subscriptions-upkeep', cron: '37 * * * *', run: () => maintainSubscriptions() },
	{ name: EXPIRE_PLACE_REQUESTS_JOB, cron: '*/10 * * * *', run: () => expirePlaceRequests() },
	// An owner's reports that came in after the day's summary: sent once the day has passed.
	{ name: 'correction-summaries', cron: '47 * * * *', run: sendReportSummaries },
	// 08:00 UTC on the 1st is already the 1st in the Netherlands, so "last month" is the month just ended.
	{ name: MONTHLY_SUMMARY_JOB, cron: '0 8 1 * *', run: () => sendMonthlySummaries() },
	// Reminders within 24 hours before a booked time, and invitations to review 2 hours after it: each once.
	{ name: APPOINTMENT_MAILS_JOB, cron: '*/5 * * * *', run: () => runAppointmentMails() },
	{ name: EXPIRE_REQUESTS_JOB, cron: '* * * * *', run: () => expireRequests() },
	// Offers past their deadline pass on, and freed times go to the first in line they fit; woken when a time frees up.
	{ name: OFFER_FREED_TIMES_JOB, cron: '* * * * *', run: () => runWaitingList() },
	// A few days before a saved dog's rhythm comes round after a kept visit, one mail with free times: once per visit.
	{ name: RHYTHM_MAILS_JOB, cron: '23 * * * *', run: () => sendRhythmMails() },
]

export type Booted = {
	config: Config
	/** Where the database is (the embedded server's address when DATABASE_URL is not set). */
	databaseUrl: string
	ready: Promise<void>
	firstAttempt: Promise<void>
	stop: () => Promise<void>
}

/**
 * Without options one process does everything. `databaseReady` makes it a worker of several (see
 * cluster.ts) that only serves pages: its primary migrates and seeds the database, runs the
 * background jobs, and resolves this once the database is ready.
 */
export type BootOptions = {
	databaseReady?: Promise<void>
	/** The rendered pages the change feed drops (the HTTP edge's page cache); none for scripts. */
	pages?: PageStore
}

let prepared = false

/**
 * Starts everything the app needs before it can serve: validated configuration, the database
 * (embedded unless DATABASE_URL is set), migrations, demo data in an empty development database
 * and the ADMIN_EMAIL bootstrap. An unreachable database is retried in the background, so the
 * process keeps answering /healthz with 503 instead of crash-looping.
 */
export async function boot({ databaseReady, pages }: BootOptions = {}): Promise<Booted> {
	const cfg = config()
	connectKnownPlaces({ findCity, postcodeAreas, findPostcode })
	connectAddressVerified(linkApprovedSubmissions)
	if (cfg.allowsDemo && !databaseReady) {
		logger.warn(
			`Demo mode: demo accounts, /dev/mail and a built-in secret, for this machine only (${cfg.HOST}). For a real site: NODE_ENV=production SITE_URL=… AUTH_SECRET=… DATABASE_URL=… npm start`,
		)
		logger.warn(
			`Demo admin: admin@example.com / demo1234, then a code from an authenticator app with the key ${DEMO_ADMIN_TOTP_KEY} (or the backup code ${DEMO_ADMIN_BACKUP_CODES[0]})`,
		)
	}
	if (!cfg.phoneSignIn && !databaseReady) {
		logger.warn(
			'Phone sign-in is off: SMS_PROVIDER is none in production, so no codes can be sent; set SMS_PROVIDER=messagebird and SMS_ACCESS_KEY to offer it',
		)
	}
	const embedded = cfg.DATABASE_URL ? undefined : await startEmbeddedPostgres(cfg.DATA_DIR, (line) => logger.info(line))
	const databaseUrl = cfg.DATABASE_URL ?? embedded!.url
	const database = createDatabase(databaseUrl)
	setDatabase(database)
	let stopJobs: (() => Promise<void>) | undefined
	let stopFeed: (() => Promise<void>) | undefined
	let stopStatistics: (() => Promise<void>) | undefined

	let markFirstAttempt = () => {}
	const firstAttempt = new Promise<void>((resolve) => (markFirstAttempt = resolve))
	const prepareDatabase = databaseReady
		? preparedByPrimary(databaseReady, markFirstAttempt)
		: prepareUntilReady(database, cfg, markFirstAttempt)
	const ready = prepareDatabase.then(async () => {
		stopStatistics = startStatisticsFlusher(cfg.STATS_FLUSH_SECONDS * 1000)
		if (!databaseReady) stopJobs = await startJobs(databaseUrl, BACKGROUND_JOBS)
		stopFeed = listenForPublicChanges(databaseUrl, pages)
	})
	return {
		config: cfg,
		databaseUrl,
		ready,
		firstAttempt,
		stop: async () => {
			// The counts still in memory are written first, while everything else still runs.
			await stopStatistics?.()
			await stopJobs?.().catch((error: unknown) => logger.error({ err: error }, 'stopping the job queue failed'))
			await stopFeed?.()
			await database.$client.end().catch(() => {})
			await embedded?.stop()
		},
	}
}

/** A worker answers at once (/healthz with 503) and uses the database once its primary has prepared it. */
async function preparedByPrimary(databaseReady: Promise<void>, afterFirstAttempt: () => void) {
	afterFirstAttempt()
	await databaseReady
	prepared = true
}

async function prepareUntilReady(database: Database, cfg: Config, afterFirstAttempt: () => void) {
	for (let attempt = 1; ; attempt++) {
		try {
			await prepare(database, cfg)
			prepared = true
			afterFirstAttempt()
			return
		} catch (error) {
			const reason = errorReason(error)
			logger.error({ attempt, reason }, 'database not ready; retrying')
			afterFirstAttempt()
			await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1_000 * 2 ** attempt)))
		}
	}
}

async function prepare(database: Database, cfg: Config) {
	await migrateDatabase(database)
	if (cfg.allowsDemo && (await isDatabaseEmpty(database))) {
		const started = Date.now()
		await seedDemoData(database)
		logger.info({ ms: Date.now() - started }, 'demo data seeded')
	}
	if (cfg.ADMIN_EMAIL) await grantAdminByEmail(cfg.ADMIN_EMAIL, database)
}

/** Healthy when the database is migrated and answers within two seconds. */
export async function checkHealth(database: Database): Promise<{ ok: true } | { ok: false; reason: string }> {
	if (!prepared) return { ok: false, reason: 'database not migrated yet' }
	try {
		await Promise.race([
			database.execute(sql`select 1`),
			new Promise((_, reject) => setTimeout(() => reject(new Error('database did not answer within 2 s')), 2_000)),
		])
		return { ok: true }
	} catch (error) {
		return { ok: false, reason: errorReason(error) }
	}
}
