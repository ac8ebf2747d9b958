import { and, eq, gt } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as agendaAction } from '~/routes/dashboard/agenda'
import { bookAppointment, BOOKING_MESSAGES } from '~/server/bookings/book.server'
import { cancelAppointmentAsOwner } from '~/server/bookings/agenda-appointments.server'
import { ownerAgenda } from '~/server/bookings/agenda-read.server'
import { saveDog } from '~/server/dogs/dogs.server'
import { bookNextAppointments, NEXT_MESSAGES, planNextAppointments, type NextPlan } from '~/server/bookings/agenda-next.server'
import { appointments } from '~/server/bookings/tables.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { AGENDA_FIELD_MESSAGES } from '~/lib/bookings/agenda-schema'
import { amsterdamInstant, appointmentMoment } from '~/lib/bookings/free-times'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import { paths } from '~/lib/common/paths'
import { formRequest, run, toastOf } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'
import { bookableSalonOf, memberActor, pastVisit, refusal } from './booking-fixtures'

const database = await useTestDatabase()

// A Monday in winter; the salon is open on weekdays 09:00-12:00 and 13:00-17:00.
const NOW = new Date('2026-12-07T07:00:00Z')
const PRICING: TreatmentPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 90, cents: 6000 }, groot: { minutes: 120, cents: 8000 } },
	coatExtras: {},
}

const member = (prefix: string) => memberActor(prefix, { subnet: 14 })
const at = (date: string, time: string) => amsterdamInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!

/** A salon, a client it knows, and the client's online appointment on Wednesday 9 December at 10:00 for Saar. */
async function bookedVisit() {
	const owner = await member('eigenaar-volgende')
	const { salon, treatment } = await bookableSalonOf(owner.user!.id, PRICING)
	const client = await member('klant-volgende')
	await pastVisit(salon.id, client.user!.id, NOW)
	const booked = await bookAppointment(
		client,
		{
			salonId: String(salon.id),
			treatmentId: String(treatment.id),
			dogName: 'Saar',
			breed: 'Poedel',
			weight: '8',
			coat: 'krullend',
			dogNotes: 'Bang voor de föhn',
			clientPhone: '0612345678',
			startsAt: at('2026-12-09', '10:00').toISOString(),
		},
		NOW,
	)
	const ref = { salonId: salon.id, appointmentId: booked.id }
	return { owner, salon, treatment, client, ref }
}

/** A block of the salon's own, from `start` for an hour. */
async function blockAt(salonId: number, start: Date) {
	const end = new Date(start.getTime() + 60 * 60_000)
	await database.insert(appointments).values({ salon_id: salonId, kind: 'block', starts_at: start, ends_at: end, occupied_until: end })
}

const listed = (plan: NextPlan) => plan.dates.map((date) => [date.start && appointmentMoment(new Date(date.start)), date.moved])
const timesOf = (plan: NextPlan) => plan.dates.flatMap((date) => (date.start ? [new Date(date.start)] : []))
const laterRows = (userId: string) =>
	database
		.select()
		.from(appointments)
		.where(and(eq(appointments.user_id, userId), gt(appointments.starts_at, at('2026-12-10', '00:00'))))
		.orderBy(appointments.starts_at)
const mailsTo = (email: string) => database.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id)

describe("the owner's 'Volgende afspraak plannen'", () => {
	it('proposes the same weekday and time 6 weeks on, a series of 3 with a taken date moved, and books them for the client', async () => {
		const { owner, salon, client, ref } = await bookedVisit()
		await blockAt(salon.id, at('2027-03-03', '10:00'))
		const ownerMails = (await mailsTo(owner.user!.email)).length
		const clientMails = (await mailsTo(client.user!.email)).length

		const plan = await planNextAppointments(owner, { ...ref, everyWeeks: 6, count: 3 }, NOW)
		expect(listed(plan)).toEqual([
			['woensdag 20 januari om 10:00', false],
			['woensdag 3 maart om 11:00', true],
			['woensdag 14 april om 10:00', false],
		])
		expect(await laterRows(client.user!.id)).toEqual([])

		const { booked } = await bookNextAppointments(owner, { ...ref, everyWeeks: 6, count: 3, times: timesOf(plan) }, NOW)
		expect(booked.map((appointment) => appointmentMoment(new Date(appointment.startsAt)))).toEqual(listed(plan).map(([moment]) => moment))
		const rows = await laterRows(client.user!.id)
		expect(rows).toHaveLength(3)
		expect(new Set(rows.map((row) => row.series_id)).size).toBe(1)
		expect(
			rows.every(
				(row) =>
					row.status === 'booked' &&
					row.kind === 'online' &&
					row.series_weeks === 6 &&
					row.dog_name === 'Saar' &&
					row.dog_notes === 'Bang voor de föhn' &&
					row.client_phone === '+31612345678' &&
					row.price_cents === 4500,
			),
		).toBe(true)

		// The client gets each appointment's mail with its event and cancel link; the owner, who planned them, none.
		const mails = (await mailsTo(client.user!.email)).slice(clientMails)
		expect(mails).toHaveLength(3)
		expect(mails[0]!.subject).toBe(`${salon.name} heeft je volgende afspraak ingepland`)
		expect(mails[0]!.text).toContain('woensdag 20 januari om 10:00')
		expect(mails[0]!.text).toContain('/afspraak/annuleren/')
		expect(mails.every((mail) => mail.attachments?.some((file) => file.filename.endsWith('.ics')))).toBe(true)
		expect(await mailsTo(owner.user!.email)).toHaveLength(ownerMails)
	})

	it("proposes the dog's rhythm as its owner saved it in Mijn honden, by the client's own dog of that name only", async () => {
		const { owner, salon, client, ref } = await bookedVisit()
		const rhythmOf = async () => {
			const agenda = await ownerAgenda(owner, { salonId: salon.id, week: '2026-12-07' }, NOW)
			return agenda!.appointments.find((appointment) => appointment.id === ref.appointmentId)!.rhythmWeeks
		}
		expect(await rhythmOf()).toBeNull()
		// Another account's Saar is not this client's.
		const stranger = await member('vreemde-saar')
		await saveDog(stranger, { name: 'Saar', breed: 'Poedel', weight: '8', coat: 'krullend', notes: '', rhythmWeeks: '4' })
		expect(await rhythmOf()).toBeNull()
		await saveDog(client, { name: ' saar ', breed: 'Poedel', weight: '8', coat: 'krullend', notes: '', rhythmWeeks: '8' })
		expect(await rhythmOf()).toBe(8)
	})

	it('books one appointment alone, after a visit the client kept', async () => {
		const { owner, client, ref } = await bookedVisit()
		const later = new Date('2026-12-10T12:00:00Z')
		const plan = await planNextAppointments(owner, { ...ref, everyWeeks: 4, count: 1 }, later)
		expect(listed(plan)).toEqual([['woensdag 6 januari om 10:00', false]])
		await bookNextAppointments(owner, { ...ref, everyWeeks: 4, count: 1, times: timesOf(plan) }, later)
		const [row] = await laterRows(client.user!.id)
		expect(row!.series_id).toBeNull()
	})

	it('writes nothing when a date was taken between the list and the booking, and answers the list again with it moved', async () => {
		const { owner, salon, client, ref } = await bookedVisit()
		const plan = await planNextAppointments(owner, { ...ref, everyWeeks: 6, count: 2 }, NOW)
		await blockAt(salon.id, at('2027-01-20', '10:00'))
		const refused = await refusal(bookNextAppointments(owner, { ...ref, everyWeeks: 6, count: 2, times: timesOf(plan) }, NOW))
		expect(refused.message).toBe(NEXT_MESSAGES.moved)
		expect(listed(refused.update!.next as NextPlan)).toEqual([
			['woensdag 20 januari om 11:00', true],
			['woensdag 3 maart om 10:00', false],
		])
		expect(await laterRows(client.user!.id)).toEqual([])
	})

	it('gives a time once when the owner plans it while another dog owner books it', async () => {
		const { owner, salon, treatment, client, ref } = await bookedVisit()
		const plan = await planNextAppointments(owner, { ...ref, everyWeeks: 6, count: 1 }, NOW)
		const other = await member('ander-volgende')
		const [planned, bookedElsewhere] = await Promise.allSettled([
			bookNextAppointments(owner, { ...ref, everyWeeks: 6, count: 1, times: timesOf(plan) }, NOW),
			bookAppointment(
				other,
				{
					salonId: String(salon.id),
					treatmentId: String(treatment.id),
					dogName: 'Bobby',
					breed: 'Tekkel',
					weight: '7',
					coat: 'kort',
					startsAt: at('2027-01-20', '10:00').toISOString(),
				},
				NOW,
			),
		])
		expect([planned.status, bookedElsewhere.status].sort()).toEqual(['fulfilled', 'rejected'])
		const taken = await database
			.select()
			.from(appointments)
			.where(and(eq(appointments.salon_id, salon.id), eq(appointments.starts_at, at('2027-01-20', '10:00'))))
		expect(taken).toHaveLength(1)
		if (planned.status === 'rejected') expect((planned.reason as Error).message).toBe(NEXT_MESSAGES.moved)
		else expect(taken[0]!.user_id).toBe(client.user!.id)
		// Refused by the constraint ('net door iemand anders geboekt') or, when the plan was written first, by the free times.
		if (bookedElsewhere.status === 'rejected')
			expect(
				[BOOKING_MESSAGES.taken, BOOKING_MESSAGES.notFree].some((message) => (bookedElsewhere.reason as Error).message.includes(message)),
			).toBe(true)
	})

	it("acts only on the owner's own salon's appointment", async () => {
		const { ref } = await bookedVisit()
		const stranger = await member('vreemde-eigenaar')
		const strangers = await bookableSalonOf(stranger.user!.id, PRICING)
		expect((await refusal(planNextAppointments(stranger, { ...ref, everyWeeks: 6, count: 1 }, NOW))).code).toBe('forbidden')
		const times = [at('2027-01-20', '10:00')]
		expect((await refusal(bookNextAppointments(stranger, { ...ref, everyWeeks: 6, count: 1, times }, NOW))).code).toBe('forbidden')
		const elsewhere = { salonId: strangers.salon.id, appointmentId: ref.appointmentId, everyWeeks: 6, count: 1 }
		expect((await refusal(bookNextAppointments(stranger, { ...elsewhere, times }, NOW))).code).toBe('notFound')
	})
})

describe('the owner cancels in a series', () => {
	it("cancels 'de rest van de reeks': this appointment and the later ones, in one mail listing their dates", async () => {
		const { owner, salon, client, ref } = await bookedVisit()
		const plan = await planNextAppointments(owner, { ...ref, everyWeeks: 6, count: 3 }, NOW)
		const { booked } = await bookNextAppointments(owner, { ...ref, everyWeeks: 6, count: 3, times: timesOf(plan) }, NOW)
		const before = (await mailsTo(client.user!.email)).length
		const { cancelled } = await cancelAppointmentAsOwner(
			owner,
			{ salonId: salon.id, appointmentId: booked[1]!.id, reason: 'De salon gaat verbouwen.', which: 'rest' },
			NOW,
		)
		expect(cancelled).toBe(2)
		expect((await laterRows(client.user!.id)).map((row) => row.status)).toEqual(['booked', 'cancelled', 'cancelled'])
		const mails = (await mailsTo(client.user!.email)).slice(before)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.subject).toBe(`${salon.name} heeft je afspraken geannuleerd`)
		expect(mails[0]!.text).toContain('woensdag 3 maart om 10:00')
		expect(mails[0]!.text).toContain('woensdag 14 april om 10:00')
		expect(mails[0]!.text).toContain('De salon gaat verbouwen.')
		expect(mails[0]!.attachments).toHaveLength(2)
	})

	it('cancels one of a series on its own: the others stay', async () => {
		const { owner, salon, client, ref } = await bookedVisit()
		const plan = await planNextAppointments(owner, { ...ref, everyWeeks: 6, count: 3 }, NOW)
		const { booked } = await bookNextAppointments(owner, { ...ref, everyWeeks: 6, count: 3, times: timesOf(plan) }, NOW)
		await cancelAppointmentAsOwner(owner, { salonId: salon.id, appointmentId: booked[1]!.id, reason: 'Ziek.', which: 'one' }, NOW)
		expect((await laterRows(client.user!.id)).map((row) => row.status)).toEqual(['booked', 'cancelled', 'booked'])
	})
})

describe('the Agenda forms of the next appointment', () => {
	it('answer bad input in Dutch next to the form, never a 500, writing nothing', async () => {
		const { owner, client, ref } = await bookedVisit()
		const cookie = (await requestAs(owner.user!.email, 'geheim123')).headers.get('cookie')!
		let address = 0
		const post = (fields: Record<string, string>) =>
			run(agendaAction, formRequest(paths.dashboardAgenda, { salonId: String(ref.salonId), ...fields }, cookie), `10.34.0.${++address}`)
		const appointmentId = String(ref.appointmentId)
		const cases: [Record<string, string>, number, string][] = [
			[{ intent: 'planNext', appointmentId, everyWeeks: '99', count: '1' }, 400, AGENDA_FIELD_MESSAGES.nextWeeks],
			[{ intent: 'planNext', appointmentId, everyWeeks: '6', count: 'veel' }, 400, AGENDA_FIELD_MESSAGES.nextCount],
			[
				{ intent: 'planNext', appointmentId: "1'; drop table appointments;--", everyWeeks: '6', count: '1' },
				400,
				AGENDA_FIELD_MESSAGES.appointment,
			],
			[{ intent: 'bookNext', appointmentId, everyWeeks: '6', count: '1', times: 'morgen' }, 400, AGENDA_FIELD_MESSAGES.nextTimes],
			[{ intent: 'bookNext', appointmentId, everyWeeks: '6', count: '1', times: '2027-01-21T09:00:00.000Z' }, 409, NEXT_MESSAGES.moved],
			[{ intent: 'cancel', appointmentId, reason: 'Ziek.', which: 'alles' }, 302, AGENDA_FIELD_MESSAGES.cancelWhich],
		]
		for (const [fields, status, message] of cases) {
			const answer = await post(fields)
			expect(answer.status, JSON.stringify(fields)).toBe(status)
			const said = status === 302 ? (await toastOf(answer.headers))?.description : JSON.stringify(answer.data)
			expect(said).toContain(message)
		}
		expect(await laterRows(client.user!.id)).toEqual([])

		const planned = await post({ intent: 'planNext', appointmentId, everyWeeks: '6', count: '2' })
		expect(planned.status).toBe(200)
		const answer = planned.data as { ok: true; intent: string; result: NextPlan }
		expect(answer.intent).toBe('planNext')
		expect(answer.result.dates).toHaveLength(2)
	})
})
