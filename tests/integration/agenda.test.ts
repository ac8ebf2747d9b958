import ICAL from 'ical.js'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as agendaAction, loader as agendaLoader } from '~/routes/dashboard/agenda'
import { loader as calendarFeedLoader } from '~/routes/calendar-feed'
import { actorWith } from '~/server/accounts/actor.server'
import { users } from '~/server/accounts/tables.server'
import { createAccount, grantAdmin } from '~/server/accounts/users.server'
import { bookAppointment } from '~/server/bookings/book.server'
import { deleteAccount } from '~/server/workflows/delete-account.server'
import { deleteSalon } from '~/server/workflows/delete-salon.server'
import { assignOwner } from '~/server/admin/assign-owner.server'
import { approveClaim } from '~/server/claims/approve.server'
import { listingClaims } from '~/server/claims/tables.server'
import {
	APPOINTMENT_MESSAGES,
	approveAppointment,
	cancelAppointmentAsOwner,
	declineAppointment,
	markNoShow,
	OWNER_CHANGED_REASON,
	removeBlock,
} from '~/server/bookings/agenda-appointments.server'
import { deleteDateOverride, saveDateOverride } from '~/server/bookings/agenda-hours.server'
import { ownerAgenda, requestsWaitingFor } from '~/server/bookings/agenda-read.server'
import { renewCalendarToken, saveBookingSettings, SETTINGS_MESSAGES } from '~/server/bookings/agenda-settings.server'
import { appointmentUid } from '~/server/bookings/calendar-event.server'
import { addBlock, addPhoneAppointment, TIME_MESSAGES } from '~/server/bookings/agenda-times.server'
import { retireTreatment, saveTreatment, TREATMENT_MESSAGES } from '~/server/bookings/agenda-treatments.server'
import { freeTimesOf, openBookingSettings } from '~/server/bookings/free-times.server'
import { appointments, bookingDateOverrides, bookingSettings, treatments } from '~/server/bookings/tables.server'
import { config } from '~/server/platform/config.server'
import { AppError } from '~/server/platform/errors.server'
import { parseInput } from '~/server/platform/input.server'
import { salons } from '~/server/salons/tables.server'
import * as schemas from '~/lib/bookings/agenda-schema'
import { addDays, mondayOf } from '~/lib/bookings/agenda'
import { amsterdamDate, amsterdamInstant } from '~/lib/bookings/free-times'
import { calendarFeedPath, paths } from '~/lib/common/paths'
import { formRequest, mailTo, requestContext, run, toastOf, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()

const PASSWORD = 'geheim123'
const EVERY_DAY = ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag'].map((day) => `${day}: 09:00 - 17:00`)
/** A date a few days ahead, always within the horizon and open (the salon opens every day). */
const DAY = addDays(amsterdamDate(new Date()), 3)
const at = (time: string, date = DAY) => amsterdamInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!

let counter = 0
async function account(prefix: string, phone?: string) {
	const email = uniqueEmail(prefix)
	const made = await createAccount({ email, password: PASSWORD, emailVerified: true, firstName: 'Fleur', lastName: 'Test' })
	if (phone) await database.update(users).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(users.id, made.id))
	const actor = actorWith({ id: made.id, email, name: 'Fleur Test', emailVerified: true }, `10.31.${++counter % 250}.1`)
	return { id: made.id, email, actor }
}

/** An owner with a salon open every day, without booking settings or treatments yet. */
async function ownerWithSalon() {
	const owner = await account('eigenaar')
	const [salon] = await database
		.insert(salons)
		.values({
			name: `Trimsalon Agenda ${++counter}`,
			slug: `agenda-test-${counter}-${Date.now()}`,
			owner_id: owner.id,
			opening_hours: EVERY_DAY,
		})
		.returning()
	return { owner, salon: salon! }
}

const treatmentFields = (salonId: number, extra: Record<string, string> = {}) => ({
	salonId: String(salonId),
	name: 'Volledige trimbeurt',
	'minutes-klein': '60',
	'euros-klein': '45',
	'minutes-middel': '90',
	'euros-middel': '62,50',
	'minutes-groot': '120',
	'euros-groot': '80',
	'extra-minutes-krullend': '30',
	'extra-euros-krullend': '15',
	...extra,
})

const settingsFields = (salonId: number, extra: Record<string, string> = {}) => ({
	salonId: String(salonId),
	enabled: 'on',
	bufferMinutes: '15',
	noticeHours: '2',
	horizonDays: '28',
	stepMinutes: '30',
	cancelHours: '24',
	...extra,
})

/** An owner whose salon takes online bookings with one treatment (the verbs themselves set it up). */
async function bookableSalon() {
	const made = await ownerWithSalon()
	const treatmentId = await saveTreatment(made.owner.actor, parseInput(treatmentFields(made.salon.id), schemas.treatmentSchema))
	await saveBookingSettings(made.owner.actor, parseInput(settingsFields(made.salon.id), schemas.bookingSettingsSchema))
	return { ...made, treatmentId }
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
	const error = await promise.then(
		() => undefined,
		(thrown: unknown) => thrown,
	)
	if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`)
	return error
}

const onlineFlag = async (salonId: number) => (await database.select().from(salons).where(eq(salons.id, salonId)))[0]!.online_booking
const rowOf = async (id: number) => (await database.select().from(appointments).where(eq(appointments.id, id)))[0]!

/** An online booking by a dog owner, written as book.server writes it. */
async function onlineBooking(salonId: number, userId: string, startsAt: Date, status: 'booked' | 'requested' = 'booked') {
	const [row] = await database
		.insert(appointments)
		.values({
			salon_id: salonId,
			kind: 'online',
			status,
			user_id: userId,
			treatment_name: 'Volledige trimbeurt',
			dog_name: 'Bobbie',
			breed: 'Labradoodle',
			weight_kg: 8.5,
			weight_class: 'klein',
			coat: 'krullend',
			dog_notes: 'Schrikt van de föhn',
			price_cents: 6000,
			starts_at: startsAt,
			ends_at: new Date(startsAt.getTime() + 90 * 60_000),
			occupied_until: new Date(startsAt.getTime() + 105 * 60_000),
			respond_by: status === 'requested' ? startsAt : null,
		})
		.returning()
	return row!
}

describe('settings', () => {
	it('turns online booking on only with a treatment, and sets the salon flag in the same go', async () => {
		const { owner, salon } = await ownerWithSalon()
		const settings = parseInput(settingsFields(salon.id, { approveFirst: 'on' }), schemas.bookingSettingsSchema)
		expect((await refusal(saveBookingSettings(owner.actor, settings))).message).toBe(SETTINGS_MESSAGES.noTreatments)
		expect(await onlineFlag(salon.id)).toBe(false)
		expect(await database.select().from(bookingSettings).where(eq(bookingSettings.salon_id, salon.id))).toEqual([])

		await saveTreatment(owner.actor, parseInput(treatmentFields(salon.id), schemas.treatmentSchema))
		await saveBookingSettings(owner.actor, settings)
		expect(await onlineFlag(salon.id)).toBe(true)
		const [row] = await database.select().from(bookingSettings).where(eq(bookingSettings.salon_id, salon.id))
		expect(row).toMatchObject({
			enabled: true,
			buffer_minutes: 15,
			notice_minutes: 120,
			horizon_days: 28,
			step_minutes: 30,
			cancel_hours: 24,
			approve_first: true,
		})

		await saveBookingSettings(owner.actor, parseInput(settingsFields(salon.id, { enabled: '' }), schemas.bookingSettingsSchema))
		expect(await onlineFlag(salon.id)).toBe(false)
	})

	it("refuses another owner's salon and changes nothing", async () => {
		const { salon } = await bookableSalon()
		const other = await ownerWithSalon()
		const off = parseInput(settingsFields(salon.id, { enabled: '' }), schemas.bookingSettingsSchema)
		expect((await refusal(saveBookingSettings(other.owner.actor, off))).code).toBe('forbidden')
		expect(await onlineFlag(salon.id)).toBe(true)
		const missing = parseInput(settingsFields(2_000_000_000), schemas.bookingSettingsSchema)
		expect((await refusal(saveBookingSettings(other.owner.actor, missing))).code).toBe('notFound')
	})
})

describe('treatments', () => {
	it('adds with a Dutch comma, edits and retires; retiring the last turns booking off', async () => {
		const { owner, salon, treatmentId } = await bookableSalon()
		const [added] = await database.select().from(treatments).where(eq(treatments.id, treatmentId))
		expect(added!.pricing).toEqual({
			prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 90, cents: 6250 }, groot: { minutes: 120, cents: 8000 } },
			coatExtras: { krullend: { minutes: 30, cents: 1500 } },
		})
		await saveTreatment(
			owner.actor,
			parseInput(treatmentFields(salon.id, { treatmentId: String(treatmentId), name: 'Knipbeurt' }), schemas.treatmentSchema),
		)
		expect((await database.select().from(treatments).where(eq(treatments.id, treatmentId)))[0]!.name).toBe('Knipbeurt')

		await retireTreatment(owner.actor, { salonId: salon.id, treatmentId })
		expect((await database.select().from(treatments).where(eq(treatments.id, treatmentId)))[0]!.active).toBe(false)
		expect(await onlineFlag(salon.id)).toBe(false)
		expect((await refusal(retireTreatment(owner.actor, { salonId: salon.id, treatmentId }))).message).toBe(TREATMENT_MESSAGES.notFound)
	})

	it("refuses another owner's treatment, also under its own salon's id", async () => {
		const { salon, treatmentId } = await bookableSalon()
		const other = await ownerWithSalon()
		expect((await refusal(retireTreatment(other.owner.actor, { salonId: salon.id, treatmentId }))).code).toBe('forbidden')
		// The other owner's own salon with this salon's treatment: not theirs, so not found.
		const edit = parseInput(treatmentFields(other.salon.id, { treatmentId: String(treatmentId), name: 'Gekaapt' }), schemas.treatmentSchema)
		expect((await refusal(saveTreatment(other.owner.actor, edit))).code).toBe('notFound')
		const [row] = await database.select().from(treatments).where(eq(treatments.id, treatmentId))
		expect(row).toMatchObject({ name: 'Volledige trimbeurt', active: true })
	})

	it('answers hostile input in Dutch', () => {
		const cases: [Record<string, string>, string][] = [
			[{ 'minutes-klein': '7' }, schemas.AGENDA_FIELD_MESSAGES.minutes],
			[{ 'minutes-klein': '485' }, schemas.AGENDA_FIELD_MESSAGES.minutes],
			[{ 'minutes-klein': '-5' }, schemas.AGENDA_FIELD_MESSAGES.minutes],
			[{ 'euros-groot': '1000,01' }, schemas.AGENDA_FIELD_MESSAGES.euros],
			[{ 'euros-groot': '12,345' }, schemas.AGENDA_FIELD_MESSAGES.euros],
			[{ 'euros-groot': 'NaN' }, schemas.AGENDA_FIELD_MESSAGES.euros],
			[{ 'extra-minutes-lang': '3' }, schemas.AGENDA_FIELD_MESSAGES.extraMinutes],
			[{ name: '<script>alert(1)</script>' }, 'Gebruik geen HTML of scripts in dit veld.'],
			[{ name: '' }, 'Vul de naam van de behandeling in.'],
		]
		for (const [fields, message] of cases) {
			const error = (() => {
				try {
					parseInput(treatmentFields(1, fields), schemas.treatmentSchema)
				} catch (thrown) {
					return thrown as AppError
				}
			})()
			expect(error?.message, JSON.stringify(fields)).toBe(message)
		}
	})

	it('offers at most 20', async () => {
		const { owner, salon } = await bookableSalon()
		for (let n = 1; n < schemas.MAX_TREATMENTS; n++)
			await saveTreatment(owner.actor, parseInput(treatmentFields(salon.id, { name: `Behandeling ${n}` }), schemas.treatmentSchema))
		const one = parseInput(treatmentFields(salon.id, { name: 'Eén te veel' }), schemas.treatmentSchema)
		expect((await refusal(saveTreatment(owner.actor, one))).message).toBe(TREATMENT_MESSAGES.tooMany)
	})
})

describe('date overrides', () => {
	it('closes a date or gives it other hours, and the free times follow', async () => {
		const { owner, salon } = await bookableSalon()
		const settings = (await openBookingSettings(database, salon.id))!
		const dayOf = async (date: string) => (await freeTimesOf(database, settings, 60, new Date())).find((day) => day.date === date)
		expect((await dayOf(DAY))!.times[0]!.time).toBe('09:00')

		await saveDateOverride(
			owner.actor,
			parseInput({ salonId: String(salon.id), date: DAY, hours: '13:00-15:00' }, schemas.dateOverrideSchema),
		)
		expect((await dayOf(DAY))!.times.map((time) => time.time)).toEqual(['13:00', '13:30', '14:00'])
		await saveDateOverride(owner.actor, parseInput({ salonId: String(salon.id), date: DAY, closed: 'on' }, schemas.dateOverrideSchema))
		expect(await dayOf(DAY)).toBeUndefined()

		const other = await ownerWithSalon()
		expect((await refusal(deleteDateOverride(other.owner.actor, { salonId: salon.id, date: DAY }))).code).toBe('forbidden')
		await deleteDateOverride(owner.actor, { salonId: salon.id, date: DAY })
		expect((await dayOf(DAY))!.times[0]!.time).toBe('09:00')
	})

	it('refuses hours it cannot read, and past dates', async () => {
		const { owner, salon } = await bookableSalon()
		for (const hours of ['09:00-08:00', '9 tot half 5', '09:00-12:00, 11:00-13:00', '25:00-26:00', ''])
			expect(() => parseInput({ salonId: String(salon.id), date: DAY, hours }, schemas.dateOverrideSchema)).toThrow(
				schemas.AGENDA_FIELD_MESSAGES.hours,
			)
		expect(() => parseInput({ salonId: String(salon.id), date: '2026-02-30', closed: 'on' }, schemas.dateOverrideSchema)).toThrow(
			schemas.AGENDA_FIELD_MESSAGES.date,
		)
		const past = parseInput({ salonId: String(salon.id), date: '2020-01-01', closed: 'on' }, schemas.dateOverrideSchema)
		expect((await refusal(saveDateOverride(owner.actor, past))).message).toBe('Kies een datum vanaf vandaag.')
		expect(await database.select().from(bookingDateOverrides).where(eq(bookingDateOverrides.salon_id, salon.id))).toEqual([])
	})
})

describe('blocks and phone appointments', () => {
	const block = (salonId: number, time: string, minutes = '60') =>
		parseInput({ salonId: String(salonId), date: DAY, time, minutes, note: 'Tandarts' }, schemas.blockSchema)

	it('a block takes its times out of the free times; an overlapping one is refused in Dutch', async () => {
		const { owner, salon } = await bookableSalon()
		const settings = (await openBookingSettings(database, salon.id))!
		const timesOn = async () =>
			(await freeTimesOf(database, settings, 30, new Date())).find((day) => day.date === DAY)!.times.map((t) => t.time)
		expect(await timesOn()).toEqual(expect.arrayContaining(['09:30', '10:00', '10:30']))

		const id = await addBlock(owner.actor, block(salon.id, '10:00'))
		expect(await rowOf(id)).toMatchObject({ kind: 'block', client_note: 'Tandarts', starts_at: at('10:00'), occupied_until: at('11:00') })
		const times = await timesOn()
		// 09:30 + 30 minutes + 15 minutes buffer runs into the block; 11:00 starts when it ends.
		expect(times).not.toContain('09:30')
		expect(times).not.toContain('10:00')
		expect(times).not.toContain('10:30')
		expect(times).toContain('09:00')
		expect(times).toContain('11:00')

		const overlap = await refusal(addBlock(owner.actor, block(salon.id, '10:30')))
		expect(overlap).toMatchObject({ code: 'conflict', message: TIME_MESSAGES.overlap })
		const phone = parseInput(
			{ salonId: String(salon.id), date: DAY, time: '09:30', minutes: '45', clientName: 'Mevrouw Jansen', dogName: 'Max' },
			schemas.phoneAppointmentSchema,
		)
		expect((await refusal(addPhoneAppointment(owner.actor, phone))).message).toBe(TIME_MESSAGES.overlap)
		expect(await database.select().from(appointments).where(eq(appointments.salon_id, salon.id))).toHaveLength(1)

		await removeBlock(owner.actor, { salonId: salon.id, appointmentId: id })
		expect(await timesOn()).toContain('10:00')
	})

	it('a phone appointment keeps the client, the dog and the buffer', async () => {
		const { owner, salon, treatmentId } = await bookableSalon()
		const input = parseInput(
			{
				salonId: String(salon.id),
				date: DAY,
				time: '14:00',
				minutes: '60',
				clientName: 'Mevrouw Jansen',
				clientPhone: '06 12345678',
				dogName: 'Max',
				treatmentId: String(treatmentId),
			},
			schemas.phoneAppointmentSchema,
		)
		const id = await addPhoneAppointment(owner.actor, input)
		expect(await rowOf(id)).toMatchObject({
			kind: 'phone',
			client_note: 'Mevrouw Jansen, 06 12345678',
			dog_name: 'Max',
			treatment_name: 'Volledige trimbeurt',
			ends_at: at('15:00'),
			occupied_until: at('15:15'),
		})
		// Another salon's treatment is not this salon's to name.
		const other = await bookableSalon()
		const foreign = { ...input, time: 16 * 60, treatmentId: other.treatmentId }
		expect(await refusal(addPhoneAppointment(owner.actor, foreign))).toMatchObject({
			code: 'conflict',
			message: TIME_MESSAGES.treatmentGone,
		})
		expect(await database.select().from(appointments).where(eq(appointments.salon_id, salon.id))).toHaveLength(1)
	})

	it("refuses another owner's salon, and times in the past or the skipped hour", async () => {
		const { owner, salon } = await bookableSalon()
		const other = await ownerWithSalon()
		expect((await refusal(addBlock(other.owner.actor, block(salon.id, '12:00')))).code).toBe('forbidden')
		const past = parseInput({ salonId: String(salon.id), date: '2024-01-01', time: '10:00', minutes: '60' }, schemas.blockSchema)
		expect((await refusal(addBlock(owner.actor, past))).message).toBe(TIME_MESSAGES.past)
		const skipped = parseInput({ salonId: String(salon.id), date: '2030-03-31', time: '02:30', minutes: '60' }, schemas.blockSchema)
		expect((await refusal(addBlock(owner.actor, skipped))).message).toBe(TIME_MESSAGES.skipped)
		expect(() => parseInput({ salonId: String(salon.id), date: DAY, time: '10:00', minutes: '0' }, schemas.blockSchema)).toThrow(
			schemas.AGENDA_FIELD_MESSAGES.minutes,
		)
		expect(() => parseInput({ salonId: String(salon.id), date: DAY, time: '24:10', minutes: '60' }, schemas.blockSchema)).toThrow(
			schemas.AGENDA_FIELD_MESSAGES.time,
		)
		expect(await database.select().from(appointments).where(eq(appointments.salon_id, salon.id))).toEqual([])
	})
})

describe('appointments', () => {
	it('the agenda lists this week and next with the dog owner contact, in one read', async () => {
		const { owner, salon } = await bookableSalon()
		const dogOwner = await account('baasje', '+31612345678')
		await onlineBooking(salon.id, dogOwner.id, at('13:00'))
		await addBlock(owner.actor, parseInput({ salonId: String(salon.id), date: DAY, time: '09:00', minutes: '30' }, schemas.blockSchema))
		const agenda = (await ownerAgenda(owner.actor, { salonId: salon.id }))!
		expect(agenda.appointments.map((a) => a.kind)).toEqual(['block', 'online'])
		expect(agenda.appointments[1]).toMatchObject({
			dogName: 'Bobbie',
			breed: 'Labradoodle',
			weightKg: 8.5,
			coat: 'krullend',
			priceCents: 6000,
			contact: { email: dogOwner.email, phone: '+31612345678' },
		})
		const other = await ownerWithSalon()
		expect((await refusal(ownerAgenda(other.owner.actor, { salonId: salon.id }))).code).toBe('forbidden')
		// Without a salon asked, an owner sees their own first salon.
		expect((await ownerAgenda(other.owner.actor, { salonId: null }))!.salon.id).toBe(other.salon.id)
		expect(await ownerAgenda(dogOwner.actor, { salonId: null })).toBeNull()
	})

	it('shows the week asked for, names the dog owner, and puts the coming requests on top, counted for the owner alone', async () => {
		const { owner, salon } = await bookableSalon()
		const dogOwner = await account('baasje')
		const later = addDays(DAY, 21)
		const far = await onlineBooking(salon.id, dogOwner.id, at('11:00', later))
		const requested = await onlineBooking(salon.id, (await account('nieuw')).id, at('15:00'), 'requested')
		const week = mondayOf(later)
		const shown = (await ownerAgenda(owner.actor, { salonId: salon.id, week }))!
		expect(shown.weekStart).toBe(week)
		expect(shown.appointments.map((a) => a.id)).toEqual([far.id])
		expect(shown.appointments[0]!.contact).toMatchObject({ name: 'Fleur Test', email: dogOwner.email })
		// Whatever week is shown, what waits for the owner is there.
		expect(shown.waiting.map((a) => a.id)).toEqual([requested.id])
		expect(await requestsWaitingFor(owner.actor)).toBe(1)
		const other = await ownerWithSalon()
		expect(await requestsWaitingFor(other.owner.actor)).toBe(0)
		// A salon that changed hands without its agenda: the request is nobody's to approve.
		await database.update(salons).set({ owner_id: other.owner.id }).where(eq(salons.id, salon.id))
		expect(await requestsWaitingFor(owner.actor)).toBe(0)
		expect(await requestsWaitingFor(other.owner.actor)).toBe(0)
	})

	it('cancelling mails the dog owner the reason and an .ics that cancels the event', async () => {
		const { owner, salon } = await bookableSalon()
		const dogOwner = await account('baasje')
		const booking = await onlineBooking(salon.id, dogOwner.id, at('13:00'))
		const other = await ownerWithSalon()
		const ref = { salonId: salon.id, appointmentId: booking.id, reason: 'Ik ben ziek.' }
		expect((await refusal(cancelAppointmentAsOwner(other.owner.actor, ref))).code).toBe('forbidden')
		expect((await refusal(cancelAppointmentAsOwner(other.owner.actor, { ...ref, salonId: other.salon.id }))).code).toBe('notFound')
		expect((await rowOf(booking.id)).status).toBe('booked')

		await cancelAppointmentAsOwner(owner.actor, ref)
		expect(await rowOf(booking.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'salon', cancel_reason: 'Ik ben ziek.' })
		expect((await rowOf(booking.id)).cancelled_at).toBeInstanceOf(Date)
		const mail = await mailTo(dogOwner.email, `${salon.name} heeft je afspraak geannuleerd`)
		expect(mail.text).toContain('Reden: Ik ben ziek.')
		expect(mail.text).toContain('om 13:00')
		const [attachment] = mail.attachments!
		expect(attachment!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL')
		const calendar = new ICAL.Component(ICAL.parse(attachment!.content))
		expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
		const event = calendar.getFirstSubcomponent('vevent')!
		expect(event.getFirstPropertyValue('status')).toBe('CANCELLED')
		expect(String(event.getFirstPropertyValue('uid'))).toMatch(new RegExp(`^afspraak-${booking.id}@`))
		// Cancelled once: a second time is refused, and the time is free again.
		expect((await refusal(cancelAppointmentAsOwner(owner.actor, ref))).message).toBe(APPOINTMENT_MESSAGES.notComing)
		await addBlock(owner.actor, parseInput({ salonId: String(salon.id), date: DAY, time: '13:00', minutes: '60' }, schemas.blockSchema))
	})

	it('approves or declines a requested booking, and marks a past one as not come', async () => {
		const { owner, salon } = await bookableSalon()
		const dogOwner = await account('baasje')
		const first = await onlineBooking(salon.id, dogOwner.id, at('09:00'), 'requested')
		const second = await onlineBooking(salon.id, dogOwner.id, at('13:00'), 'requested')
		const other = await ownerWithSalon()
		expect((await refusal(approveAppointment(other.owner.actor, { salonId: salon.id, appointmentId: first.id }))).code).toBe('forbidden')

		await approveAppointment(owner.actor, { salonId: salon.id, appointmentId: first.id })
		expect((await rowOf(first.id)).status).toBe('booked')
		const approved = await mailTo(dogOwner.email, `${salon.name} heeft je afspraak bevestigd`)
		expect(approved.attachments![0]!.contentType).toContain('method=REQUEST')

		await declineAppointment(owner.actor, { salonId: salon.id, appointmentId: second.id, reason: 'Vol die dag.' })
		expect(await rowOf(second.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'salon', cancel_reason: 'Vol die dag.' })
		expect((await mailTo(dogOwner.email, `${salon.name} kan je afspraak niet aannemen`)).text).toContain('Vol die dag.')

		expect((await refusal(markNoShow(owner.actor, { salonId: salon.id, appointmentId: first.id }))).message).toBe(
			APPOINTMENT_MESSAGES.notPast,
		)
		const later = new Date(at('09:30').getTime())
		expect((await refusal(markNoShow(other.owner.actor, { salonId: salon.id, appointmentId: first.id }, later))).code).toBe('forbidden')
		await markNoShow(owner.actor, { salonId: salon.id, appointmentId: first.id }, later)
		expect((await rowOf(first.id)).status).toBe('no_show')
	})
})

describe('the Agenda page', () => {
	it('answers hostile and refused forms in Dutch, storing nothing', async () => {
		const { owner, salon } = await ownerWithSalon()
		const cookie = (await requestAs(owner.email, PASSWORD)).headers.get('cookie')!
		const post = (fields: Record<string, string>) =>
			run(agendaAction, formRequest(paths.dashboardAgenda, fields, cookie), `10.32.0.${++counter}`)
		// A form with fields answers in place: its message per field, and what was typed to fill in again.
		const inPlace: [Record<string, string>, number, string, string | undefined][] = [
			[{ intent: 'settings', ...settingsFields(salon.id) }, 409, SETTINGS_MESSAGES.noTreatments, undefined],
			[
				{ intent: 'treatment', ...treatmentFields(salon.id, { 'euros-klein': "1'; drop table treatments;--" }) },
				400,
				schemas.AGENDA_FIELD_MESSAGES.euros,
				'euros-klein',
			],
			[
				{ intent: 'block', salonId: String(salon.id), date: DAY, time: '10:00', minutes: '99999999999' },
				400,
				schemas.AGENDA_FIELD_MESSAGES.minutes,
				'minutes',
			],
			[
				{ intent: 'override', salonId: String(salon.id), date: DAY, hours: '<b>9-5</b>' },
				400,
				schemas.AGENDA_FIELD_MESSAGES.hours,
				'hours',
			],
		]
		for (const [fields, status, message, field] of inPlace) {
			const answer = await post(fields)
			expect(answer.status, fields.intent).toBe(status)
			expect(answer.data, fields.intent).toMatchObject({ ok: false, message, intent: fields.intent, values: fields })
			if (field) expect((answer.data as { fields: Record<string, string> }).fields[field]).toBe(message)
		}
		// A button goes back to the agenda with the reason in a toast.
		const buttons: [Record<string, string>, string][] = [
			[{ intent: 'cancel', salonId: String(salon.id), appointmentId: '1', reason: '' }, schemas.AGENDA_FIELD_MESSAGES.reason],
			[{ intent: 'drop', salonId: String(salon.id) }, 'Onbekende actie.'],
		]
		for (const [fields, message] of buttons) {
			const answer = await post(fields)
			expect(answer.location).toBe(`${paths.dashboardAgenda}?salon=${salon.id}`)
			expect((await toastOf(answer.headers))?.description, fields.intent).toBe(message)
		}
		expect(await database.select().from(treatments).where(eq(treatments.salon_id, salon.id))).toEqual([])
		expect(await database.select().from(appointments).where(eq(appointments.salon_id, salon.id))).toEqual([])
		// Another owner's salon: the 403 page, not a toast.
		const other = await ownerWithSalon()
		expect((await post({ intent: 'block', salonId: String(other.salon.id), date: DAY, time: '10:00', minutes: '60' })).status).toBe(403)

		const page = await run(
			agendaLoader,
			new Request(`${config().SITE_URL}${paths.dashboardAgenda}?salon=${other.salon.id}`, { headers: { cookie } }),
		)
		expect(page.status).toBe(403)
	})
})

describe('the calendar feed', () => {
	const feed = (token: string) => run(calendarFeedLoader, new Request(`http://localhost${calendarFeedPath(token)}`), '10.33.0.1', { token })

	it('answers the current token with the agenda, without contact details; a renewed or unknown token is 404', async () => {
		const { owner, salon } = await bookableSalon()
		const dogOwner = await account('baasje', '+31687654321')
		const booking = await onlineBooking(salon.id, dogOwner.id, at('13:00'))
		const cancelled = await onlineBooking(salon.id, dogOwner.id, at('15:00'))
		await database.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled.id))
		await addBlock(owner.actor, parseInput({ salonId: String(salon.id), date: DAY, time: '09:00', minutes: '30' }, schemas.blockSchema))
		const other = await ownerWithSalon()
		expect((await refusal(renewCalendarToken(other.owner.actor, { salonId: salon.id }))).code).toBe('forbidden')

		const { token } = await renewCalendarToken(owner.actor, { salonId: salon.id })
		const answer = await fetchFeed(token)
		expect(answer.status).toBe(200)
		expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
		expect(answer.headers.get('cache-control')).toBe('private, no-store')
		const calendar = new ICAL.Component(ICAL.parse(answer.body))
		expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Agenda van ${salon.name}`)
		const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event))
		expect(events.map((event) => event.summary)).toEqual(['Geblokkeerd', 'Volledige trimbeurt – Bobbie'])
		expect(events[1]!.uid).toMatch(new RegExp(`^afspraak-${booking.id}@`))
		expect(events[1]!.description).toContain('Ras: Labradoodle')
		expect(events[1]!.description).toContain('Gewicht: 8,5 kg')
		expect(events[1]!.startDate.toJSDate().getTime()).toBe(at('13:00').getTime())
		expect(answer.body).not.toContain(dogOwner.email)
		expect(answer.body).not.toContain('612345')
		expect(answer.body).not.toContain('87654321')

		const { token: renewed } = await renewCalendarToken(owner.actor, { salonId: salon.id })
		expect((await fetchFeed(token)).status).toBe(404)
		expect((await fetchFeed(renewed)).status).toBe(200)
		expect((await fetchFeed('onbekend-token-dat-niemand-heeft-1234')).status).toBe(404)
		expect((await feed('../../etc/passwd')).status).toBe(404)
		const [settings] = await database
			.select()
			.from(bookingSettings)
			.where(and(eq(bookingSettings.salon_id, salon.id)))
		expect(settings!.calendar_token).toBe(renewed)
	})

	it("writes a request that waits for approval as tentative, and a note's lone CR as text in its one event", async () => {
		const { owner, salon } = await bookableSalon()
		const dogOwner = await account('baasje')
		const requested = await onlineBooking(salon.id, dogOwner.id, at('10:00'), 'requested')
		const notes = 'a\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:evil'
		await database.update(appointments).set({ dog_notes: notes }).where(eq(appointments.id, requested.id))
		const booked = await onlineBooking(salon.id, dogOwner.id, at('13:00'))
		const answer = await fetchFeed((await renewCalendarToken(owner.actor, { salonId: salon.id })).token)
		// A calendar app that breaks lines at a lone CR as well reads the same events.
		const calendar = new ICAL.Component(ICAL.parse(answer.body.replace(/\r\n|\r|\n/g, '\r\n')))
		const events = calendar.getAllSubcomponents('vevent')
		expect(events.map((event) => String(event.getFirstPropertyValue('uid')))).toEqual([
			appointmentUid(requested.id),
			appointmentUid(booked.id),
		])
		expect(events.map((event) => event.getFirstPropertyValue('status'))).toEqual(['TENTATIVE', 'CONFIRMED'])
		expect(new ICAL.Event(events[0]!).description).toContain('Notities: a\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:evil')
		expect(new ICAL.Event(events[0]!).startDate.toJSDate().getTime()).toBe(at('10:00').getTime())
	})
})

/** The feed as a calendar app reads it: its status, headers and text. */
async function fetchFeed(token: string) {
	const { loader } = await import('~/routes/calendar-feed')
	try {
		const request = new Request(`http://localhost${calendarFeedPath(token)}`)
		const response = (await loader({ request, context: requestContext('10.33.0.2'), params: { token } } as never)) as Response
		return { status: response.status, headers: response.headers, body: await response.text() }
	} catch (thrown) {
		if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers, body: '' }
		throw thrown
	}
}

describe('an agenda that closes', () => {
	/** A coming online appointment of a fresh dog owner at this salon, booked through the verb. */
	async function bookedAt(salonId: number, treatmentId: number) {
		const dogOwner = await account('klant')
		const settings = (await openBookingSettings(database, salonId))!
		const [day] = await freeTimesOf(database, settings, 60, new Date())
		const fields = {
			salonId: String(salonId),
			treatmentId: String(treatmentId),
			dogName: 'Bobbie',
			breed: 'Poedel',
			weight: '8',
			coat: 'kort',
		}
		const booked = await bookAppointment(dogOwner.actor, { ...fields, startsAt: day!.times.at(-1)!.start.toISOString() })
		return { dogOwner, booked }
	}

	it("cancels the coming appointments and turns booking off when the owner's account goes, mailing each dog owner", async () => {
		const { owner, salon, treatmentId } = await bookableSalon()
		const { dogOwner, booked } = await bookedAt(salon.id, treatmentId)
		await deleteAccount(owner.actor, { password: PASSWORD })
		const [row] = await database.select().from(appointments).where(eq(appointments.id, booked.id))
		expect(row).toMatchObject({ status: 'cancelled', cancelled_by: 'salon' })
		expect(row!.cancel_reason).toContain('beheert de trimsalon niet meer via deze site')
		expect(await onlineFlag(salon.id)).toBe(false)
		expect((await openBookingSettings(database, salon.id)) ?? null).toBeNull()
		expect((await mailTo(dogOwner.email, `${salon.name} heeft je afspraak geannuleerd`)).text).toContain('Reden: De eigenaar beheert')
	})

	/** An administrator who may act now (two-factor on). */
	async function admin() {
		const made = await account('beheerder')
		await grantAdmin(made.id)
		await database.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, made.id))
		return made
	}

	it('closes the agenda when an admin hands the salon to another account: the old link is gone, and the new owner sees nothing from before', async () => {
		const { owner, salon, treatmentId } = await bookableSalon()
		const { token: oldLink } = await renewCalendarToken(owner.actor, { salonId: salon.id })
		const { dogOwner, booked } = await bookedAt(salon.id, treatmentId)
		// A visit that has been: the dog owner's contact and the dog stay with the owner who had it.
		const earlier = await onlineBooking(salon.id, dogOwner.id, new Date(Date.now() - 60_000))
		const next = await account('opvolger')

		await assignOwner((await admin()).actor, { salonId: salon.id, ownerEmail: next.email })
		expect((await fetchFeed(oldLink)).status).toBe(404)
		expect(await rowOf(booked.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'salon', cancel_reason: OWNER_CHANGED_REASON })
		expect((await mailTo(dogOwner.email, `${salon.name} heeft je afspraak geannuleerd`)).text).toContain(OWNER_CHANGED_REASON)
		expect(await onlineFlag(salon.id)).toBe(false)
		expect((await openBookingSettings(database, salon.id)) ?? null).toBeNull()
		const seen = (await ownerAgenda(next.actor, { salonId: salon.id }))!
		expect(seen.calendarToken).toBeNull()
		expect(seen.settings.enabled).toBe(false)
		expect(seen.appointments).toEqual([])
		// Nor can the new owner act on an appointment of before.
		const later = new Date(Date.now() + 60_000)
		expect((await refusal(markNoShow(next.actor, { salonId: salon.id, appointmentId: earlier.id }, later))).code).toBe('notFound')

		// The new owner's own agenda: a link and bookings of their own, and still nothing from before.
		await saveBookingSettings(next.actor, parseInput(settingsFields(salon.id), schemas.bookingSettingsSchema))
		const { token: newLink } = await renewCalendarToken(next.actor, { salonId: salon.id })
		const { booked: theirs } = await bookedAt(salon.id, treatmentId)
		expect((await fetchFeed(oldLink)).status).toBe(404)
		const feed = await fetchFeed(newLink)
		expect(feed.status).toBe(200)
		const uids = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('uid'))
		expect(uids).toEqual([expect.stringContaining(`afspraak-${theirs.id}@`)])
		expect((await ownerAgenda(next.actor, { salonId: salon.id }))!.appointments.map((shown) => shown.id)).toEqual([theirs.id])
	})

	it('closes the agenda when an admin releases the salon, and a claimant who gets it next starts with it closed', async () => {
		const { owner, salon, treatmentId } = await bookableSalon()
		const { token: oldLink } = await renewCalendarToken(owner.actor, { salonId: salon.id })
		const { booked } = await bookedAt(salon.id, treatmentId)
		const administrator = await admin()
		await assignOwner(administrator.actor, { salonId: salon.id, ownerEmail: null })
		expect((await fetchFeed(oldLink)).status).toBe(404)
		expect((await rowOf(booked.id)).status).toBe('cancelled')

		const claimant = await account('claimant')
		const [claim] = await database.insert(listingClaims).values({ salon_id: salon.id, user_id: claimant.id }).returning()
		await approveClaim(administrator.actor, { claimId: claim!.id })
		const seen = (await ownerAgenda(claimant.actor, { salonId: salon.id }))!
		expect(seen).toMatchObject({ calendarToken: null, appointments: [] })
		expect(seen.settings.enabled).toBe(false)
	})

	it("keeps an agenda its owner of the moment's even when a change of owner forgot to close it", async () => {
		const { owner, salon, treatmentId } = await bookableSalon()
		const { token: oldLink } = await renewCalendarToken(owner.actor, { salonId: salon.id })
		const { dogOwner, booked } = await bookedAt(salon.id, treatmentId)
		const next = await account('opvolger')
		// Written past every verb: no one closed the agenda.
		await database.update(salons).set({ owner_id: next.id }).where(eq(salons.id, salon.id))
		expect((await fetchFeed(oldLink)).status).toBe(404)
		expect((await openBookingSettings(database, salon.id)) ?? null).toBeNull()
		expect((await ownerAgenda(next.actor, { salonId: salon.id }))!).toMatchObject({ calendarToken: null, appointments: [] })
		expect((await refusal(cancelAppointmentAsOwner(next.actor, { salonId: salon.id, appointmentId: booked.id, reason: 'Weg' }))).code).toBe(
			'notFound',
		)
		// The first change the new owner makes closes what was left: the coming appointment's dog owner is told.
		await saveBookingSettings(next.actor, parseInput(settingsFields(salon.id), schemas.bookingSettingsSchema))
		expect(await rowOf(booked.id)).toMatchObject({ status: 'cancelled', cancel_reason: OWNER_CHANGED_REASON })
		await mailTo(dogOwner.email, `${salon.name} heeft je afspraak geannuleerd`)
		expect((await database.select().from(bookingSettings).where(eq(bookingSettings.salon_id, salon.id)))[0]).toMatchObject({
			owner_id: next.id,
			calendar_token: null,
		})
	})

	it('cancels them before an admin deletes the salon, so each dog owner is told', async () => {
		const { salon, treatmentId } = await bookableSalon()
		const { dogOwner } = await bookedAt(salon.id, treatmentId)
		const admin = await account('beheerder')
		await grantAdmin(admin.id)
		await database.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.id))
		await deleteSalon(admin.actor, { salonId: salon.id })
		expect((await mailTo(dogOwner.email, `${salon.name} heeft je afspraak geannuleerd`)).text).toContain('staat niet meer in onze gids')
	})
})
