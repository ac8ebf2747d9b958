import { z } from 'zod'
import { withoutControlCharacters } from '../common/text-schema'
import { INVALID_INPUT, type FieldErrors } from '~/lib/common/forms'

/** A submission id that names no submission (an admin's decision). */
export const SUBMISSION_NOT_FOUND = 'Aanmelding niet gevonden'

/** What a refused field shows as a toast: a title and the message that is also shown next to the field. */
export type FormToast = { title: string; description: string }

/** The Dutch label of every field of the submission form, as the form shows it and the messages name it. */
export const SUBMISSION_LABELS = {
	businessName: 'Bedrijfsnaam',
	ownerName: 'Naam eigenaar',
	email: 'E-mailadres',
	phone: 'Telefoonnummer',
	address: 'Adres',
	postalCode: 'Postcode',
	city: 'Plaats',
	website: 'Website',
	summary: 'Korte samenvatting',
	description: 'Beschrijving',
	services_nl: 'Diensten',
	openingHours: 'Openingstijden',
	pricingInfo: 'Prijsinformatie',
	message: 'Bericht aan ons',
} as const

export type SubmissionField = keyof typeof SUBMISSION_LABELS

/** A field bots fill and people never see; a filled one marks the post as spam. */
export const SUBMISSION_HONEYPOT = 'fax'

export const SERVICES_MAX = 30
export const OPENING_HOURS_MAX = 14

// Each message is registered with its toast title where its rule is defined.
const titles = new Map<string, string>()
function message(title: string, description: string) {
	titles.set(description, title)
	return description
}

const MISSING = 'Ontbrekende informatie'
const TOO_LONG = 'Te veel tekst'
const requiredMessage = (field: SubmissionField) => message(MISSING, `Het veld '${SUBMISSION_LABELS[field]}' is verplicht.`)
const tooLongMessage = (field: SubmissionField, max: number) =>
	message(TOO_LONG, `Het veld '${SUBMISSION_LABELS[field]}' mag maximaal ${max} tekens bevatten.`)

export const SUBMISSION_MESSAGES = {
	email: message('Ongeldig email adres', 'Voer een geldig email adres in.'),
	website: message('Ongeldige website URL', 'Voer een geldige website URL in (bijv. www.trimsalonbella.nl of https://trimsalonbella.nl)'),
	postalCode: message('Ongeldige postcode', 'Voer een geldige postcode in (bijv. 1234 AB).'),
	phone: message('Ongeldig telefoonnummer', 'Voer een geldig telefoonnummer in (bijv. 020 123 4567).'),
	services: message(TOO_LONG, `Voeg maximaal ${SERVICES_MAX} diensten toe van elk maximaal 60 tekens.`),
	openingHours: message(TOO_LONG, `Geef maximaal ${OPENING_HOURS_MAX} regels openingstijden van elk maximaal 100 tekens.`),
} as const

/** The toast for a refused form: the first field's message with the title registered for it. */
export function submissionToast(errors: FieldErrors): FormToast {
	const description = Object.values(errors)[0] ?? 'Controleer de gegevens en probeer het opnieuw.'
	return { title: titles.get(description) ?? INVALID_INPUT, description }
}

const asText = withoutControlCharacters
const oneLine = (value: unknown) => asText(value).replace(/\s+/g, ' ').trim()
const paragraphs = (value: unknown) => asText(value).replace(/\r\n?/g, '\n').trim()

function requiredLine(field: SubmissionField, max: number) {
	return z.preprocess(oneLine, z.string().min(1, requiredMessage(field)).max(max, tooLongMessage(field, max)))
}

/** An optional text: empty becomes null. */
function optionalText(field: SubmissionField, max: number, clean: (value: unknown) => string = oneLine) {
	return z.preprocess(
		clean,
		z
			.string()
			.max(max, tooLongMessage(field, max))
			.transform((value) => value || null),
	)
}

/** A posted list (one value or a repeated field) as trimmed entries, split at `separator`, blanks dropped. */
function list(separator: RegExp) {
	return (value: unknown) => {
		const values = Array.isArray(value) ? value : [value]
		return values
			.flatMap((entry) => asText(entry).split(separator))
			.map(oneLine)
			.filter(Boolean)
	}
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const WEBSITE = /^(https?:\/\/)?(www\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(:\d{1,5})?(\/\S*)?$/i
const POSTCODE = /^([1-9]\d{3}) ?([a-z]{2})$/i
const PHONE = /^\+?[\d\s().-]{6,20}$/

/** Services are tags: entries are trimmed and split at commas, blanks dropped, and one that differs only in case is a duplicate. */
export function serviceTags(value: unknown): string[] {
	const seen = new Set<string>()
	return list(/,/)(value).filter((entry) => !seen.has(entry.toLowerCase()) && Boolean(seen.add(entry.toLowerCase())))
}

export const servicesField = z.preprocess(
	serviceTags,
	z.array(z.string().max(60, SUBMISSION_MESSAGES.services)).max(SERVICES_MAX, SUBMISSION_MESSAGES.services),
)

/** Opening hours are lines such as 'maandag: 09:00 - 17:00' or 'zondag: Gesloten'. */
export const openingHoursField = z.preprocess(
	list(/\n/),
	z.array(z.string().max(100, SUBMISSION_MESSAGES.openingHours)).max(OPENING_HOURS_MAX, SUBMISSION_MESSAGES.openingHours),
)

/** An optional phone number; the owner dashboard uses the same rule. */
export const phoneField = optionalText('phone', 20).refine((value) => value === null || PHONE.test(value), SUBMISSION_MESSAGES.phone)

/** An optional website, stored with https:// when typed without a scheme. */
export const websiteField = optionalText('website', 200)
	.refine((value) => value === null || WEBSITE.test(value), SUBMISSION_MESSAGES.website)
	.transform((value) => value && (/^https?:\/\//i.test(value) ? value : `https://${value}`))

/** The submission form (/submit-trimsalon): the browser checks it before posting, the action for real. */
export const submissionSchema = z.object({
	businessName: requiredLine('businessName', 150),
	ownerName: requiredLine('ownerName', 100),
	email: z.preprocess(
		oneLine,
		z.string().min(1, requiredMessage('email')).max(254, SUBMISSION_MESSAGES.email).regex(EMAIL, SUBMISSION_MESSAGES.email),
	),
	phone: phoneField,
	address: requiredLine('address', 200),
	postalCode: optionalText('postalCode', 7)
		.refine((value) => value === null || POSTCODE.test(value), SUBMISSION_MESSAGES.postalCode)
		.transform((value) => value && value.replace(POSTCODE, (_, digits: string, letters: string) => `${digits} ${letters.toUpperCase()}`)),
	city: requiredLine('city', 100),
	website: websiteField,
	summary: optionalText('summary', 500),
	description: optionalText('description', 5000, paragraphs),
	services_nl: servicesField,
	openingHours: openingHoursField,
	pricingInfo: optionalText('pricingInfo', 2000, paragraphs),
	message: optionalText('message', 2000, paragraphs),
	[SUBMISSION_HONEYPOT]: z.preprocess(oneLine, z.string()),
})

export type SubmissionInput = z.output<typeof submissionSchema>
