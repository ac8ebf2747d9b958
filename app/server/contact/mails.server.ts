import type { ContactInput } from '~/lib/schemas/contact'
import type { Mail } from '../mail/mail.server'
import { escapeHtml } from '../mail/mail.server'

const paragraphs = (text: string) =>
	text
		.split(/\n{2,}/)
		.map((block) => `<p style="white-space:pre-wrap">${escapeHtml(block)}</p>`)
		.join('')

/** The message for the site's inbox; every piece of user text is escaped in the HTML part. */
export function contactNotification(input: ContactInput, to: string): Mail {
	return {
		to,
		subject: `Contactformulier: ${input.subject}`,
		text: `Nieuw bericht via het contactformulier.\n\nNaam: ${input.name}\nE-mail: ${input.email}\nOnderwerp: ${input.subject}\n\n${input.message}\n`,
		html:
			`<p>Nieuw bericht via het contactformulier.</p>` +
			`<p>Naam: ${escapeHtml(input.name)}<br>E-mail: <a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a><br>Onderwerp: ${escapeHtml(input.subject)}</p>` +
			paragraphs(input.message),
	}
}

/** The receipt for the sender, with the 48-hour promise and a copy of the message. */
export function contactConfirmation(input: ContactInput, siteName: string): Mail {
	const intro = `Bedankt voor je bericht aan ${siteName}. We hebben het goed ontvangen en reageren binnen 48 uur.`
	return {
		to: input.email,
		subject: 'We hebben je bericht ontvangen',
		text: `Hallo ${input.name},\n\n${intro}\n\nJe bericht:\nOnderwerp: ${input.subject}\n\n${input.message}\n\nMet vriendelijke groet,\n${siteName}\n`,
		html:
			`<p>Hallo ${escapeHtml(input.name)},</p><p>${escapeHtml(intro)}</p>` +
			`<p>Je bericht:<br>Onderwerp: ${escapeHtml(input.subject)}</p>${paragraphs(input.message)}` +
			`<p>Met vriendelijke groet,<br>${escapeHtml(siteName)}</p>`,
	}
}
