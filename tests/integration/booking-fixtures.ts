import { expect } from 'vitest'
import { actorWith } from '~/server/accounts/actor.server'
import { createAccount } from '~/server/accounts/users.server'
import { AppError } from '~/server/platform/errors.server'
import { settingsRow } from '~/server/bookings/agenda-settings.server'
import { appointments, bookingSettings, treatments } from '~/server/bookings/tables.server'
import { db } from '~/server/platform/db/client.server'
import { salons } from '~/server/salons/tables.server'
import { DEFAULT_BOOKING_RULES, type BookingRulesInMinutes } from '~/lib/bookings/appointments'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import { uniqueEmail } from '../actions'

const DAY_MS = 24 * 60 * 60 * 1000

/** Weekdays 09:00-12:00 and 13:00-17:00, closed at the weekend. */
export const WEEKDAY_HOURS = [
	'Maandag: 09:00 - 12:00, 13:00 - 17:00',
	'Dinsdag: 09:00 - 12:00, 13:00 - 17:00',
	'Woensdag: 09:00 - 12:00, 13:00 - 17:00',
	'Donderdag: 09:00 - 12:00, 13:00 - 17:00',
	'Vrijdag: 09:00 - 12:00, 13:00 - 17:00',
	'Zaterdag: Gesloten',
	'Zondag: Gesloten',
]

/**
 * An online visit of this dog owner at the salon that has been: kept (the salon knows them) unless
 * `status` says they did not come. An hour, `daysBefore` days before `now`.
 */
export async function pastVisit(
	salonId: number,
	userId: string,
	now: Date,
	{ daysBefore = 7, status = 'booked' as 'booked' | 'no_show' } = {},
) {
	const starts_at = new Date(now.getTime() - daysBefore * DAY_MS)
	const ends_at = new Date(starts_at.getTime() + 60 * 60_000)
	const [row] = await db()
		.insert(appointments)
		.values({ salon_id: salonId, kind: 'online', status, user_id: userId, price_cents: 4500, starts_at, ends_at, occupied_until: ends_at })
		.returning({ id: appointments.id })
	return row!.id
}

let salonCounter = 0

/**
 * A salon of this owner that takes online bookings on weekdays (WEEKDAY_HOURS), with these rules (the
 * defaults unless given) and one treatment, 'Volledige trimbeurt', at this pricing.
 */
export async function bookableSalonOf(
	ownerId: string,
	pricing: TreatmentPricing,
	{ rules = {}, phone = null }: { rules?: Partial<BookingRulesInMinutes>; phone?: string | null } = {},
) {
	const [salon] = await db()
		.insert(salons)
		.values({
			name: `Trimsalon Agenda ${++salonCounter}`,
			slug: `agenda-${salonCounter}-${Math.random().toString(36).slice(2, 10)}`,
			owner_id: ownerId,
			formatted_address: 'Kerkstraat 1, 1017 GA Amsterdam',
			phone_number: phone,
			opening_hours: WEEKDAY_HOURS,
		})
		.returning()
	await db()
		.insert(bookingSettings)
		.values({ ...settingsRow(salon!.id, ownerId, { ...DEFAULT_BOOKING_RULES, ...rules }), enabled: true })
	const [treatment] = await db().insert(treatments).values({ salon_id: salon!.id, name: 'Volledige trimbeurt', pricing }).returning()
	return { salon: salon!, treatment: treatment! }
}

/** The refusal a verb answered with (and that it was one). */
export async function refusal(work: Promise<unknown>) {
	const error = await work.then(
		() => undefined,
		(caught: unknown) => caught,
	)
	expect(error).toBeInstanceOf(AppError)
	return error as AppError
}

let members = 0
/**
 * A new dog owner's account (Sanne Test), signed in as the actor the verbs take; each test file asks
 * from its own address range (`subnet`), so the limits per address of one file never stop another's.
 */
export async function memberActor(prefix: string, { subnet, emailVerified = true }: { subnet: number; emailVerified?: boolean }) {
	const made = await createAccount({
		email: uniqueEmail(prefix),
		password: 'geheim123',
		emailVerified,
		firstName: 'Sanne',
		lastName: 'Test',
	})
	return actorWith({ id: made.id, email: made.email, name: 'Sanne Test', emailVerified }, `10.${subnet}.${++members % 250}.1`)
}
