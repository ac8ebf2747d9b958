import { z } from 'zod'
import { salonIdField } from '../common/ids-schema'
import { openingHoursField, servicesField } from '../submissions/schema'
import { withoutControlCharacters } from '../common/text-schema'
import { NAME_REQUIRED } from './messages'
import { INVALID_EMAIL } from '../accounts/auth-schema'

export const BUSINESS_STATUSES = ['OPERATIONAL', 'CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY'] as const

/** The labels of the admin listing form, also used to name changed fields in the history. */
export const SALON_FIELD_LABELS = {
	name: 'Naam',
	formatted_address: 'Adres',
	search_city: 'Plaats',
	postal_code: 'Postcode',
	city_id: 'Stad-ID',
	phone_number: 'Telefoon',
	website: 'Website',
	rating: 'Beoordeling',
	user_ratings_total: 'Aantal beoordelingen',
	business_status: 'Status',
	latitude: 'Breedtegraad',
	longitude: 'Lengtegraad',
	description_nl: 'Beschrijving',
	summary_nl: 'Samenvatting',
	pricing_info_nl: 'Prijsinformatie',
	pricing_nl: 'Prijsklasse',
	main_photo_url: 'Hoofdfoto (URL)',
	services_nl: 'Diensten',
	opening_hours: 'Openingstijden',
	owner_id: 'Eigenaar',
} as const

const clean = (value: unknown) => withoutControlCharacters(value).trim()

/** Text: cleaned and trimmed, and empty becomes null. */
const text = (max: number) => z.preprocess((value) => clean(value) || null, z.string().max(max, `Maximaal ${max} tekens.`).nullable())

/** A number typed in a text box: empty becomes null, a comma is a decimal point; out of range gives `message`. */
function numberField(message: string, rule: { min: number; max: number; integer?: boolean }) {
	const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() ? Number(value.trim().replace(',', '.')) : null)
	const fits = (n: number) => Number.isFinite(n) && n >= rule.min && n <= rule.max && (!rule.integer || Number.isInteger(n))
	return z.preprocess(toNumber, z.number({ error: message }).refine(fits, message).nullable())
}

/** The admin add/edit form for a salon: every field; the browser checks it before saving, the action for real. */
export const salonAdminSchema = z.object({
	name: z.preprocess(clean, z.string().min(1, NAME_REQUIRED).max(200, 'Maximaal 200 tekens.')),
	formatted_address: text(300),
	search_city: text(100),
	postal_code: text(10),
	city_id: numberField('Stad-ID moet een geheel getal zijn.', { min: 1, max: 2_147_483_647, integer: true }),
	phone_number: text(40),
	website: text(300),
	rating: numberField('Beoordeling moet tussen 0 en 5 liggen.', { min: 0, max: 5 }),
	user_ratings_total: numberField('Aantal beoordelingen moet een geheel getal zijn.', { min: 0, max: 10_000_000, integer: true }),
	business_status: z.preprocess(
		(value) => (typeof value === 'string' && value ? value : 'OPERATIONAL'),
		z.enum(BUSINESS_STATUSES, { error: 'Kies een geldige status.' }),
	),
	latitude: numberField('Breedtegraad moet een getal tussen -90 en 90 zijn.', { min: -90, max: 90 }),
	longitude: numberField('Lengtegraad moet een getal tussen -180 en 180 zijn.', { min: -180, max: 180 }),
	description_nl: text(5000),
	summary_nl: text(500),
	pricing_info_nl: text(2000),
	pricing_nl: text(10),
	main_photo_url: text(500),
	services_nl: servicesField,
	opening_hours: openingHoursField,
})

export type SalonAdminInput = z.output<typeof salonAdminSchema>

/** The owner field of a listing: an e-mail address, or empty for no owner. */
export const ownerSchema = z.object({
	salonId: salonIdField,
	ownerEmail: z.preprocess(
		(value) => (typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null),
		z.email(INVALID_EMAIL).nullable(),
	),
})
