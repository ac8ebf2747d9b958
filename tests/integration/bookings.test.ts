import { and, eq, inArray, ne } from 'drizzle-orm'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { BOOKING_MESSAGES, bookAppointment } from '~/server/bookings/book.server'
import { freeTimesOf, openBookingSettings } from '~/server/bookings/free-times.server'
import { appointments, bookingDateOverrides, bookingSettings } from '~/server/bookings/tables.server'
import { salons } from '~/server/salons/tables.server'
import { bookingPageOf, quoteBooking } from '~/server/bookings/page.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { placeRequests } from '~/server/place-requests/tables.server'
import { hashToken } from '~/server/platform/secret-tokens.server'
import { AppError } from '~/server/platform/errors.server'
import type { BookingRulesInMinutes } from '~/lib/bookings/appointments'
import { MAX_COMING_APPOINTMENTS_PER_SALON, MAX_COMING_FIRST_APPOINTMENTS, REQUEST_ANSWER_HOURS } from '~/lib/bookings/limits'
import { APPOINTMENT_MESSAGES, approveAppointment } from '~/server/bookings/agenda-appointments.server'
import { expireRequests, REQUEST_EXPIRED_REASON } from '~/server/bookings/request-expiry.server'
import { amsterdamInstant } from '~/lib/bookings/free-times'
import { BOOKING_FIELD_MESSAGES } from '~/lib/bookings/schema'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import type { BookingQuote } from '~/lib/bookings/quote'
import { formatEuro } from '~/lib/featured/featured-plans'
import { agendaPath, appointmentCancelPath } from '~/lib/common/paths'
import { config } from '~/server/platform/config.server'
import { useTestDatabase } from '../db'
import { bookableSalonOf, memberActor, pastVisit, refusal } from './booking-fixtures'

const database = await useTestDatabase()

// A Monday in winter; the salon is open on weekdays 09:00-12:00 and 13:00-17:00.
const NOW = new Date('2026-12-07T07:00:00Z')

const PRICING: TreatmentPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 90, cents: 6000 }, groot: { minutes: 120, cents: 8000 } },
	coatExtras: { krullend: { minutes: 30, cents: 1500 } },
}

const member = (prefix = 'baasje') => memberActor(prefix, { subnet: 9 })

async function bookableSalon(rules: Partial<BookingRulesInMinutes> = {}) {
	const owner = await member('eigenaar')
	return { ...(await bookableSalonOf(owner.user!.id, PRICING, { rules })), owner }
}

const dog = { dogName: 'Bobbie', breed: 'Labradoodle', weight: '8', coat: 'kort' }
const form = (salonId: number, treatmentId: number, startsAt: Date, extra: Record<string, string> = {}) => ({
	salonId: String(salonId),
	treatmentId: String(treatmentId),
	...dog,
	startsAt: startsAt.toISOString(),
	...extra,
})
const at = (date: string, time: string) => amsterdamInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!

/** A kept visit a week before NOW (the salon knows this dog owner), or a no-show a day before that. */
const keptVisit = (salonId: number, userId: string, status: 'booked' | 'no_show' = 'booked') =>
	pastVisit(salonId, userId, NOW, { status, daysBefore: status === 'booked' ? 7 : 8 })

/** The mails a booking queued: the dog owner's and the salon owner's. */
async function bookingMails(dogOwner: Awaited<ReturnType<typeof member>>, salonOwner: Awaited<ReturnType<typeof member>>) {
	const mails = await database
		.select()
		.from(mailOutbox)
		.where(inArray(mailOutbox.to, [dogOwner.user!.email, salonOwner.user!.email]))
	return {
		toDogOwner: mails.find((mail) => mail.to === dogOwner.user!.email)!,
		toSalon: mails.find((mail) => mail.to === salonOwner.user!.email)!,
	}
}

describe('booking an appointment', () => {
	it('books a free time at the price and length for this dog, and occupies it with its buffer', async () => {
		const { salon, treatment } = await bookableSalon({ bufferMinutes: 15 })
		const booked = await bookAppointment(await member(), form(salon.id, treatment.id, at('2026-12-08', '09:00'), { coat: 'krullend' }), NOW)
		expect(booked.priceCents).toBe(4500 + 1500)
		expect(booked.minutes).toBe(90)
		const [row] = await database.select().from(appointments).where(eq(appointments.id, booked.id))
		expect(row!.ends_at.toISOString()).toBe('2026-12-08T09:30:00.000Z')
		expect(row!.occupied_until.toISOString()).toBe('2026-12-08T09:45:00.000Z')
		expect(row).toMatchObject({ weight_class: 'klein', coat: 'krullend', treatment_name: 'Volledige trimbeurt', status: 'booked' })

		// The next 60-minute dog fits from 10:45 (the end plus the buffer), not a step before.
		const settings = (await openBookingSettings(database, salon.id))!
		const tuesday = (await freeTimesOf(database, settings, 60, NOW)).find((day) => day.date === '2026-12-08')!
		expect(tuesday.times.map((time) => time.time).slice(0, 2)).toEqual(['10:45', '11:00'])
	})

	it('gives a time once when many confirm it at the same moment, and tells the others which times are still free', async () => {
		const { salon, treatment } = await bookableSalon()
		const wanted = [at('2026-12-09', '09:00'), at('2026-12-09', '13:00'), at('2026-12-09', '14:30')]
		const people = await Promise.all(Array.from({ length: 24 }, () => member()))
		const results = await Promise.allSettled(
			people.map((person, index) => bookAppointment(person, form(salon.id, treatment.id, wanted[index % wanted.length]!), NOW)),
		)
		const booked = await database
			.select({ starts_at: appointments.starts_at })
			.from(appointments)
			.where(and(eq(appointments.salon_id, salon.id), ne(appointments.status, 'cancelled')))
		expect(booked.map((row) => row.starts_at.toISOString()).sort()).toEqual(wanted.map((time) => time.toISOString()).sort())
		expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(wanted.length)
		const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as AppError] : []))
		expect(refusals).toHaveLength(people.length - wanted.length)
		for (const refused of refusals) {
			expect(refused).toBeInstanceOf(AppError)
			expect(refused.code).toBe('conflict')
			// Whether the loser's transaction saw the winner's row or met the constraint, it reads that the time was
			// just taken, with the times still free that day.
			expect(refused.message).toMatch(/^Deze tijd is net door iemand anders geboekt\. Nog vrij op woensdag 9 december: /)
		}
	})

	it('answers a time taken meanwhile with the free times recomputed, which the message names: neither the time nor its overlapping neighbours', async () => {
		const { salon, treatment } = await bookableSalon({ bufferMinutes: 15, stepMinutes: 15 })
		await bookAppointment(await member(), form(salon.id, treatment.id, at('2026-12-09', '10:00')), NOW)
		const refused = await refusal(bookAppointment(await member(), form(salon.id, treatment.id, at('2026-12-09', '10:00')), NOW))
		expect(refused.code).toBe('conflict')
		const quote = refused.update!.quote as BookingQuote
		const wednesday = quote.days.find((day) => day.date === '2026-12-09')!
		// An hour and its buffer from 10:00 occupy until 11:15: nothing that starts from 09:00 (ending 10:15 with its buffer) fits before the break.
		expect(wednesday.times.map((time) => time.time).filter((time) => time < '12:00')).toEqual([])
		expect(wednesday.times[0]!.time).toBe('13:00')
		const named = /Nog vrij op woensdag 9 december: (.+)\.$/.exec(refused.message)![1]!.split(/, | en /)
		expect(named).toEqual(wednesday.times.slice(0, named.length).map((time) => time.time))
		expect(named).toHaveLength(6)
	})

	it('offers a long treatment only where it fits before a break or closing', async () => {
		const { salon, treatment } = await bookableSalon({ stepMinutes: 30 })
		const person = await member()
		// A big dog takes 120 minutes: 09:00-11:00 fits before the break at 12:00, 10:30 does not.
		await bookAppointment(person, form(salon.id, treatment.id, at('2026-12-10', '09:00'), { weight: '30' }), NOW)
		const tooLong = await refusal(
			bookAppointment(await member(), form(salon.id, treatment.id, at('2026-12-10', '15:30'), { weight: '30' }), NOW),
		)
		expect(tooLong.message).toBe(BOOKING_MESSAGES.notFree)
	})

	it('refuses a day the salon set as closed, a time inside the notice, and a treatment of another salon', async () => {
		const { salon, treatment } = await bookableSalon({ noticeMinutes: 24 * 60 })
		const other = await bookableSalon()
		await database.insert(bookingDateOverrides).values({ salon_id: salon.id, date: '2026-12-11', ranges: [] })
		const person = await member()
		expect((await refusal(bookAppointment(person, form(salon.id, treatment.id, at('2026-12-11', '10:00')), NOW))).message).toBe(
			BOOKING_MESSAGES.notFree,
		)
		expect((await refusal(bookAppointment(person, form(salon.id, treatment.id, at('2026-12-07', '15:00')), NOW))).message).toBe(
			BOOKING_MESSAGES.notFree,
		)
		expect((await refusal(bookAppointment(person, form(salon.id, other.treatment.id, at('2026-12-08', '10:00')), NOW))).code).toBe(
			'notFound',
		)
	})

	it('refuses the owner at their own salon, a salon that does not take online bookings, and a fourth coming appointment', async () => {
		const { salon, treatment, owner } = await bookableSalon({ stepMinutes: 60 })
		expect((await refusal(bookAppointment(owner, form(salon.id, treatment.id, at('2026-12-08', '10:00')), NOW))).message).toBe(
			BOOKING_MESSAGES.ownSalon,
		)
		const person = await member()
		await keptVisit(salon.id, person.user!.id)
		for (const time of ['09:00', '11:00', '13:00'].slice(0, MAX_COMING_APPOINTMENTS_PER_SALON))
			await bookAppointment(person, form(salon.id, treatment.id, at('2026-12-14', time)), NOW)
		expect((await refusal(bookAppointment(person, form(salon.id, treatment.id, at('2026-12-15', '09:00')), NOW))).message).toBe(
			BOOKING_MESSAGES.tooMany,
		)
		await database.update(bookingSettings).set({ enabled: false }).where(eq(bookingSettings.salon_id, salon.id))
		expect((await refusal(bookAppointment(await member(), form(salon.id, treatment.id, at('2026-12-15', '09:00')), NOW))).message).toBe(
			BOOKING_MESSAGES.off,
		)
	})

	it('counts attempts per account as well as per address: a script that changes address is stopped too', async () => {
		const { salon, treatment } = await bookableSalon()
		const person = await member()
		const closedDay = form(salon.id, treatment.id, at('2026-12-12', '10:00'))
		for (let attempt = 0; attempt < 20; attempt++) {
			const fromElsewhere = { ...person, client: { ...person.client, ip: `10.77.${attempt}.1` } }
			expect((await refusal(bookAppointment(fromElsewhere, closedDay, NOW))).message).toBe(BOOKING_MESSAGES.notFree)
		}
		const last = { ...person, client: { ...person.client, ip: '10.77.99.1' } }
		expect((await refusal(bookAppointment(last, closedDay, NOW))).code).toBe('tooManyRequests')
	})

	it('answers bad input with the form messages and writes nothing', async () => {
		const { salon, treatment } = await bookableSalon()
		const person = await member()
		const bad = await refusal(
			bookAppointment(
				person,
				{ ...form(salon.id, treatment.id, at('2026-12-08', '09:00')), weight: 'zwaar', coat: 'wol', startsAt: 'morgen' },
				NOW,
			),
		)
		expect(bad.code).toBe('invalid')
		expect(bad.fields).toMatchObject({ weight: expect.any(String), coat: 'Kies het vachttype van je hond.', startsAt: 'Kies een tijd.' })
		expect(await database.select().from(appointments).where(eq(appointments.salon_id, salon.id))).toEqual([])
	})

	it('answers a time no salon could offer (the years 0 and 9999, a year ahead, days ago) with the form message and writes nothing', async () => {
		const { salon, treatment } = await bookableSalon()
		const person = await member()
		const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000).toISOString()
		for (const startsAt of ['9999-12-31T23:59:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:00:00-05:00', days(367), days(-2)]) {
			const bad = await refusal(bookAppointment(person, { ...form(salon.id, treatment.id, NOW), startsAt }, NOW))
			expect(bad.code, startsAt).toBe('invalid')
			expect(bad.fields, startsAt).toEqual({ startsAt: BOOKING_FIELD_MESSAGES.timeOutOfReach })
		}
		expect(await database.select().from(appointments).where(eq(appointments.salon_id, salon.id))).toEqual([])
	})
})

describe('what booking tells each side', () => {
	it('mails the dog owner and the salon, each with the event, and a cancel link whose secret only its hash keeps', async () => {
		const { salon, treatment, owner } = await bookableSalon()
		const person = await member()
		const booked = await bookAppointment(
			person,
			form(salon.id, treatment.id, at('2026-12-08', '10:00'), { dogNotes: 'Bang voor de föhn' }),
			NOW,
		)
		const { toDogOwner, toSalon } = await bookingMails(person, owner)
		expect(toDogOwner.subject).toBe(`Afspraak bevestigd bij ${salon.name}`)
		expect(toDogOwner.text).toContain('dinsdag 8 december om 10:00')
		expect(toDogOwner.text).toContain(`Volledige trimbeurt: ${formatEuro(4500)}, ongeveer 1 uur`)
		expect(toSalon.subject).toBe(`Nieuwe afspraak bij ${salon.name}: Bobbie, dinsdag 8 december om 10:00`)
		expect(toSalon.text).toContain('Notitie voor de trimmer: Bang voor de föhn')
		expect(toSalon.text).toContain(person.user!.email)
		for (const mail of [toDogOwner, toSalon]) {
			const [file] = mail.attachments!
			expect(file!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST')
			const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file!.content)).getFirstSubcomponent('vevent')!)
			expect(event.uid).toMatch(new RegExp(`^afspraak-${booked.id}@`))
			// 10:00 in Amsterdam, written in UTC.
			expect(event.startDate.toString()).toBe('2026-12-08T09:00:00Z')
			expect(event.location).toBe(salon.formatted_address)
		}
		const token = /\/afspraak\/annuleren\/([\w-]+)/.exec(toDogOwner.text)![1]!
		const [row] = await database.select().from(appointments).where(eq(appointments.id, booked.id))
		expect(row!.cancel_token_hash).toBe(hashToken(token))
		expect(row!.cancel_token_hash).not.toContain(token)
	})

	it('tells the dog owner until when the time can be cancelled online, and that a time inside the deadline cannot be at all', async () => {
		const { salon, treatment, owner } = await bookableSalon()
		const far = await member()
		const farBooked = await bookAppointment(far, form(salon.id, treatment.id, at('2026-12-09', '10:00')), NOW)
		expect(farBooked.cancelOnlineUntil).toEqual(at('2026-12-08', '10:00'))
		expect((await bookingMails(far, owner)).toDogOwner.text).toContain('Annuleren kan tot dinsdag 8 december, 10:00 uur')
		// Monday 8:00 now; 13:00 today lies inside the 24 hours.
		const near = await member()
		const nearBooked = await bookAppointment(near, form(salon.id, treatment.id, at('2026-12-07', '13:00')), NOW)
		expect(nearBooked.cancelOnlineUntil).toBeNull()
		const { toDogOwner } = await bookingMails(near, owner)
		expect(toDogOwner.text).toContain('Deze afspraak kun je niet meer online annuleren.')
		expect(toDogOwner.text).not.toContain('Annuleren kan tot')
	})

	it("gives the cancel link to the dog owner only: the salon's mail and its event carry none", async () => {
		const { salon, treatment, owner } = await bookableSalon()
		const person = await member()
		await bookAppointment(person, form(salon.id, treatment.id, at('2026-12-08', '10:00')), NOW)
		const { toDogOwner, toSalon } = await bookingMails(person, owner)
		const cancelLink = appointmentCancelPath('')
		// The .ics unfolded: a long line is cut every 75 octets.
		const partsOf = (mail: typeof toSalon) => [mail.text, mail.html, mail.attachments![0]!.content.replace(/\r\n[ \t]/g, '')]
		for (const part of partsOf(toDogOwner)) expect(part).toContain(cancelLink)
		for (const part of partsOf(toSalon)) expect(part).not.toContain(cancelLink)
	})

	it("writes the salon's event of a request that waits for its approval as tentative", async () => {
		const { salon, treatment, owner } = await bookableSalon()
		await database.update(bookingSettings).set({ approve_first: true }).where(eq(bookingSettings.salon_id, salon.id))
		const person = await member()
		expect((await bookAppointment(person, form(salon.id, treatment.id, at('2026-12-08', '10:00')), NOW)).requested).toBe(true)
		const { toSalon } = await bookingMails(person, owner)
		const calendar = new ICAL.Component(ICAL.parse(toSalon.attachments![0]!.content))
		expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('TENTATIVE')
		// The mail opens the Agenda of the salon the request is for, not the owner's first salon.
		expect(toSalon.text).toContain(`${config().SITE_URL}${agendaPath(salon.id)}`)
	})

	it("holds a new client's first time as a request when the salon approves first ones, and books a known client at once", async () => {
		const { salon, treatment } = await bookableSalon()
		await database.update(bookingSettings).set({ approve_first: true }).where(eq(bookingSettings.salon_id, salon.id))
		const person = await member()
		const first = await bookAppointment(person, form(salon.id, treatment.id, at('2026-12-08', '10:00')), NOW)
		expect(first.requested).toBe(true)
		const [row] = await database.select().from(appointments).where(eq(appointments.id, first.id))
		expect(row!.status).toBe('requested')
		const [mail] = await database.select().from(mailOutbox).where(eq(mailOutbox.to, person.user!.email))
		expect(mail!.subject).toBe(`Afspraak aangevraagd bij ${salon.name}`)
		// The requested time is held: nobody else gets it.
		expect((await refusal(bookAppointment(await member(), form(salon.id, treatment.id, at('2026-12-08', '10:00')), NOW))).code).toBe(
			'conflict',
		)
		// After a kept appointment the salon knows this client.
		await database.update(appointments).set({ status: 'booked' }).where(eq(appointments.id, first.id))
		const later = new Date('2026-12-09T12:00:00Z')
		expect((await bookAppointment(person, form(salon.id, treatment.id, at('2026-12-14', '10:00')), later)).requested).toBe(false)
	})

	it('opens a salon that takes no new clients only to a client whose offer there was accepted', async () => {
		const { salon, treatment } = await bookableSalon()
		await database.update(salons).set({ accepts_new_clients: 'nee' }).where(eq(salons.id, salon.id))
		const stranger = await member()
		expect((await refusal(bookAppointment(stranger, form(salon.id, treatment.id, at('2026-12-08', '10:00')), NOW))).message).toBe(
			BOOKING_MESSAGES.noNewClients,
		)
		expect((await bookingPageOf(stranger, String(salon.id), NOW)).closed).toBe(BOOKING_MESSAGES.noNewClients)
		const client = await member()
		await database.insert(placeRequests).values({
			user_id: client.user!.id,
			dog_name: 'Bobbie',
			breed: 'Labradoodle',
			weight_kg: 8,
			status: 'accepted',
			accepted_salon_id: salon.id,
			expires_at: NOW,
		})
		const page = await bookingPageOf(client, String(salon.id), NOW)
		expect(page.closed).toBeNull()
		expect(page.treatments.map((offered) => offered.name)).toEqual(['Volledige trimbeurt'])
		await bookAppointment(client, form(salon.id, treatment.id, at('2026-12-08', '10:00')), NOW)
	})

	it("quotes the price, the length and the free times for this dog, and refuses a quote at the owner's own salon", async () => {
		const { salon, treatment, owner } = await bookableSalon({ stepMinutes: 30 })
		const { dogName, breed } = dog
		const choice = { salonId: String(salon.id), treatmentId: String(treatment.id), dogName, breed, weight: '12,5', coat: 'krullend' }
		const quote = await quoteBooking(await member(), choice, NOW)
		expect(quote.price).toEqual({ weightClass: 'middel', minutes: 120, cents: 7500 })
		expect(quote.days[0]).toMatchObject({ date: '2026-12-07', label: 'maandag 7 december' })
		// Two hours: the notice (two hours from 08:00) makes 10:00 the first start, which just fits before the break.
		expect(quote.days[0]!.times.map((time) => time.time)).toEqual(['10:00', '13:00', '13:30', '14:00', '14:30', '15:00'])
		expect((await refusal(quoteBooking(owner, choice, NOW))).message).toBe(BOOKING_MESSAGES.ownSalon)
	})
})

describe("the limits that keep an agenda the salon's own", () => {
	const closedOn = async (person: Awaited<ReturnType<typeof member>>, salonId: number) =>
		(await bookingPageOf(person, String(salonId), NOW)).closed

	it('lets a new client hold one coming appointment at a salon, told on the first step, and a known client three', async () => {
		const { salon, treatment } = await bookableSalon({ stepMinutes: 60 })
		const person = await member()
		await bookAppointment(person, form(salon.id, treatment.id, at('2026-12-08', '09:00')), NOW)
		expect(await closedOn(person, salon.id)).toBe(BOOKING_MESSAGES.newClientHasOne)
		const second = await refusal(bookAppointment(person, form(salon.id, treatment.id, at('2026-12-08', '11:00')), NOW))
		expect(second).toMatchObject({ code: 'tooManyRequests', message: BOOKING_MESSAGES.newClientHasOne })
		await keptVisit(salon.id, person.user!.id)
		expect(await closedOn(person, salon.id)).toBeNull()
		await bookAppointment(person, form(salon.id, treatment.id, at('2026-12-08', '11:00')), NOW)
	})

	it('sends a dog owner who did not come to the phone at that salon only', async () => {
		const { salon, treatment } = await bookableSalon()
		const elsewhere = await bookableSalon()
		const person = await member()
		await keptVisit(salon.id, person.user!.id)
		await keptVisit(salon.id, person.user!.id, 'no_show')
		expect(await closedOn(person, salon.id)).toBe(BOOKING_MESSAGES.noShow)
		expect((await refusal(bookAppointment(person, form(salon.id, treatment.id, at('2026-12-08', '10:00')), NOW))).message).toBe(
			BOOKING_MESSAGES.noShow,
		)
		await bookAppointment(person, form(elsewhere.salon.id, elsewhere.treatment.id, at('2026-12-08', '10:00')), NOW)
	})

	it('holds first appointments at three salons at most, and counts none where the dog owner is known', async () => {
		const salonsToTry = await Promise.all(Array.from({ length: 5 }, () => bookableSalon()))
		const person = await member()
		// Each at its own time: one person is never at two salons at once.
		const times = ['09:00', '10:30', '13:00']
		for (const [index, { salon, treatment }] of salonsToTry.slice(0, MAX_COMING_FIRST_APPOINTMENTS).entries())
			await bookAppointment(person, form(salon.id, treatment.id, at('2026-12-08', times[index]!)), NOW)
		const [fourth, known] = salonsToTry.slice(MAX_COMING_FIRST_APPOINTMENTS)
		expect(await closedOn(person, fourth!.salon.id)).toBe(BOOKING_MESSAGES.firstsElsewhere)
		expect(
			(await refusal(bookAppointment(person, form(fourth!.salon.id, fourth!.treatment.id, at('2026-12-08', '10:00')), NOW))).message,
		).toBe(BOOKING_MESSAGES.firstsElsewhere)
		await keptVisit(known!.salon.id, person.user!.id)
		await bookAppointment(person, form(known!.salon.id, known!.treatment.id, at('2026-12-08', '15:00')), NOW)
	})

	it('refuses a time that overlaps the dog owner’s own coming appointment at another salon, with fresh times, and books the next hour', async () => {
		const [first, second] = await Promise.all([bookableSalon(), bookableSalon()])
		const person = await member()
		await keptVisit(first!.salon.id, person.user!.id)
		await keptVisit(second!.salon.id, person.user!.id)
		await bookAppointment(person, form(first!.salon.id, first!.treatment.id, at('2026-12-08', '10:00')), NOW)
		const refused = await refusal(bookAppointment(person, form(second!.salon.id, second!.treatment.id, at('2026-12-08', '10:30')), NOW))
		expect(refused.message).toBe(BOOKING_MESSAGES.ownOverlap)
		expect((refused.update as { quote: BookingQuote }).quote.days.length).toBeGreaterThan(0)
		await bookAppointment(person, form(second!.salon.id, second!.treatment.id, at('2026-12-08', '11:00')), NOW)
	})

	it("counts under the account's lock: bookings sent at once pass a limit no more than one by one", async () => {
		const { salon, treatment } = await bookableSalon({ stepMinutes: 60 })
		const person = await member()
		const times = ['09:00', '10:00', '11:00', '13:00', '14:00'].map((time) => at('2026-12-09', time))
		const here = await Promise.allSettled(times.map((time) => bookAppointment(person, form(salon.id, treatment.id, time), NOW)))
		expect(here.filter((result) => result.status === 'fulfilled')).toHaveLength(1)

		const others = await Promise.all(Array.from({ length: 6 }, () => bookableSalon()))
		const elsewhere = await member()
		const firsts = await Promise.allSettled(
			others.map(({ salon, treatment }, index) =>
				bookAppointment(
					elsewhere,
					form(salon.id, treatment.id, at('2026-12-09', ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00'][index]!)),
					NOW,
				),
			),
		)
		expect(firsts.filter((result) => result.status === 'fulfilled')).toHaveLength(MAX_COMING_FIRST_APPOINTMENTS)
		for (const result of firsts)
			if (result.status === 'rejected') expect((result.reason as AppError).message).toBe(BOOKING_MESSAGES.firstsElsewhere)
	})
})

describe('a request that waits for the salon', () => {
	async function requested() {
		const made = await bookableSalon()
		await database.update(bookingSettings).set({ approve_first: true }).where(eq(bookingSettings.salon_id, made.salon.id))
		const person = await member()
		const booked = await bookAppointment(person, form(made.salon.id, made.treatment.id, at('2026-12-14', '10:00')), NOW)
		return { ...made, person, booked }
	}

	it('holds its time for two days at most, then frees it and tells both sides', async () => {
		const { salon, treatment, owner, person, booked } = await requested()
		const [row] = await database.select().from(appointments).where(eq(appointments.id, booked.id))
		expect(row!.respond_by!.toISOString()).toBe(new Date(NOW.getTime() + REQUEST_ANSWER_HOURS * 3_600_000).toISOString())
		expect(await expireRequests(new Date(row!.respond_by!.getTime() - 1000))).not.toContain(booked.id)
		const after = new Date(row!.respond_by!.getTime() + 1000)
		expect(await expireRequests(after)).toContain(booked.id)
		const [expired] = await database.select().from(appointments).where(eq(appointments.id, booked.id))
		expect(expired).toMatchObject({ status: 'cancelled', cancelled_by: 'salon', cancel_reason: REQUEST_EXPIRED_REASON })
		const mails = await database
			.select()
			.from(mailOutbox)
			.where(inArray(mailOutbox.to, [person.user!.email, owner.user!.email]))
		expect(mails.map((mail) => mail.subject)).toEqual(
			expect.arrayContaining([
				`${salon.name} heeft je aanvraag niet op tijd bevestigd`,
				expect.stringMatching(/^Aanvraag vervallen: Bobbie, /),
			]),
		)
		expect((await refusal(approveAppointment(owner, { salonId: salon.id, appointmentId: booked.id }, after))).message).toBe(
			APPOINTMENT_MESSAGES.notRequested,
		)
		// The time is free again for anyone.
		await bookAppointment(await member(), form(salon.id, treatment.id, at('2026-12-14', '10:00')), after)
	})

	it('is approved or expired, never both, when the owner answers as the deadline passes', async () => {
		const { salon, owner, booked } = await requested()
		const [row] = await database.select().from(appointments).where(eq(appointments.id, booked.id))
		const justBefore = new Date(row!.respond_by!.getTime() - 1)
		const justAfter = new Date(row!.respond_by!.getTime() + 1)
		const [approved, expired] = await Promise.allSettled([
			approveAppointment(owner, { salonId: salon.id, appointmentId: booked.id }, justBefore),
			expireRequests(justAfter),
		])
		const [final] = await database.select().from(appointments).where(eq(appointments.id, booked.id))
		if (approved.status === 'fulfilled') {
			expect(final!.status).toBe('booked')
			expect(expired).toMatchObject({ status: 'fulfilled', value: expect.not.arrayContaining([booked.id]) })
		} else {
			expect(final!.status).toBe('cancelled')
			expect(expired).toMatchObject({ status: 'fulfilled', value: expect.arrayContaining([booked.id]) })
		}
	})

	it('ends when the notice before a near time begins', async () => {
		const { salon, treatment } = await bookableSalon({ noticeMinutes: 120 })
		await database.update(bookingSettings).set({ approve_first: true }).where(eq(bookingSettings.salon_id, salon.id))
		const booked = await bookAppointment(await member(), form(salon.id, treatment.id, at('2026-12-08', '10:00')), NOW)
		const [row] = await database.select().from(appointments).where(eq(appointments.id, booked.id))
		expect(row!.respond_by!.toISOString()).toBe(new Date(at('2026-12-08', '10:00').getTime() - 120 * 60_000).toISOString())
	})
})

describe('the exclusion constraint', () => {
	it('refuses an overlapping time written past the verb, and frees a time once it is cancelled', async () => {
		const { salon } = await bookableSalon()
		const block = (start: string, end: string) => ({
			salon_id: salon.id,
			kind: 'block' as const,
			starts_at: new Date(start),
			ends_at: new Date(end),
			occupied_until: new Date(end),
		})
		const [first] = await database.insert(appointments).values(block('2026-12-08T08:00:00Z', '2026-12-08T09:00:00Z')).returning()
		// Touching ends are no overlap: a time may start when the other's occupied time ends.
		await database.insert(appointments).values(block('2026-12-08T09:00:00Z', '2026-12-08T09:30:00Z'))
		await expect(database.insert(appointments).values(block('2026-12-08T08:30:00Z', '2026-12-08T08:45:00Z'))).rejects.toThrow()
		await database.update(appointments).set({ status: 'cancelled', cancelled_at: NOW }).where(eq(appointments.id, first!.id))
		await database.insert(appointments).values(block('2026-12-08T08:30:00Z', '2026-12-08T08:45:00Z'))
	})
})
