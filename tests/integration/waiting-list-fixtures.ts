import { and, desc, eq } from 'drizzle-orm'
import { bookAppointment } from '~/server/bookings/book.server'
import { cancelOwnAppointment } from '~/server/bookings/cancel.server'
import { freeTimesOf, openBookingSettings } from '~/server/bookings/free-times.server'
import { appointments } from '~/server/bookings/tables.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import type { Database } from '~/server/platform/db/client.server'
import { amsterdamInstant } from '~/lib/bookings/free-times'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import { bookableSalonOf, memberActor } from './booking-fixtures'

// A Monday in winter, 08:00 in Amsterdam; the salons are open on weekdays 09:00-12:00 and 13:00-17:00.
export const NOW = new Date('2026-12-07T07:00:00Z')
export const MINUTE = 60_000

export const PRICING: TreatmentPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 90, cents: 6000 }, groot: { minutes: 120, cents: 8000 } },
	coatExtras: {},
}

export const at = (date: string, time: string) => amsterdamInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!
export const WEDNESDAY_TEN = at('2026-12-09', '10:00')
export const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000)

/** The waiting list's helpers of one test file: its dog owners ask from their own address range (`subnet`). */
export function waitingListFixtures(database: Database, subnet: number) {
	const member = (prefix = 'wacht', emailVerified = true) => memberActor(prefix, { subnet, emailVerified })
	type Member = Awaited<ReturnType<typeof member>>

	async function salonWithList() {
		const owner = await member('eigenaar')
		return { ...(await bookableSalonOf(owner.user!.id, PRICING)), owner }
	}
	type Salon = Awaited<ReturnType<typeof salonWithList>>

	const choice = (place: Salon, extra: Record<string, string | string[]> = {}) => ({
		salonId: String(place.salon.id),
		treatmentId: String(place.treatment.id),
		dogName: 'Bobbie',
		breed: 'Poedel',
		weight: '8',
		coat: 'kort',
		...extra,
	})

	/** A coming appointment of a dog owner, booked through the verb, and then cancelled by them: the freed time. */
	async function bookedAndCancelled(place: Salon, startsAt = WEDNESDAY_TEN) {
		const holder = await member('annuleert')
		const booked = await bookAppointment(holder, { ...choice(place), dogName: 'Rex', startsAt: startsAt.toISOString() }, NOW)
		await cancelOwnAppointment(holder, { appointmentId: String(booked.id) }, NOW)
		return booked
	}

	const offersAt = (salonId: number) =>
		database
			.select()
			.from(appointments)
			.where(and(eq(appointments.salon_id, salonId), eq(appointments.status, 'offered')))

	/** The token of the newest offer mailed to this dog owner, read from the mail's link. */
	async function offerToken(person: Member) {
		const [mail] = await database
			.select()
			.from(mailOutbox)
			.where(eq(mailOutbox.to, person.user!.email))
			.orderBy(desc(mailOutbox.id))
			.limit(1)
		return { mail: mail!, token: /\/wachtlijst\/aanbod\/([\w-]+)/.exec(mail!.text)![1]! }
	}

	async function publicStarts(place: Salon, now = NOW) {
		const settings = await openBookingSettings(database, place.salon.id)
		return (await freeTimesOf(database, settings!, 60, now)).flatMap((day) => day.times.map((time) => time.start.getTime()))
	}

	return { member, salonWithList, choice, bookedAndCancelled, offersAt, offerToken, publicStarts }
}
