import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as agendaAction } from '~/routes/dashboard/agenda'
import { createAccount } from '~/server/accounts/users.server'
import { appointments, bookingDateOverrides } from '~/server/bookings/tables.server'
import { addDays } from '~/lib/bookings/agenda'
import { AGENDA_FIELD_MESSAGES } from '~/lib/bookings/agenda-schema'
import { amsterdamDate, amsterdamInstant } from '~/lib/bookings/free-times'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import { formatDutchDate } from '~/lib/common/dutch-date'
import { paths } from '~/lib/common/paths'
import { formRequest, run, toastOf, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'
import { bookableSalonOf } from './booking-fixtures'

const database = await useTestDatabase()

const PASSWORD = 'geheim123'
const PRICING: TreatmentPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 60, cents: 4500 }, groot: { minutes: 60, cents: 4500 } },
	coatExtras: {},
}
/** A weekday two weeks ahead: the salon is open then, 09:00-12:00 and 13:00-17:00. */
const DAY = (() => {
	const date = addDays(amsterdamDate(new Date()), 14)
	const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
	return addDays(date, weekday === 6 ? 2 : weekday === 0 ? 1 : 0)
})()

let counter = 0
/** A salon owner signed in, with a bookable salon, posting to the Agenda. */
async function signedInOwner() {
	const email = uniqueEmail('woorden-eigenaar')
	const made = await createAccount({ email, password: PASSWORD, emailVerified: true, firstName: 'Iris', lastName: 'Test' })
	const { salon, treatment } = await bookableSalonOf(made.id, PRICING)
	const cookie = (await requestAs(email, PASSWORD)).headers.get('cookie')!
	const post = (fields: Record<string, string>) =>
		run(agendaAction, formRequest(paths.dashboardAgenda, { salonId: String(salon.id), ...fields }, cookie), `10.43.0.${++counter % 250}`)
	return { salon, treatment, post }
}

async function phoneAppointment(salonId: number, time: number) {
	const starts_at = amsterdamInstant(DAY, time)!
	const ends_at = new Date(starts_at.getTime() + 60 * 60_000)
	await database.insert(appointments).values({
		salon_id: salonId,
		kind: 'phone',
		client_note: 'Mevrouw Jansen',
		dog_name: 'Max',
		starts_at,
		ends_at,
		occupied_until: ends_at,
	})
}

const overridesOf = (salonId: number) => database.select().from(bookingDateOverrides).where(eq(bookingDateOverrides.salon_id, salonId))

describe("the owner's Agenda says what happened", () => {
	it('a day off over appointments warns first and saves on the second step; the appointments stay', async () => {
		const { salon, post } = await signedInOwner()
		await phoneAppointment(salon.id, 9 * 60)
		await phoneAppointment(salon.id, 14 * 60)
		const warned = await post({ intent: 'override', date: DAY, closed: 'on' })
		const warning = `Op ${formatDutchDate(DAY)} staan 2 afspraken. Die blijven staan; bel of annuleer ze zelf.`
		expect(warned.status).toBe(409)
		expect(warned.data).toMatchObject({
			ok: false,
			intent: 'override',
			fields: { confirmed: warning },
			values: { date: DAY, closed: 'on' },
		})
		expect(await overridesOf(salon.id)).toEqual([])

		// Other hours that keep the 09:00 appointment leave one outside.
		const narrowed = await post({ intent: 'override', date: DAY, hours: '09:00-12:00' })
		expect((narrowed.data as { fields: Record<string, string> }).fields.confirmed).toBe(
			`Op ${formatDutchDate(DAY)} staat 1 afspraak buiten deze tijden. Die blijft staan; bel of annuleer hem zelf.`,
		)

		const saved = await post({ intent: 'override', date: DAY, closed: 'on', confirmed: 'on' })
		expect(saved.status).toBe(302)
		expect((await toastOf(saved.headers))?.description).toBe(`${formatDutchDate(DAY)} staat als gesloten in je agenda.`)
		expect(await overridesOf(salon.id)).toMatchObject([{ date: DAY, ranges: [] }])
		expect(await database.select().from(appointments).where(eq(appointments.salon_id, salon.id))).toHaveLength(2)
	})

	it("other hours say which, and 'Andere tijden' left empty without 'Gesloten' answers at the field", async () => {
		const { salon, post } = await signedInOwner()
		const empty = await post({ intent: 'override', date: DAY, hours: '' })
		expect(empty.status).toBe(400)
		expect(empty.data).toMatchObject({ fields: { hours: AGENDA_FIELD_MESSAGES.hours } })
		const saved = await post({ intent: 'override', date: DAY, hours: '10:00-14:00' })
		expect((await toastOf(saved.headers))?.description).toBe(`Op ${formatDutchDate(DAY)} zijn online alleen 10:00-14:00 te boeken.`)
		expect(await overridesOf(salon.id)).toHaveLength(1)
	})

	it('the calendar link says an earlier link stopped only when there was one; a new treatment names its price for new bookings', async () => {
		const { treatment, post } = await signedInOwner()
		expect((await toastOf((await post({ intent: 'calendar' })).headers))?.description).toBe('Abonneer je agenda-app op deze link.')
		expect((await toastOf((await post({ intent: 'calendar' })).headers))?.description).toBe('Een eerdere link werkt niet meer.')

		const prices = {
			'minutes-klein': '30',
			'euros-klein': '25',
			'minutes-middel': '45',
			'euros-middel': '35',
			'minutes-groot': '60',
			'euros-groot': '45',
		}
		const added = await post({ intent: 'treatment', name: 'Wassen', ...prices })
		expect((await toastOf(added.headers))?.description).toBe(
			'Hondeneigenaren kunnen deze behandeling nu kiezen; nieuwe afspraken krijgen deze prijs en duur.',
		)
		const edited = await post({ intent: 'treatment', treatmentId: String(treatment.id), name: 'Volledige trimbeurt', ...prices })
		expect((await toastOf(edited.headers))?.description).toBe('Hondeneigenaren zien de nieuwe prijs en duur bij hun volgende afspraak.')
	})
})
