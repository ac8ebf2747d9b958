import { z } from 'zod'
import { boundedText as text } from '../common/text-schema'
import { INVALID_EMAIL } from '../accounts/auth-schema'

/** The contact form: the browser checks it for instant feedback, the action for real. */
export const contactSchema = z.object({
	name: text(2, 100, 'Naam', { singleLine: true }),
	email: z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.email(INVALID_EMAIL).max(254, INVALID_EMAIL)),
	subject: text(5, 150, 'Onderwerp', { singleLine: true }),
	message: text(10, 5000, 'Bericht'),
})

export type ContactInput = z.infer<typeof contactSchema>

/** A field people never see or fill; bots that fill every field give themselves away. */
export const HONEYPOT_FIELD = 'website'

export const CONTACT_MESSAGES = {
	success: 'Je bericht is verzonden! We nemen zo snel mogelijk contact met je op.',
	failure: 'Er is een fout opgetreden bij het verzenden van je bericht. Probeer het later opnieuw.',
	rateLimited: 'Je hebt in korte tijd te veel berichten verstuurd. Probeer het over een uur opnieuw of mail ons direct.',
} as const
