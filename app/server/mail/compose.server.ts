import { config } from '../config.server'
import type { Executor } from '../db/client.server'
import { escapeHtml, queueMail, type Mail } from './mail.server'

export type MailContent = {
	to: string
	subject: string
	/** 'Beste Fleur,' — the caller picks the spec's default name when there is none. */
	greeting: string
	paragraphs: string[]
	action?: { label: string; url: string }
}

/** One plain-text and one HTML body from the same paragraphs; every piece of text is escaped for HTML. */
export function composeMail(content: MailContent): Mail {
	const signature = `Met vriendelijke groet,\n${config().SITE_NAME}`
	const actionText = content.action ? [`${content.action.label}:\n${content.action.url}`] : []
	const text = [content.greeting, ...content.paragraphs, ...actionText, signature].join('\n\n')
	const paragraph = (value: string) => `<p>${escapeHtml(value).replaceAll('\n', '<br>')}</p>`
	const actionHtml = content.action ? [`<p><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a></p>`] : []
	const html = [content.greeting, ...content.paragraphs].map(paragraph).concat(actionHtml, paragraph(signature)).join('\n')
	return { to: content.to, subject: content.subject, text, html }
}

/** Queues a composed mail in the caller's transaction (or on the pool, for mails that stand alone). */
export function queueComposedMail(executor: Executor, content: MailContent) {
	return queueMail(executor, composeMail(content))
}

/** An absolute link into this site, for mails. */
export function siteLink(path: string) {
	return `${config().SITE_URL}${path}`
}
