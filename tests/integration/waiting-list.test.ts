import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { holdingLink } from '~/server/accounts/actor.server'
import { bookAppointment } from '~/server/bookings/book.server'
import { cancelAppointmentAsOwner, removeBlock } from '~/server/bookings/agenda-appointments.server'
import { addBlock } from '~/server/bookings/agenda-times.server'
import { ownerAgenda } from '~/server/bookings/agenda-read.server'
import { openBookingSettings } from '~/server/bookings/free-times.server'
import { myAppointments } from '~/server/bookings/my-appointments.server'
import { acceptOffer, declineOffer, offerOfLink } from '~/server/bookings/offer-link.server'
import { expireOffers, OFFER_TO_ENTRY_MESSAGES, offerFreedTimes, offerTimeToEntry, runWaitingList } from '~/server/bookings/offers.server'
import { JOIN_MESSAGES, joinWaitingList, leaveWaitingList, myWaitingLists, ownerWaitingList } from '~/server/bookings/waiting-list.server'
import { renewCalendarToken, saveBookingSettings } from '~/server/bookings/agenda-settings.server'
import { calendarFeed } from '~/server/bookings/calendar-feed.server'
import { appointmentUid } from '~/server/bookings/calendar-event.server'
import { parseInput } from '~/server/platform/input.server'
import { offerToEntrySchema } from '~/lib/bookings/waiting-list'
import { bookingSettingsSchema } from '~/lib/bookings/agenda-schema'
import { appointments, bookingSettings, freedTimes, waitingListEntries } from '~/server/bookings/tables.server'
import { DEAD_OFFER_LINK, MAX_WAITING_ENTRIES, WAITING_LIST_MESSAGES } from '~/lib/bookings/waiting-list'
import { formatEuro } from '~/lib/featured/featured-plans'
import { useTestDatabase } from '../db'
import { pastVisit, refusal } from './booking-fixtures'
import { at, later, MINUTE, NOW, WEDNESDAY_TEN, waitingListFixtures } from './waiting-list-fixtures'

const database = await useTestDatabase()

const { member, salonWithList, choice, bookedAndCancelled, offersAt, offerToken, publicStarts } = waitingListFixtures(database, 77)

describe('joining the waiting list', () => {
	it('puts the dog owner on the list with the wishes, and Mijn wachtlijsten shows it', async () => {
		const place = await salonWithList()
		const person = await member()
		const joined = await joinWaitingList(person, choice(place, { weekdays: ['0', '2'], dayPart: 'morning', until: '2027-01-15' }), NOW)
		expect(joined).toMatchObject({ salonName: place.salon.name, dogName: 'Bobbie', until: '15 januari 2027' })
		const [entry] = await myWaitingLists(person)
		expect(entry).toMatchObject({ treatment: 'Volledige trimbeurt', dogName: 'Bobbie', offer: null })
		expect(entry!.wishes).toBe('maandag, woensdag; ochtend (voor 12:00); tot en met 15 januari 2027')
	})

	it('refuses an unconfirmed account, a dog already waiting there, a list past the limit and a no-show, each in Dutch', async () => {
		const place = await salonWithList()
		expect((await refusal(joinWaitingList(await member('onbevestigd', false), choice(place), NOW))).message).toBe(JOIN_MESSAGES.unconfirmed)
		const person = await member()
		await joinWaitingList(person, choice(place), NOW)
		expect((await refusal(joinWaitingList(person, choice(place, { dogName: 'BOBBIE' }), NOW))).message).toBe(JOIN_MESSAGES.already)
		for (let n = 1; n < MAX_WAITING_ENTRIES; n++) await joinWaitingList(person, choice(await salonWithList()), NOW)
		expect((await refusal(joinWaitingList(person, choice(await salonWithList()), NOW))).message).toBe(JOIN_MESSAGES.tooMany)
		const absent = await member()
		await pastVisit(place.salon.id, absent.user!.id, NOW, { status: 'no_show' })
		expect((await refusal(joinWaitingList(absent, choice(place), NOW))).message).toMatch(/telefonisch/)
	})

	it('answers bad wishes with their Dutch message and stores nothing', async () => {
		const place = await salonWithList()
		const person = await member()
		const bad = [
			[{ until: '2026-12-01' }, WAITING_LIST_MESSAGES.untilPast],
			[{ until: '2027-07-01' }, WAITING_LIST_MESSAGES.untilFar],
			[{ until: 'morgen' }, WAITING_LIST_MESSAGES.until],
			[{ weekdays: ['9'] }, WAITING_LIST_MESSAGES.weekdays],
			[{ dayPart: 'nacht' }, WAITING_LIST_MESSAGES.dayPart],
		] as const
		for (const [extra, message] of bad) {
			const refused = await refusal(joinWaitingList(person, choice(place, extra as Record<string, string | string[]>), NOW))
			expect(Object.values(refused.fields ?? {})).toContain(message)
		}
		expect(await database.select().from(waitingListEntries).where(eq(waitingListEntries.user_id, person.user!.id))).toEqual([])
		expect((await refusal(leaveWaitingList(person, { entryId: 'x' }))).message).toBe(WAITING_LIST_MESSAGES.entry)
	})
})

describe('offering a freed time', () => {
	it('offers a cancelled time to the first entry whose wishes it meets, hides it from everyone else, and books it with the link', async () => {
		const place = await salonWithList()
		const afternoons = await member('middag')
		const first = await member('eerste')
		await joinWaitingList(afternoons, choice(place, { dayPart: 'afternoon' }), NOW)
		await joinWaitingList(first, choice(place), later(1))
		await bookedAndCancelled(place)

		expect(await publicStarts(place)).not.toContain(WEDNESDAY_TEN.getTime())
		expect(await runWaitingList(NOW)).toBe(1)
		const [offer] = await offersAt(place.salon.id)
		expect(offer).toMatchObject({
			user_id: first.user!.id,
			starts_at: WEDNESDAY_TEN,
			offer_expires_at: new Date(NOW.getTime() + 120 * MINUTE),
		})
		expect(await publicStarts(place)).not.toContain(WEDNESDAY_TEN.getTime())

		const { mail, token } = await offerToken(first)
		expect(mail.subject).toContain(place.salon.name)
		expect(mail.text).toContain('woensdag 9 december om 10:00')
		expect(mail.text).toContain(`Volledige trimbeurt voor Bobbie: ${formatEuro(4500)}`)
		expect(mail.text).toContain('maandag 7 december, 10:00 uur')
		expect(mail.attachments?.[0]?.filename).toBe('afspraak.ics')
		expect(offer!.offer_token_hash).not.toContain(token)

		// A public booking of the held time is refused: the offer's row occupies it.
		const stranger = await member('vreemde')
		await refusal(bookAppointment(stranger, { ...choice(place), startsAt: WEDNESDAY_TEN.toISOString() }, NOW))

		expect(await offerOfLink(holdingLink(first), { token }, NOW)).toMatchObject({ salonName: place.salon.name, price: formatEuro(4500) })
		const booked = await acceptOffer(holdingLink(first), { token }, later(60))
		expect(booked).toMatchObject({ requested: false, startsAt: WEDNESDAY_TEN, priceCents: 4500 })
		expect((await myAppointments(first, NOW)).coming.map((appointment) => appointment.id)).toEqual([booked.id])
		expect(await myWaitingLists(first)).toEqual([])
		// Used once: the link now holds nothing.
		expect((await refusal(acceptOffer(holdingLink(first), { token }, later(61)))).message).toBe(DEAD_OFFER_LINK)
	})

	it('passes an expired offer and a declined one to the next in line, then frees the time for everyone', async () => {
		const place = await salonWithList()
		const [one, two] = [await member('een'), await member('twee')]
		await joinWaitingList(one, choice(place), NOW)
		await joinWaitingList(two, choice(place), later(1))
		await bookedAndCancelled(place)
		await runWaitingList(NOW)
		const [firstOffer] = await offersAt(place.salon.id)
		expect(firstOffer!.user_id).toBe(one.user!.id)

		const deadline = firstOffer!.offer_expires_at!
		expect(await expireOffers(new Date(deadline.getTime() - 1))).toEqual([])
		await runWaitingList(deadline)
		const [secondOffer] = await offersAt(place.salon.id)
		expect(secondOffer!.user_id).toBe(two.user!.id)
		expect((await refusal(acceptOffer(holdingLink(one), await offerToken(one), deadline))).message).toBe(DEAD_OFFER_LINK)

		await declineOffer(holdingLink(two), await offerToken(two), deadline)
		await runWaitingList(deadline)
		expect(await offersAt(place.salon.id)).toEqual([])
		expect(await publicStarts(place, deadline)).toContain(WEDNESDAY_TEN.getTime())
		// Both stay on the list for other times.
		expect(await myWaitingLists(one)).toHaveLength(1)
		expect(await myWaitingLists(two)).toHaveLength(1)
	})

	it('offers a removed block and a time the salon cancelled as well', async () => {
		const place = await salonWithList()
		const person = await member()
		await joinWaitingList(person, choice(place), NOW)
		const blockId = await addBlock(place.owner, { salonId: place.salon.id, date: '2026-12-10', time: 9 * 60, minutes: 60, note: null }, NOW)
		await removeBlock(place.owner, { salonId: place.salon.id, appointmentId: blockId }, NOW)
		await runWaitingList(NOW)
		expect((await offersAt(place.salon.id)).map((offer) => offer.starts_at)).toEqual([at('2026-12-10', '09:00')])

		const other = await salonWithList()
		await joinWaitingList(person, choice(other, { dogName: 'Bobbie' }), NOW)
		const holder = await member()
		const booked = await bookAppointment(holder, { ...choice(other), dogName: 'Rex', startsAt: WEDNESDAY_TEN.toISOString() }, NOW)
		await cancelAppointmentAsOwner(other.owner, { salonId: other.salon.id, appointmentId: booked.id, reason: 'Ziek' }, NOW)
		await runWaitingList(NOW)
		expect((await offersAt(other.salon.id)).map((offer) => offer.starts_at)).toEqual([WEDNESDAY_TEN])
	})

	it("leaves a time held for the list out of the owner's calendar feed until it is booked", async () => {
		const place = await salonWithList()
		const person = await member()
		await joinWaitingList(person, choice(place), NOW)
		await bookedAndCancelled(place)
		await runWaitingList(NOW)
		const { token: feedToken } = await renewCalendarToken(place.owner, { salonId: place.salon.id })
		const [offer] = await offersAt(place.salon.id)
		const uid = appointmentUid(offer!.id)
		expect(await calendarFeed(holdingLink(place.owner), { token: feedToken }, NOW)).not.toContain(uid)
		await acceptOffer(holdingLink(person), await offerToken(person), NOW)
		expect(await calendarFeed(holdingLink(place.owner), { token: feedToken }, NOW)).toContain(uid)
	})

	it("makes a freed time public at once when the owner's switch is off", async () => {
		const place = await salonWithList()
		await database.update(bookingSettings).set({ offer_to_waiting_list: false }).where(eq(bookingSettings.salon_id, place.salon.id))
		await joinWaitingList(await member(), choice(place), NOW)
		await bookedAndCancelled(place)
		expect(await publicStarts(place)).toContain(WEDNESDAY_TEN.getTime())
		expect(await database.select().from(freedTimes).where(eq(freedTimes.salon_id, place.salon.id))).toEqual([])
	})
})

describe("the owner's view", () => {
	it('shows the list in line with the wishes and the offer in flight, to the owner only, and the switch in the settings turns offers off', async () => {
		const place = await salonWithList()
		const [one, two] = [await member('een'), await member('twee')]
		await joinWaitingList(one, choice(place, { weekdays: ['2'] }), NOW)
		await joinWaitingList(two, choice(place, { dogName: 'Fikkie' }), later(1))
		await bookedAndCancelled(place)
		await runWaitingList(NOW)
		const list = await ownerWaitingList(place.owner, { salonId: place.salon.id })
		expect(list.map((entry) => entry.dogName)).toEqual(['Bobbie', 'Fikkie'])
		expect(list[0]).toMatchObject({
			treatment: 'Volledige trimbeurt',
			since: '7 december 2026',
			offer: { deadline: 'maandag 7 december, 10:00 uur' },
		})
		expect(list[0]!.wishes).toContain('woensdag')
		expect(JSON.stringify(list)).not.toContain(one.user!.email)
		// The offer stands in the owner's week, marked, without the dog owner's details until they take it.
		const week = await ownerAgenda(place.owner, { salonId: place.salon.id, week: '2026-12-07' }, NOW)
		const offered = week!.appointments.filter((appointment) => appointment.status === 'offered')
		expect(offered).toHaveLength(1)
		expect(offered[0]!.contact).toBeNull()
		expect((await refusal(ownerWaitingList(two, { salonId: place.salon.id }))).code).toBe('forbidden')

		const fields = {
			salonId: String(place.salon.id),
			enabled: 'on',
			bufferMinutes: '15',
			noticeHours: '2',
			horizonDays: '28',
			stepMinutes: '15',
			cancelHours: '24',
		}
		await saveBookingSettings(place.owner, parseInput({ ...fields, offerToWaitingList: 'on' }, bookingSettingsSchema))
		expect((await openBookingSettings(database, place.salon.id))!.offer_to_waiting_list).toBe(true)
		await saveBookingSettings(place.owner, parseInput(fields, bookingSettingsSchema))
		expect((await openBookingSettings(database, place.salon.id))!.offer_to_waiting_list).toBe(false)
		const thursday = at('2026-12-10', '10:00')
		await bookedAndCancelled(place, thursday)
		expect(await publicStarts(place)).toContain(thursday.getTime())
	})
})

describe('the races', () => {
	it('gives one outcome when the dog owner accepts as the deadline passes', async () => {
		for (let round = 0; round < 3; round++) {
			const place = await salonWithList()
			const person = await member()
			await joinWaitingList(person, choice(place), NOW)
			await bookedAndCancelled(place)
			await runWaitingList(NOW)
			const [offer] = await offersAt(place.salon.id)
			const deadline = offer!.offer_expires_at!
			const { token } = await offerToken(person)
			const [accepted, expired] = await Promise.allSettled([
				acceptOffer(holdingLink(person), { token }, new Date(deadline.getTime() - 1)),
				expireOffers(deadline),
			])
			const booked = accepted.status === 'fulfilled'
			const gone = expired.status === 'fulfilled' && expired.value.includes(offer!.id)
			expect(booked !== gone).toBe(true)
			const rows = await database.select().from(appointments).where(eq(appointments.id, offer!.id))
			expect(rows.map((row) => row.status)).toEqual(booked ? ['booked'] : [])
		}
	})

	it('keeps a time accepted just before the deadline when the expiry runs after it, and refuses one accepted after the expiry', async () => {
		for (const acceptFirst of [true, false]) {
			const place = await salonWithList()
			const person = await member()
			await joinWaitingList(person, choice(place), NOW)
			await bookedAndCancelled(place)
			await runWaitingList(NOW)
			const [offer] = await offersAt(place.salon.id)
			const deadline = offer!.offer_expires_at!
			const { token } = await offerToken(person)
			const accept = () => acceptOffer(holdingLink(person), { token }, new Date(deadline.getTime() - 1))
			if (acceptFirst) await accept()
			await expireOffers(deadline)
			if (!acceptFirst) expect((await refusal(accept())).message).toBe(DEAD_OFFER_LINK)
			const rows = await database.select().from(appointments).where(eq(appointments.id, offer!.id))
			expect(rows.map((row) => row.status)).toEqual(acceptFirst ? ['booked'] : [])
		}
	})

	it('never offers one entry two freed times at once, even from two runs at the same moment', async () => {
		const place = await salonWithList()
		const person = await member()
		await joinWaitingList(person, choice(place), NOW)
		await bookedAndCancelled(place, WEDNESDAY_TEN)
		await bookedAndCancelled(place, at('2026-12-10', '10:00'))
		await Promise.allSettled([offerFreedTimes(NOW), offerFreedTimes(NOW)])
		expect(await offersAt(place.salon.id)).toHaveLength(1)
	})
})

describe("the owner's offer to a chosen entry", () => {
	const offerForm = (place: { salon: { id: number } }, entryId: number, date: string, time: string) =>
		parseInput({ salonId: String(place.salon.id), entryId: String(entryId), date, time }, offerToEntrySchema)

	it('holds a free time for the entry the owner chose, not the first in line, and passes it to the line when declined', async () => {
		const place = await salonWithList()
		const [first, chosen] = [await member('eerste'), await member('gekozen')]
		await joinWaitingList(first, choice(place), NOW)
		await joinWaitingList(chosen, choice(place), later(1))
		const [, chosenEntry] = await ownerWaitingList(place.owner, { salonId: place.salon.id })

		const offered = await offerTimeToEntry(place.owner, offerForm(place, chosenEntry!.id, '2026-12-09', '10:00'), NOW)
		expect(offered).toMatchObject({ dogName: 'Bobbie', when: 'woensdag 9 december om 10:00' })
		const [offer] = await offersAt(place.salon.id)
		expect(offer!.user_id).toBe(chosen.user!.id)
		expect(await publicStarts(place)).not.toContain(WEDNESDAY_TEN.getTime())
		expect((await refusal(offerTimeToEntry(place.owner, offerForm(place, chosenEntry!.id, '2026-12-10', '10:00'), NOW))).message).toBe(
			OFFER_TO_ENTRY_MESSAGES.offered,
		)

		await declineOffer(holdingLink(chosen), await offerToken(chosen), later(5))
		await runWaitingList(later(6))
		expect((await offersAt(place.salon.id)).map((held) => held.user_id)).toEqual([first.user!.id])
	})

	it("refuses another salon's owner, a time that is not free for the dog, and an entry of another salon, storing nothing", async () => {
		const place = await salonWithList()
		const other = await salonWithList()
		const person = await member()
		await joinWaitingList(person, choice(place), NOW)
		const [entry] = await ownerWaitingList(place.owner, { salonId: place.salon.id })
		await refusal(offerTimeToEntry(other.owner, offerForm(place, entry!.id, '2026-12-09', '10:00'), NOW))
		await refusal(offerTimeToEntry(person, offerForm(place, entry!.id, '2026-12-09', '10:00'), NOW))
		expect((await refusal(offerTimeToEntry(other.owner, offerForm(other, entry!.id, '2026-12-09', '10:00'), NOW))).message).toBe(
			OFFER_TO_ENTRY_MESSAGES.entry,
		)
		for (const [date, time] of [
			['2026-12-09', '12:30'],
			['2026-12-12', '10:00'],
			['2026-12-07', '07:00'],
		] as const)
			expect((await refusal(offerTimeToEntry(place.owner, offerForm(place, entry!.id, date, time), NOW))).fields?.time).toBe(
				OFFER_TO_ENTRY_MESSAGES.noFit,
			)
		expect(await offersAt(place.salon.id)).toEqual([])
		expect(await database.select().from(freedTimes).where(eq(freedTimes.salon_id, place.salon.id))).toEqual([])
	})
})
