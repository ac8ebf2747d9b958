import type { APIRequestContext } from '@playwright/test'
import { waitFor } from './wait'

/**
 * The demo outboxes (/dev/mail and /dev/sms, outside production only) as tests read them: through
 * their JSON form, newest first, never by taking the HTML page apart.
 */
export type OutboxMail = {
	id: number
	to: string
	subject: string
	text: string
	sent_at: string | null
	error: string | null
	attachments: { filename: string; contentType: string; content: string }[] | null
}
export type OutboxText = { id: number; to: string; body: string }

/** A browser test's request context (it shares its page's cookies), or the origin of a server a test started. */
type Client = Pick<APIRequestContext, 'get'> | string

async function getJson<T>(client: Client, path: string): Promise<T> {
	if (typeof client === 'string') {
		const response = await fetch(`${client}${path}`)
		if (!response.ok) throw new Error(`${path} answered ${response.status}`)
		return (await response.json()) as T
	}
	const response = await client.get(path)
	if (!response.ok()) throw new Error(`${path} answered ${response.status()}`)
	return (await response.json()) as T
}

/** Every mail in the outbox, newest first. */
export async function outboxMails(client: Client) {
	return (await getJson<{ mails: OutboxMail[] }>(client, '/dev/mail.json')).mails
}

/** Every text message in the SMS outbox, newest first. */
export async function outboxTexts(client: Client) {
	return (await getJson<{ messages: OutboxText[] }>(client, '/dev/sms.json')).messages
}

/**
 * The newest mail to this address whose subject contains `subject` (and that passes `where`), waiting
 * for it: many mails are queued in the background.
 */
export function mailTo(client: Client, to: string, subject: string, where: (mail: OutboxMail) => boolean = () => true) {
	return waitFor(
		`mail "${subject}" to ${to}`,
		async () => (await outboxMails(client)).find((mail) => mail.to === to && mail.subject.includes(subject) && where(mail)),
		{ timeoutMs: 10_000, intervalMs: 200 },
	)
}

/** The newest text to this number that passes `where`, waiting for it (codes go out in the background). */
export function textTo(client: Client, to: string, where: (texts: OutboxText[]) => OutboxText | undefined = (texts) => texts[0]) {
	return waitFor(`text message to ${to}`, async () => where((await outboxTexts(client)).filter((text) => text.to === to)), {
		timeoutMs: 10_000,
		intervalMs: 200,
	})
}

/** The first link in a mail's text. */
export function linkIn(mail: OutboxMail) {
	const link = /https?:\/\/[^\s<>"]+/.exec(mail.text)?.[0]
	if (!link) throw new Error(`no link in the mail "${mail.subject}" to ${mail.to}`)
	return link
}

/** The six-digit code in a text message. */
export function codeIn(text: OutboxText) {
	const code = /: (\d{6})\./.exec(text.body)?.[1]
	if (!code) throw new Error(`no code in the text to ${text.to}`)
	return code
}
