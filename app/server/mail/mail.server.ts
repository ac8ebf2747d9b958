import { desc, eq } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { config } from '../config.server'
import { db, type Executor } from '../db/client.server'
import { mailOutbox } from '../db/schema.server'
import { logger } from '../logger.server'

export type Mail = { to: string; subject: string; text: string; html?: string }

/**
 * Queues a mail in the caller's transaction: the outbox row commits (or rolls back) with the change
 * that caused it, and the mail worker delivers it after the commit. Domain writes use this.
 */
export async function queueMail(executor: Executor, mail: Mail): Promise<number> {
	const [row] = await executor
		.insert(mailOutbox)
		.values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
		.returning({ id: mailOutbox.id })
	return row!.id
}

let transporter: Transporter | undefined

function smtp(url: string) {
	transporter ??= nodemailer.createTransport(url)
	return transporter
}

/**
 * The one way the app sends mail. Every mail is kept in the outbox; with SMTP_URL it is also
 * delivered. Delivery failures are logged and recorded, never thrown: a mail must not fail the
 * action that caused it.
 */
export async function sendMail(mail: Mail): Promise<{ id: number; delivered: boolean }> {
	const [row] = await db()
		.insert(mailOutbox)
		.values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
		.returning({ id: mailOutbox.id })
	const { SMTP_URL, MAIL_FROM } = config()
	if (!SMTP_URL) return { id: row!.id, delivered: false }
	try {
		await smtp(SMTP_URL).sendMail({ from: MAIL_FROM, ...mail })
		await db().update(mailOutbox).set({ sent_at: new Date() }).where(eq(mailOutbox.id, row!.id))
		return { id: row!.id, delivered: true }
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error)
		logger.error({ mailId: row!.id, to: mail.to, reason }, 'mail delivery failed')
		await db().update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, row!.id))
		return { id: row!.id, delivered: false }
	}
}

export async function listOutbox(limit = 100) {
	return db().select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit)
}

/** Escapes text for use inside an HTML mail body. */
export function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
