import type { ContactInput } from '~/lib/contact/schema'
import { config } from '../platform/config.server'
import { composeMail } from '../platform/mail/compose.server'
import type { Mail } from '../platform/mail/mail.server'
import { escapeHtml } from '~/lib/common/html'

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

/**
 * The receipt for the sender: fixed text only. The address is whatever was typed into the form, so
 * repeating the name, subject or message would let anyone send their own text to any address.
 */
export function contactConfirmation(to: string): Mail {
	return composeMail({
		to,
		subject: 'We hebben je bericht ontvangen',
		greeting: 'Hallo,',
		paragraphs: [
			`Bedankt voor je bericht aan ${config().SITE_NAME}. We hebben het goed ontvangen en reageren binnen 48 uur.`,
			'Heb je ons geen bericht gestuurd? Dan heeft iemand anders dit e-mailadres ingevuld en kun je deze e-mail negeren.',
		],
	})
}
