import { z } from 'zod'
import { ACCEPTS_NEW_CLIENTS, MAX_WAITING_WEEKS } from './availability'
import { salonIdField } from '../common/ids-schema'
import { phoneField, servicesField, websiteField } from '../submissions/schema'
import { withoutControlCharacters } from '../common/text-schema'
import { NAME_REQUIRED } from './messages'

/** The labels of the owner's edit dialog. */
export const OWNER_FIELD_LABELS = {
	name: 'Naam',
	description_nl: 'Beschrijving',
	phone_number: 'Telefoonnummer',
	website: 'Website',
	services_nl: 'Diensten',
} as const

const paragraphs = (value: unknown) => withoutControlCharacters(value).replace(/\r\n?/g, '\n').trim()

/** What an owner may change about their salon in the edit dialog; the browser checks it first, the action for real. */
export const ownerSalonSchema = z.object({
	salonId: salonIdField,
	name: z.preprocess(
		(value) => withoutControlCharacters(value).replace(/\s+/g, ' ').trim(),
		z.string().min(1, NAME_REQUIRED).max(200, 'De naam mag maximaal 200 tekens bevatten.'),
	),
	description_nl: z.preprocess(
		paragraphs,
		z
			.string()
			.max(5000, 'De beschrijving mag maximaal 5000 tekens bevatten.')
			.transform((value) => value || null),
	),
	phone_number: phoneField,
	website: websiteField,
	services_nl: servicesField,
})

export type OwnerSalonInput = z.output<typeof ownerSalonSchema>

export const AVAILABILITY_MESSAGES = {
	choice: 'Kies of je nieuwe klanten aanneemt.',
	weeks: `Vul de wachttijd in hele weken in (0 tot ${MAX_WAITING_WEEKS}).`,
} as const

/** The owner's statement about new clients; the browser checks it first, the action for real. Kept apart from lib/availability, which public pages load without zod. */
export const availabilitySchema = z.object({
	accepts_new_clients: z.enum(ACCEPTS_NEW_CLIENTS, { error: AVAILABILITY_MESSAGES.choice }),
	waiting_weeks: z.preprocess(
		(value) => (typeof value === 'string' && value.trim() ? Number(value.trim()) : null),
		z
			.number({ error: AVAILABILITY_MESSAGES.weeks })
			.int(AVAILABILITY_MESSAGES.weeks)
			.min(0, AVAILABILITY_MESSAGES.weeks)
			.max(MAX_WAITING_WEEKS, AVAILABILITY_MESSAGES.weeks)
			.nullable(),
	),
})

/** The availability form of one salon in the dashboard. */
export const ownerAvailabilitySchema = availabilitySchema.extend({ salonId: salonIdField })

export type OwnerAvailabilityInput = z.output<typeof ownerAvailabilitySchema>
