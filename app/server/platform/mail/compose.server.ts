import { config } from '../config.server'
import type { Executor } from '../db/client.server'
import { escapeHtml } from '~/lib/common/html'
import { queueMail, type Mail, type MailAttachment } from './mail.server'

export type MailContent = {
	to: string
	subject: string
	/** 'Beste Fleur,' — the caller picks the spec's default name when there is none. */
	greeting: string
	paragraphs: string[]
	/** Links the reader chooses from (a free time each), listed after the paragraphs. */
	links?: { label: string; url: string }[]
	action?: { label: string; url: string }
	/**
	 * For mails a person asked for (alerts, summaries): why the reader gets this mail, and a link that
	 * stops exactly these mails, labelled with what it stops. It is written under the signature and
	 * sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), so the URL must accept a POST
	 * without a session or form token.
	 */
	unsubscribe?: { url: string; why: string; label: string }
	attachments?: MailAttachment[]
}

/** A mail's greeting: 'Beste Fleur,' by the person's name, or 'Hallo,' when we have none (never a role as a name). */
export const greetingOf = (name: string | null | undefined) => (name?.trim() ? `Beste ${name.trim()},` : 'Hallo,')

/** The headers that let a mail client offer a one-click unsubscribe (RFC 8058). */
export function unsubscribeHeaders(url: string): Record<string, string> {
	return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/** One plain-text and one HTML body from the same paragraphs; every piece of text is escaped for HTML. */
export function composeMail(content: MailContent): Mail {
	const signature = `Met vriendelijke groet,\n${config().SITE_NAME}`
	const linksText = (content.links ?? []).map((link) => `${link.label}:\n${link.url}`)
	const actionText = content.action ? [`${content.action.label}:\n${content.action.url}`] : []
	const unsubscribe = content.unsubscribe
	const unsubscribeText = unsubscribe ? [`${unsubscribe.why}\n${unsubscribe.label}:\n${unsubscribe.url}`] : []
	const text = [content.greeting, ...content.paragraphs, ...linksText, ...actionText, signature, ...unsubscribeText].join('\n\n')
	const paragraph = (value: string) => `<p>${escapeHtml(value).replaceAll('\n', '<br>')}</p>`
	const link = (url: string, label: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`
	const linksHtml = content.links?.length
		? [`<ul>${content.links.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.label)}</a></li>`).join('')}</ul>`]
		: []
	const actionHtml = content.action ? [link(content.action.url, content.action.label)] : []
	const unsubscribeHtml = unsubscribe ? [paragraph(unsubscribe.why), link(unsubscribe.url, unsubscribe.label)] : []
	const html = [content.greeting, ...content.paragraphs]
		.map(paragraph)
		.concat(linksHtml, actionHtml, paragraph(signature), unsubscribeHtml)
		.join('\n')
	const headers = unsubscribe ? unsubscribeHeaders(unsubscribe.url) : undefined
	return { to: content.to, subject: content.subject, text, html, headers, attachments: content.attachments }
}

/** Queues a composed mail in the caller's transaction (or on the pool, for mails that stand alone). */
export function queueComposedMail(executor: Executor, content: MailContent) {
	return queueMail(executor, composeMail(content))
}

/** An absolute link into this site, for mails. */
export function siteLink(path: string) {
	return `${config().SITE_URL}${path}`
}
