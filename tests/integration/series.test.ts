import { and, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { BOOKING_MESSAGES, bookAppointment } from '~/server/bookings/book.server'
import { bookSeries, planSeries } from '~/server/bookings/series.server'
import { cancelOwnAppointment } from '~/server/bookings/cancel.server'
import { saveBookingSettings } from '~/server/bookings/agenda-settings.server'
import { myAppointments } from '~/server/bookings/my-appointments.server'
import { appointments, bookingSettings } from '~/server/bookings/tables.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { amsterdamInstant, appointmentMoment } from '~/lib/bookings/free-times'
import { BOOKING_FIELD_MESSAGES } from '~/lib/bookings/schema'
import { groupedBySeries, seriesLine, type SeriesPlan } from '~/lib/bookings/series'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import { useTestDatabase } from '../db'
import { bookableSalonOf, memberActor, pastVisit, refusal } from './booking-fixtures'

const database = await useTestDatabase()

// A Monday in winter; the salon is open on weekdays 09:00-12:00 and 13:00-17:00.
const NOW = new Date('2026-12-07T07:00:00Z')
const PRICING: TreatmentPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 90, cents: 6000 }, groot: { minutes: 120, cents: 8000 } },
	coatExtras: {},
}

const member = (prefix = 'reeks') => memberActor(prefix, { subnet: 12 })

/** A salon and a dog owner it knows (a kept visit a week before `now`). */
async function salonWithClient(now = NOW) {
	const owner = await member('eigenaar')
	const { salon, treatment } = await bookableSalonOf(owner.user!.id, PRICING)
	const client = await member()
	await pastVisit(salon.id, client.user!.id, now)
	return { salon, treatment, owner, client }
}

const at = (date: string, time: string) => amsterdamInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!
const choice = (salonId: number, treatmentId: number, startsAt: Date, extra: Record<string, string | string[]> = {}) => ({
	salonId: String(salonId),
	treatmentId: String(treatmentId),
	dogName: 'Saar',
	breed: 'Poedel',
	weight: '8',
	coat: 'krullend',
	startsAt: startsAt.toISOString(),
	everyWeeks: '6',
	count: '3',
	...extra,
})
const confirmation = (form: ReturnType<typeof choice>, plan: SeriesPlan) => ({
	...form,
	seriesTimes: plan.dates.flatMap((date) => (date.start ? [date.start] : [])),
})
const listed = (plan: SeriesPlan) => plan.dates.map((date) => [date.start && appointmentMoment(new Date(date.start)), date.moved])

/** A block of the salon's own, from `start` for an hour. */
async function blockAt(salonId: number, start: Date) {
	const end = new Date(start.getTime() + 60 * 60_000)
	await database.insert(appointments).values({ salon_id: salonId, kind: 'block', starts_at: start, ends_at: end, occupied_until: end })
}

const rowsOf = (userId: string) =>
	database
		.select()
		.from(appointments)
		.where(and(eq(appointments.user_id, userId), isNotNull(appointments.series_id)))
		.orderBy(appointments.starts_at)

describe('a series (Herhalen)', () => {
	it('lists 3 dates every 6 weeks with a taken one moved, then books them as rows of one series, each with its own mails', async () => {
		const { salon, treatment, client } = await salonWithClient()
		await blockAt(salon.id, at('2027-01-20', '10:00'))
		const form = choice(salon.id, treatment.id, at('2026-12-09', '10:00'))
		const plan = await planSeries(client, form, NOW)
		expect(listed(plan)).toEqual([
			['woensdag 9 december om 10:00', false],
			['woensdag 20 januari om 11:00', true],
			['woensdag 3 maart om 10:00', false],
		])
		expect(await rowsOf(client.user!.id)).toEqual([])

		const booked = await bookSeries(client, confirmation(form, plan), NOW)
		expect(booked.map((appointment) => appointmentMoment(appointment.startsAt))).toEqual(listed(plan).map(([moment]) => moment))
		const rows = await rowsOf(client.user!.id)
		expect(rows).toHaveLength(3)
		expect(new Set(rows.map((row) => row.series_id)).size).toBe(1)
		expect(rows.every((row) => row.series_weeks === 6 && row.status === 'booked' && row.cancel_token_hash)).toBe(true)
		expect(new Set(rows.map((row) => row.cancel_token_hash)).size).toBe(3)
		const mails = await database.select().from(mailOutbox).where(eq(mailOutbox.to, client.user!.email))
		expect(mails).toHaveLength(3)

		const { coming } = await myAppointments(client, NOW)
		const [group] = groupedBySeries(coming)
		expect(group!.items).toHaveLength(3)
		expect(seriesLine(group!.items.length, group!.series!.weeks)).toBe('Reeks van 3, elke 6 weken')
	})

	it('writes nothing when a date was taken between the list and the confirmation, and answers the list with that date moved', async () => {
		const { salon, treatment, client } = await salonWithClient()
		const form = choice(salon.id, treatment.id, at('2026-12-09', '10:00'))
		const plan = await planSeries(client, form, NOW)
		expect(plan.dates.every((date) => !date.moved)).toBe(true)
		await blockAt(salon.id, at('2027-03-03', '10:00'))

		const refused = await refusal(bookSeries(client, confirmation(form, plan), NOW))
		expect(refused.code).toBe('conflict')
		expect(refused.message).toBe(BOOKING_MESSAGES.seriesMoved)
		expect(listed(refused.update!.series as SeriesPlan)).toEqual([
			['woensdag 9 december om 10:00', false],
			['woensdag 20 januari om 10:00', false],
			['woensdag 3 maart om 11:00', true],
		])
		expect(await rowsOf(client.user!.id)).toEqual([])
		expect(await database.select().from(mailOutbox).where(eq(mailOutbox.to, client.user!.email))).toEqual([])
	})

	it('cancels one appointment of a series on its own: the others stay, still grouped', async () => {
		const { salon, treatment, client } = await salonWithClient()
		const form = choice(salon.id, treatment.id, at('2026-12-09', '10:00'))
		const booked = await bookSeries(client, confirmation(form, await planSeries(client, form, NOW)), NOW)
		await cancelOwnAppointment(client, { appointmentId: String(booked[1]!.id) }, NOW)
		const rows = await rowsOf(client.user!.id)
		expect(rows.map((row) => row.status)).toEqual(['booked', 'cancelled', 'booked'])
		const { coming } = await myAppointments(client, NOW)
		expect(coming.map((appointment) => appointment.id)).toEqual([booked[0]!.id, booked[2]!.id])
		expect(groupedBySeries(coming)[0]!.items).toHaveLength(2)
	})

	it('refuses a series to a new client, who books one time, and writes nothing', async () => {
		const owner = await member('eigenaar')
		const { salon, treatment } = await bookableSalonOf(owner.user!.id, PRICING)
		const stranger = await member()
		const form = choice(salon.id, treatment.id, at('2026-12-09', '10:00'))
		expect((await refusal(planSeries(stranger, form, NOW))).message).toBe(BOOKING_MESSAGES.seriesNewClient)
		const times = [at('2026-12-09', '10:00').toISOString(), at('2027-01-20', '10:00').toISOString()]
		expect((await refusal(bookSeries(stranger, { ...form, count: '2', seriesTimes: times }, NOW))).message).toBe(
			BOOKING_MESSAGES.seriesNewClient,
		)
		expect(await database.select().from(appointments).where(eq(appointments.user_id, stranger.user!.id))).toEqual([])
		expect((await bookAppointment(stranger, form, NOW)).startsAt).toEqual(at('2026-12-09', '10:00'))
	})

	it('counts a series as one plan: a known client with a series of 4 books two more times, then meets the cap', async () => {
		const { salon, treatment, client } = await salonWithClient()
		const form = choice(salon.id, treatment.id, at('2026-12-09', '10:00'), { everyWeeks: '4', count: '4' })
		expect(await bookSeries(client, confirmation(form, await planSeries(client, form, NOW)), NOW)).toHaveLength(4)
		await bookAppointment(client, choice(salon.id, treatment.id, at('2026-12-10', '10:00')), NOW)
		await bookAppointment(client, choice(salon.id, treatment.id, at('2026-12-11', '10:00')), NOW)
		const again = choice(salon.id, treatment.id, at('2026-12-14', '10:00'))
		expect((await refusal(bookAppointment(client, again, NOW))).message).toBe(BOOKING_MESSAGES.tooMany)
		expect((await refusal(planSeries(client, again, NOW))).message).toBe(BOOKING_MESSAGES.tooMany)
	})

	it('keeps 10:00 across the last Sunday of March: the instants move an hour, the wall clock does not', async () => {
		const now = new Date('2027-03-08T08:00:00Z')
		const { salon, treatment, client } = await salonWithClient(now)
		const form = choice(salon.id, treatment.id, at('2027-03-17', '10:00'), { everyWeeks: '2' })
		const booked = await bookSeries(client, confirmation(form, await planSeries(client, form, now)), now)
		expect(booked.map((appointment) => appointment.startsAt.toISOString())).toEqual([
			'2027-03-17T09:00:00.000Z',
			'2027-03-31T08:00:00.000Z',
			'2027-04-14T08:00:00.000Z',
		])
		expect(booked.map((appointment) => appointmentMoment(appointment.startsAt))).toEqual([
			'woensdag 17 maart om 10:00',
			'woensdag 31 maart om 10:00',
			'woensdag 14 april om 10:00',
		])
	})

	it("looks as far ahead as the salon's own horizon for series, which the owner sets", async () => {
		const { salon, treatment, client, owner } = await salonWithClient()
		const rules = {
			salonId: salon.id,
			enabled: true,
			bufferMinutes: 15,
			noticeHours: 2,
			horizonDays: 28,
			stepMinutes: 15,
			cancelHours: 24,
			offerToWaitingList: true,
		}
		await saveBookingSettings(owner, { ...rules, approveFirst: false, seriesHorizonWeeks: 8 })
		const form = choice(salon.id, treatment.id, at('2026-12-09', '10:00'), { everyWeeks: '6' })
		const plan = await planSeries(client, form, NOW)
		expect(plan.dates.map((date) => [date.start !== null, date.beyondHorizon])).toEqual([
			[true, false],
			[true, false],
			[false, true],
		])
		// A form without the field leaves the horizon as it is.
		await saveBookingSettings(owner, { ...rules, approveFirst: false, seriesHorizonWeeks: undefined })
		const [row] = await database.select().from(bookingSettings).where(eq(bookingSettings.salon_id, salon.id))
		expect(row!.series_horizon_weeks).toBe(8)
	})

	it('answers bad input on the new fields with their Dutch messages and writes nothing', async () => {
		const { salon, treatment, client } = await salonWithClient()
		const form = choice(salon.id, treatment.id, at('2026-12-09', '10:00'))
		for (const [field, value] of [
			['everyWeeks', '13'],
			['everyWeeks', '1'],
			['everyWeeks', 'zes'],
			['count', '5'],
			['count', '-1'],
		] as const) {
			const bad = await refusal(planSeries(client, { ...form, [field]: value }, NOW))
			expect(bad.code, `${field}=${value}`).toBe('invalid')
			expect(bad.fields, `${field}=${value}`).toEqual({ [field]: BOOKING_FIELD_MESSAGES[field] })
		}
		for (const seriesTimes of [[], ['morgen'], Array.from({ length: 5 }, () => form.startsAt)]) {
			const bad = await refusal(bookSeries(client, { ...form, seriesTimes }, NOW))
			expect(bad.fields).toEqual({ seriesTimes: BOOKING_FIELD_MESSAGES.seriesTimes })
		}
		// Times that are not the series' own (four in one week) are refused as a moved list.
		const crowded = ['2026-12-09', '2026-12-10', '2026-12-11'].map((date) => at(date, '10:00').toISOString())
		expect((await refusal(bookSeries(client, { ...form, seriesTimes: crowded }, NOW))).message).toBe(BOOKING_MESSAGES.seriesMoved)
		expect(await rowsOf(client.user!.id)).toEqual([])
	})
})
