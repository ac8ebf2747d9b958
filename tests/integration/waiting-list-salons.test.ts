import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { holdingLink } from '~/server/accounts/actor.server'
import { acceptOffer } from '~/server/bookings/offer-link.server'
import { offerFreedTimes, runWaitingList } from '~/server/bookings/offers.server'
import { JOIN_MESSAGES, joinWaitingList, myWaitingLists, otherSalonsFor } from '~/server/bookings/waiting-list.server'
import { bookingSettings, treatments, waitingListEntries } from '~/server/bookings/tables.server'
import { salons } from '~/server/salons/tables.server'
import { MAX_WAITING_ENTRIES } from '~/lib/bookings/waiting-list'
import { useTestDatabase } from '../db'
import { refusal } from './booking-fixtures'
import { at, later, NOW, WEDNESDAY_TEN, waitingListFixtures } from './waiting-list-fixtures'

const database = await useTestDatabase()
const { member, salonWithList, choice, bookedAndCancelled, offersAt, offerToken, publicStarts } = waitingListFixtures(database, 78)

type Salon = Awaited<ReturnType<typeof salonWithList>>

/** A bookable salon at this point on the map. */
async function salonAt(latitude: number, longitude: number) {
	const place = await salonWithList()
	await database.update(salons).set({ latitude, longitude }).where(eq(salons.id, place.salon.id))
	return place
}

/** Four bookable salons in and around Amsterdam (within a few km) and one in Rotterdam. */
async function salonsAround(latitude: number) {
	const here = await salonAt(latitude, 4.9)
	const near = [await salonAt(latitude + 0.01, 4.91), await salonAt(latitude - 0.01, 4.88)]
	const otherTreatment = await salonAt(latitude + 0.02, 4.9)
	await database.update(treatments).set({ name: 'Alleen nagels knippen' }).where(eq(treatments.id, otherTreatment.treatment.id))
	const bookingOff = await salonAt(latitude - 0.02, 4.9)
	await database.update(bookingSettings).set({ enabled: false }).where(eq(bookingSettings.salon_id, bookingOff.salon.id))
	const far = await salonAt(latitude - 0.45, 4.48)
	return { here, near, far, otherTreatment, bookingOff }
}

const idsOf = (places: Salon[]) => places.map((place) => String(place.salon.id))

describe('one entry at several salons', () => {
	it('lists the bookable salons near with the same treatment, nearest first, and refuses any other without storing anything', async () => {
		const { here, near, far, otherTreatment, bookingOff } = await salonsAround(52.37)
		const person = await member()
		const listed = await otherSalonsFor(person, choice(here), NOW)
		expect(listed.map((salon) => salon.id)).toEqual(near.map((place) => place.salon.id))
		expect(listed[0]!.km).toBeGreaterThan(0)
		expect(listed[0]!.km).toBeLessThan(5)
		for (const refused of [far, otherTreatment, bookingOff, here]) {
			const answer = await refusal(joinWaitingList(person, choice(here, { otherSalonIds: idsOf([near[0]!, refused]) }), NOW))
			expect(answer.fields?.otherSalonIds).toBe(JOIN_MESSAGES.otherSalon)
		}
		expect(await database.select().from(waitingListEntries).where(eq(waitingListEntries.user_id, person.user!.id))).toEqual([])
	})

	it('offers a time freed at any of its salons, one at a time, and leaves the other lists when it books', async () => {
		const { here, near } = await salonsAround(52.0)
		const person = await member()
		const joined = await joinWaitingList(person, choice(here, { otherSalonIds: idsOf(near) }), NOW)
		expect(joined.otherSalonNames).toEqual(near.map((place) => place.salon.name))
		expect((await myWaitingLists(person)).map((entry) => entry.salon.name)).toEqual([here.salon.name, ...joined.otherSalonNames])
		const nextInLine = await member('volgende')
		await joinWaitingList(nextInLine, choice(near[1]!), later(1))

		// Times free up at two of its salons; the entry holds one offer at a time, so the other goes to the next in line there.
		await bookedAndCancelled(near[0]!)
		await bookedAndCancelled(near[1]!, at('2026-12-09', '14:00'))
		await Promise.all([offerFreedTimes(NOW), offerFreedTimes(NOW)])
		const [offered] = await offersAt(near[0]!.salon.id)
		expect(offered!.user_id).toBe(person.user!.id)
		expect((await offersAt(near[1]!.salon.id)).map((offer) => offer.user_id)).toEqual([nextInLine.user!.id])

		await acceptOffer(holdingLink(person), await offerToken(person), later(60))
		expect(await myWaitingLists(person)).toEqual([])
		expect(await database.select().from(waitingListEntries).where(eq(waitingListEntries.user_id, person.user!.id))).toEqual([])
		expect(await publicStarts(near[0]!, later(60))).not.toContain(WEDNESDAY_TEN.getTime())
	})

	it('withdraws a time offered at another of its salons when it books one', async () => {
		const { here, near } = await salonsAround(51.7)
		const person = await member()
		await joinWaitingList(person, choice(here, { otherSalonIds: idsOf(near) }), NOW)
		await bookedAndCancelled(here)
		await runWaitingList(NOW)
		const { token } = await offerToken(person)
		// An offer written at another salon of the group meanwhile (as a second instance might) goes when the entry books.
		const [entryThere] = await database.select().from(waitingListEntries).where(eq(waitingListEntries.salon_id, near[0]!.salon.id))
		await database.update(waitingListEntries).set({ group_id: null }).where(eq(waitingListEntries.id, entryThere!.id))
		await bookedAndCancelled(near[0]!)
		await runWaitingList(NOW)
		expect(await offersAt(near[0]!.salon.id)).toHaveLength(1)
		await database.update(waitingListEntries).set({ group_id: entryThere!.group_id }).where(eq(waitingListEntries.id, entryThere!.id))

		await acceptOffer(holdingLink(person), { token }, later(60))
		expect(await offersAt(near[0]!.salon.id)).toEqual([])
		await runWaitingList(later(61))
		expect(await publicStarts(near[0]!, later(61))).toContain(WEDNESDAY_TEN.getTime())
	})

	it('counts an entry at several salons once against the limit', async () => {
		const { here, near } = await salonsAround(51.4)
		const person = await member()
		await joinWaitingList(person, choice(here, { otherSalonIds: idsOf(near) }), NOW)
		for (let n = 1; n < MAX_WAITING_ENTRIES; n++) await joinWaitingList(person, choice(await salonWithList()), NOW)
		expect((await refusal(joinWaitingList(person, choice(await salonWithList()), NOW))).message).toBe(JOIN_MESSAGES.tooMany)
	})
})
