import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { holdingLink } from '~/server/accounts/actor.server'
import { users } from '~/server/accounts/tables.server'
import { bookAppointment } from '~/server/bookings/book.server'
import { cancelOwnAppointment } from '~/server/bookings/cancel.server'
import { acceptOffer, OFFER_MESSAGES } from '~/server/bookings/offer-link.server'
import { runWaitingList, sendOfferTexts } from '~/server/bookings/offers.server'
import { joinWaitingList } from '~/server/bookings/waiting-list.server'
import { smsOutbox } from '~/server/platform/db/tables.server'
import { DEAD_OFFER_LINK } from '~/lib/bookings/waiting-list'
import { useTestDatabase } from '../db'
import { refusal } from './booking-fixtures'
import { at, NOW, WEDNESDAY_TEN, waitingListFixtures } from './waiting-list-fixtures'

const database = await useTestDatabase()
const { member, salonWithList, choice, bookedAndCancelled, offersAt, offerToken: offerTokenOf } = waitingListFixtures(database, 79)

let numbers = 0
/** A dog owner with a confirmed mobile number of their own. */
async function memberWithPhone() {
	const person = await member('sms')
	const phone = `+316${String(20_000_000 + ++numbers)}`
	await database.update(users).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(users.id, person.user!.id))
	return { person, phone }
}

const textsTo = (phone: string) => database.select().from(smsOutbox).where(eq(smsOutbox.to, phone)).orderBy(desc(smsOutbox.id))
const utc = (iso: string) => new Date(iso)

describe("the offer's text message", () => {
	it('goes out at once by day, with a link of its own that books the time once', async () => {
		const place = await salonWithList()
		const { person, phone } = await memberWithPhone()
		const withoutPhone = await member('geen-sms')
		await joinWaitingList(person, choice(place), NOW)
		await bookedAndCancelled(place)
		await runWaitingList(NOW)
		const [text, ...more] = await textsTo(phone)
		expect(more).toEqual([])
		expect(text!.body).toContain(`${place.salon.name}: er is een tijd vrijgekomen voor Bobbie, woensdag 9 december om 10:00`)
		expect(text!.body).toContain('tot maandag 7 december, 10:00 uur')
		// A second run sends nothing more.
		expect(await sendOfferTexts(NOW)).toBe(0)

		const token = /\/wachtlijst\/aanbod\/([\w-]+)/.exec(text!.body)![1]!
		const booked = await acceptOffer(holdingLink(person), { token }, NOW)
		expect(booked.startsAt).toEqual(WEDNESDAY_TEN)
		expect((await refusal(acceptOffer(holdingLink(person), { token }, NOW))).message).toBe(DEAD_OFFER_LINK)
		// A dog owner without a confirmed number gets the mail only.
		await joinWaitingList(withoutPhone, choice(place), NOW)
		expect((await database.select().from(smsOutbox)).filter((row) => row.body.includes('Bobbie'))).toHaveLength(1)
	})

	it('is held in the quiet hours until 08:00, and skipped when the offer expires before', async () => {
		const place = await salonWithList()
		const { person, phone } = await memberWithPhone()
		await joinWaitingList(person, choice(place), NOW)
		await bookedAndCancelled(place, at('2026-12-11', '10:00'))
		// Offered at 21:30 on Monday, held two hours: it expires before 08:00, so no text (the mail has it).
		const lateEvening = at('2026-12-07', '21:30')
		await runWaitingList(lateEvening)
		const [evening] = await offersAt(place.salon.id)
		expect(evening!.offer_expires_at).toEqual(at('2026-12-07', '23:30'))
		expect(evening!.offer_text_at).toBeNull()
		await runWaitingList(at('2026-12-07', '23:30'))
		expect(await textsTo(phone)).toEqual([])

		// Offered again at 07:00 on Tuesday (a second salon's time, the first let pass): held until 08:00.
		const other = await salonWithList()
		await joinWaitingList(person, choice(other), NOW)
		await bookedAndCancelled(other, at('2026-12-11', '14:00'))
		await runWaitingList(at('2026-12-08', '07:00'))
		const [morning] = await offersAt(other.salon.id)
		expect(morning!.offer_text_at).toEqual(at('2026-12-08', '08:00'))
		await runWaitingList(at('2026-12-08', '07:59'))
		expect(await textsTo(phone)).toEqual([])
		await runWaitingList(at('2026-12-08', '08:00'))
		expect(await textsTo(phone)).toHaveLength(1)
	})

	it('keeps the quiet hours across the night the clocks go back in October', async () => {
		const place = await salonWithList()
		const { person, phone } = await memberWithPhone()
		// Monday 25 October 2027, summer time; the freed time is Wednesday 3 November at 10:00, winter time.
		const monday = utc('2027-10-25T06:00:00Z')
		await joinWaitingList(person, choice(place), monday)
		const holder = await member('annuleert')
		const booked = await bookAppointment(
			holder,
			{ ...choice(place), dogName: 'Rex', startsAt: at('2027-11-03', '10:00').toISOString() },
			monday,
		)
		await cancelOwnAppointment(holder, { appointmentId: String(booked.id) }, monday)

		// 06:30 on Sunday 31 October is winter time (05:30 UTC): the text waits until 08:00 winter time, 07:00 UTC, not 06:00 UTC.
		await runWaitingList(utc('2027-10-31T05:30:00Z'))
		const [offer] = await offersAt(place.salon.id)
		expect(offer!.offer_expires_at).toEqual(utc('2027-10-31T07:30:00Z'))
		expect(offer!.offer_text_at).toEqual(utc('2027-10-31T07:00:00Z'))
		await runWaitingList(utc('2027-10-31T06:00:00Z'))
		await runWaitingList(utc('2027-10-31T06:59:59Z'))
		expect(await textsTo(phone)).toEqual([])
		await runWaitingList(utc('2027-10-31T07:00:00Z'))
		expect(await textsTo(phone)).toHaveLength(1)
	})
})

describe('accepting an offer', () => {
	it('refuses when the dog owner has an overlapping appointment elsewhere, and keeps the offer open', async () => {
		const place = await salonWithList()
		const elsewhere = await salonWithList()
		const person = await member('dubbel')
		await joinWaitingList(person, choice(place), NOW)
		await bookAppointment(person, { ...choice(elsewhere), startsAt: at('2026-12-09', '10:30').toISOString() }, NOW)
		await bookedAndCancelled(place)
		await runWaitingList(NOW)
		const { token } = await offerTokenOf(person)
		expect((await refusal(acceptOffer(holdingLink(person), { token }, NOW))).message).toBe(OFFER_MESSAGES.ownOverlap)
		expect(await offersAt(place.salon.id)).toHaveLength(1)
	})
})
