import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import { config } from '../config.server'
import { db, type Executor } from '../db/client.server'
import { mailOutbox, type MailAttachment } from '~/server/platform/db/tables.server'

export type { MailAttachment }
import { wakeJob } from '../jobs/boss.server'
import { errorReason, logger } from '../logger.server'
import { isPlaceholderEmail } from '~/lib/accounts/phone'

/** `headers` carries extra mail headers such as List-Unsubscribe; the outbox keeps them, and the attachments, with the mail. */
export type Mail = {
	to: string
	subject: string
	text: string
	html?: string
	headers?: Record<string, string>
	attachments?: MailAttachment[]
}

/** The job that delivers due mails; queueing a mail wakes it, and it also runs every minute. */
export const DELIVER_MAILS_JOB = 'deliver-mails'
/** After this many failed attempts a mail stays undelivered, with its last error, for a person to look at. */
export const MAX_ATTEMPTS = 8
/** A worker holds a mail this long while sending; a worker that dies mid-send leaves it to the next. */
const LEASE_SECONDS = 120
const MAIL_BATCH = 20

/**
 * Queues a mail in the caller's transaction: the outbox row commits (or rolls back) with the change
 * that caused it, and the mail worker delivers it after the commit. The row is the queue, so a
 * crash between commit and send loses nothing: the next sweep finds it.
 */
export async function queueMail(executor: Executor, mail: Mail): Promise<number> {
	// A phone-only account's address is a placeholder that must never be mailed (see isPlaceholderEmail).
	if (isPlaceholderEmail(mail.to)) {
		logger.info({ subject: mail.subject }, 'mail to a placeholder address of a phone-only account not queued')
		return 0
	}
	const [row] = await executor
		.insert(mailOutbox)
		.values({
			to: mail.to,
			subject: mail.subject,
			text: mail.text,
			html: mail.html ?? null,
			headers: mail.headers ?? null,
			attachments: mail.attachments?.length ? mail.attachments : null,
		})
		.returning({ id: mailOutbox.id })
	// A second later the transaction has committed; if not, the minute's sweep delivers it.
	wakeJob(DELIVER_MAILS_JOB, 1)
	return row!.id
}

let transporter: { url: string; made: Promise<Transporter> } | undefined

/** The SMTP connection to `url`, made (and nodemailer loaded) with the first mail this process sends there. */
function smtp(url: string) {
	if (transporter?.url !== url) {
		const made = import('nodemailer').then(({ default: nodemailer }) =>
			// A server that does not answer must not hold a worker forever.
			nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
		)
		transporter = { url, made }
	}
	return transporter.made
}

/** Seconds to wait before retry number `attempts + 1`: 30 s, 1, 2, 4 minutes… at most 6 hours. */
export function retryDelaySeconds(attempts: number): number {
	return Math.min(6 * 60 * 60, 30 * 2 ** (attempts - 1))
}

/**
 * Delivers the mails that are due, a batch at a time. Each mail is leased first (SKIP LOCKED), so
 * several workers on one database never send one mail twice. Without SMTP_URL a mail is delivered
 * by being in the outbox (shown at /dev/mail).
 */
export async function deliverDueMails(batch = MAIL_BATCH): Promise<{ sent: number; failed: number }> {
	const { rows } = await db().execute<{
		id: number
		to: string
		subject: string
		text: string
		html: string | null
		headers: Record<string, string> | null
		attachments: MailAttachment[] | null
		attempts: number
	}>(sql`
		update mail_outbox set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
		where id in (
			select id from mail_outbox
			where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
			order by id limit ${batch} for update skip locked)
		returning id, "to", subject, text, html, headers, attachments, attempts`)
	let sent = 0
	for (const mail of rows) {
		try {
			const { SMTP_URL, MAIL_FROM } = config()
			if (SMTP_URL) {
				const transport = await smtp(SMTP_URL)
				await transport.sendMail({
					from: MAIL_FROM,
					to: mail.to,
					subject: mail.subject,
					text: mail.text,
					html: mail.html ?? undefined,
					headers: mail.headers ?? undefined,
					attachments: mail.attachments ?? undefined,
				})
			}
			await db().update(mailOutbox).set({ sent_at: new Date(), error: null }).where(eq(mailOutbox.id, mail.id))
			sent++
		} catch (error) {
			const attempts = mail.attempts + 1
			const reason = errorReason(error)
			logger.error({ mailId: mail.id, attempts, reason }, 'mail delivery failed')
			await db()
				.update(mailOutbox)
				.set({ attempts, error: reason, next_attempt_at: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})` })
				.where(eq(mailOutbox.id, mail.id))
		}
	}
	return { sent, failed: rows.length - sent }
}

/** Delivers batches until nothing is due (a batch that comes back short means the queue is empty). */
export async function drainMailQueue() {
	for (;;) {
		const { sent, failed } = await deliverDueMails()
		if (sent + failed < MAIL_BATCH) return
	}
}

/** Deletes sent mails older than MAIL_RETENTION_DAYS: their bodies hold personal data and live links. */
export async function purgeSentMails(now = new Date()): Promise<number> {
	const cutoff = new Date(now.getTime() - config().MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000)
	const deleted = await db()
		.delete(mailOutbox)
		.where(and(isNotNull(mailOutbox.sent_at), lt(mailOutbox.sent_at, cutoff)))
		.returning({ id: mailOutbox.id })
	return deleted.length
}

export async function listOutbox(limit = 100) {
	return db().select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit)
}
