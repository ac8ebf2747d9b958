import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as agendaAction, loader as agendaLoader } from '~/routes/dashboard/agenda'
import { actorWith } from '~/server/accounts/actor.server'
import { createAccount } from '~/server/accounts/users.server'
import { addWeeklyBreak, BREAK_MESSAGES, deleteWeeklyBreak } from '~/server/bookings/agenda-breaks.server'
import { BOOKING_MESSAGES, bookAppointment } from '~/server/bookings/book.server'
import { freeTimesOf, openBookingSettings } from '~/server/bookings/free-times.server'
import { appointments, bookingWeeklyBreaks } from '~/server/bookings/tables.server'
import { parseInput } from '~/server/platform/input.server'
import * as schemas from '~/lib/bookings/agenda-schema'
import { amsterdamInstant } from '~/lib/bookings/free-times'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import { paths } from '~/lib/common/paths'
import { formRequest, run, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'
import { bookableSalonOf, refusal } from './booking-fixtures'

const database = await useTestDatabase()

// Monday 7 December 2026, 08:00 in Amsterdam; the salon is open on weekdays 09:00-12:00 and 13:00-17:00.
const NOW = new Date('2026-12-07T07:00:00Z')
const PASSWORD = 'geheim123'
const PRICING: TreatmentPricing = {
	prices: { klein: { minutes: 30, cents: 3000 }, middel: { minutes: 30, cents: 3000 }, groot: { minutes: 30, cents: 3000 } },
	coatExtras: {},
}
const at = (date: string, time: string) => amsterdamInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!

let counter = 0
async function member(prefix: string) {
	const made = await createAccount({
		email: uniqueEmail(prefix),
		password: PASSWORD,
		emailVerified: true,
		firstName: 'Eva',
		lastName: 'Test',
	})
	return actorWith({ id: made.id, email: made.email, name: 'Eva Test', emailVerified: true }, `10.41.${++counter % 250}.1`)
}

async function salonWithOwner() {
	const owner = await member('pauze-eigenaar')
	return { owner, ...(await bookableSalonOf(owner.user!.id, PRICING, { rules: { bufferMinutes: 0, stepMinutes: 30, noticeMinutes: 0 } })) }
}

const breakInput = (salonId: number, weekday: string, start: string, end = '') =>
	parseInput({ salonId: String(salonId), weekday, start, end }, schemas.weeklyBreakSchema)

describe('weekly breaks', () => {
	it('leave their times out of every matching day and out of what the booking verb takes; another weekday keeps them', async () => {
		const { owner, salon, treatment } = await salonWithOwner()
		await addWeeklyBreak(owner, breakInput(salon.id, schemas.EVERY_DAY, '10:30', '11:00'))
		// Wednesday afternoon off.
		await addWeeklyBreak(owner, breakInput(salon.id, '2', '13:00'))
		const settings = (await openBookingSettings(database, salon.id))!
		const days = await freeTimesOf(database, settings, 30, NOW)
		const timesOn = (date: string) => days.find((day) => day.date === date)?.times.map((time) => time.time) ?? []
		for (const date of ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-14', '2026-12-16']) {
			expect(timesOn(date), date).toContain('10:00')
			expect(timesOn(date), date).not.toContain('10:30')
			expect(timesOn(date), date).toContain('11:00')
		}
		expect(timesOn('2026-12-09')).not.toContain('13:00')
		expect(timesOn('2026-12-16')).not.toContain('16:30')
		// Tuesday and Thursday keep their afternoon.
		expect(timesOn('2026-12-08')).toContain('13:00')
		expect(timesOn('2026-12-10')).toContain('16:30')

		const dogOwner = await member('pauze-baasje')
		const book = (startsAt: Date) =>
			bookAppointment(
				dogOwner,
				{
					salonId: String(salon.id),
					treatmentId: String(treatment.id),
					dogName: 'Bobbie',
					breed: 'Poedel',
					weight: '8',
					coat: 'kort',
					startsAt: startsAt.toISOString(),
				},
				NOW,
			)
		expect((await refusal(book(at('2026-12-08', '10:30')))).message).toBe(BOOKING_MESSAGES.notFree)
		expect((await refusal(book(at('2026-12-09', '14:00')))).message).toBe(BOOKING_MESSAGES.notFree)
		expect(await database.select().from(appointments).where(eq(appointments.salon_id, salon.id))).toEqual([])
		await book(at('2026-12-10', '14:00'))
		expect(await database.select().from(appointments).where(eq(appointments.salon_id, salon.id))).toHaveLength(1)
	})

	it("are the salon owner's alone: another owner can neither add nor remove one", async () => {
		const { owner, salon } = await salonWithOwner()
		const other = await salonWithOwner()
		expect((await refusal(addWeeklyBreak(other.owner, breakInput(salon.id, schemas.EVERY_DAY, '12:00', '13:00')))).code).toBe('forbidden')
		const id = await addWeeklyBreak(owner, breakInput(salon.id, schemas.EVERY_DAY, '12:00', '13:00'))
		expect((await refusal(deleteWeeklyBreak(other.owner, { salonId: salon.id, breakId: id }))).code).toBe('forbidden')
		// Under the other owner's own salon the break is not theirs, so not found.
		expect((await refusal(deleteWeeklyBreak(other.owner, { salonId: other.salon.id, breakId: id }))).message).toBe(BREAK_MESSAGES.notFound)
		expect(await database.select().from(bookingWeeklyBreaks).where(eq(bookingWeeklyBreaks.salon_id, salon.id))).toHaveLength(1)
		await deleteWeeklyBreak(owner, { salonId: salon.id, breakId: id })
		expect(await database.select().from(bookingWeeklyBreaks).where(eq(bookingWeeklyBreaks.salon_id, salon.id))).toEqual([])
	})

	it('answer bad input through the Agenda in Dutch at the field, never a 500, and store nothing', async () => {
		const { owner, salon } = await salonWithOwner()
		const other = await salonWithOwner()
		const cookie = (await requestAs(owner.user!.email, PASSWORD)).headers.get('cookie')!
		const post = (fields: Record<string, string>) =>
			run(
				agendaAction,
				formRequest(paths.dashboardAgenda, { intent: 'weeklyBreak', salonId: String(salon.id), ...fields }, cookie),
				`10.42.0.${++counter % 250}`,
			)
		const cases: [Record<string, string>, string, string][] = [
			[{ weekday: 'zondag', start: '12:00', end: '13:00' }, 'weekday', schemas.AGENDA_FIELD_MESSAGES.breakDay],
			[
				{ weekday: 'elke', start: "12'; drop table booking_weekly_breaks;--", end: '13:00' },
				'start',
				schemas.AGENDA_FIELD_MESSAGES.breakStart,
			],
			[{ weekday: '1', start: '13:00', end: '12:00' }, 'end', schemas.AGENDA_FIELD_MESSAGES.breakEnd],
			[{ weekday: '1', start: '', end: '' }, 'start', schemas.AGENDA_FIELD_MESSAGES.breakStart],
		]
		for (const [fields, field, message] of cases) {
			const answer = await post(fields)
			expect(answer.status, JSON.stringify(fields)).toBe(400)
			expect(answer.data).toMatchObject({ ok: false, intent: 'weeklyBreak', fields: { [field]: message } })
		}
		expect((await post({ salonId: String(other.salon.id), weekday: 'elke', start: '12:00', end: '13:00' })).status).toBe(403)
		expect((await post({ intent: 'deleteWeeklyBreak', breakId: '2147483647' })).status).toBe(404)
		expect(await database.select().from(bookingWeeklyBreaks).where(eq(bookingWeeklyBreaks.salon_id, salon.id))).toEqual([])
		expect(await database.select().from(bookingWeeklyBreaks).where(eq(bookingWeeklyBreaks.salon_id, other.salon.id))).toEqual([])

		expect((await post({ weekday: '2', start: '12:00', end: '' })).status).toBe(302)
		const page = await run(agendaLoader, new Request(`http://localhost${paths.dashboardAgenda}?salon=${salon.id}`, { headers: { cookie } }))
		expect((page.data as { agenda: { breaks: unknown[] } }).agenda.breaks).toEqual([
			{ id: expect.any(Number), weekday: 2, start: 720, end: 1440 },
		])
	})
})
