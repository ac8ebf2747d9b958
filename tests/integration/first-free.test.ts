import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actorWith } from '~/server/accounts/actor.server'
import { bookAppointment } from '~/server/bookings/book.server'
import { AGENDA_CHANGE_CHANNEL, firstFreeTimes, salonOffers } from '~/server/bookings/first-free.server'
import { freeTimesOf, openBookingSettings } from '~/server/bookings/free-times.server'
import { bookingSettings, treatments } from '~/server/bookings/tables.server'
import { cities } from '~/server/cities/tables.server'
import { citySalonsWithFirstFree } from '~/server/workflows/first-free.server'
import { salons } from '~/server/salons/tables.server'
import { listenForPublicChanges, PUBLIC_CHANGE_CHANNEL } from '~/server/public-change.server'
import { pageCache } from '~/serving/page-cache.server'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import { useTestDatabase } from '../db'
import { waitFor } from '../wait'
import { bookableSalonOf, memberActor } from './booking-fixtures'

const database = await useTestDatabase()

const PRICING: TreatmentPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 90, cents: 6000 }, groot: { minutes: 120, cents: 8000 } },
	coatExtras: { kort: { minutes: 15, cents: 0 }, krullend: { minutes: 30, cents: 1500 } },
}

const member = (prefix: string) => memberActor(prefix, { subnet: 8 })

async function bookableSalon() {
	const owner = await member('eigenaar')
	return bookableSalonOf(owner.user!.id, PRICING)
}

const visitor = actorWith(null)
const firstFreeOf = async (salonId: number, weightClass: 'klein' | 'middel' | 'groot' = 'middel') =>
	(await firstFreeTimes(visitor, { salonIds: [salonId], weightClass })).get(salonId)

/** Every notification on these channels from now on, as 'channel payload'. */
async function listening(channels: string[]) {
	const listener = new pg.Client({ connectionString: database.$client.options.connectionString })
	await listener.connect()
	const messages: string[] = []
	listener.on('notification', (message) => messages.push(`${message.channel} ${message.payload}`))
	for (const channel of channels) await listener.query(`LISTEN ${channel}`)
	return { messages, stop: () => listener.end() }
}

let stopFeed: () => Promise<void>
beforeAll(async () => {
	stopFeed = listenForPublicChanges(database.$client.options.connectionString!, pageCache())
	await waitFor('the change feed', () => pageCache().enabled)
})
afterAll(() => stopFeed())

describe('a bookable salon’s first free time', () => {
	it('is the booking page’s first free time for its first treatment, the weight class and a short coat', async () => {
		const { salon } = await bookableSalon()
		// Listed first though made later: the booking page's order decides.
		await database.insert(treatments).values({ salon_id: salon.id, name: 'Nagels knippen', position: -1, pricing: PRICING })
		const settings = (await openBookingSettings(database, salon.id))!
		for (const weightClass of ['klein', 'groot'] as const) {
			const minutes = PRICING.prices[weightClass].minutes + 15
			const [day] = await freeTimesOf(database, settings, minutes, new Date())
			expect(await firstFreeOf(salon.id, weightClass)).toEqual(day!.times[0]!.start)
		}
	})

	it('is none for a salon that takes no online bookings', async () => {
		const [other] = await database.insert(salons).values({ name: 'Zonder Agenda', slug: 'zonder-agenda' }).returning()
		expect(await firstFreeOf(other!.id)).toBeNull()
		expect(await salonOffers(visitor, { salonId: other!.id })).toEqual([])
	})

	it('moves on at the next read when that time is booked, on this salon only, and a booking is no public change', async () => {
		const booked = await bookableSalon()
		const other = await bookableSalon()
		const before = (await firstFreeOf(booked.salon.id, 'klein'))!
		const otherBefore = (await firstFreeOf(other.salon.id, 'klein'))!
		// Changed behind the app's back (no trigger fires): only a notification may make the app forget it.
		await database.execute(sql`alter table treatments disable trigger treatments_agenda_change`)
		await database.update(treatments).set({ active: false }).where(eq(treatments.salon_id, other.salon.id))
		await database.execute(sql`alter table treatments enable trigger treatments_agenda_change`)
		const dogOwner = await member('baasje')
		const heard = await listening([PUBLIC_CHANGE_CHANNEL, AGENDA_CHANGE_CHANNEL])
		try {
			const dog = { dogName: 'Bobbie', breed: 'Labradoodle', weight: '8', coat: 'kort' }
			await bookAppointment(dogOwner, {
				salonId: String(booked.salon.id),
				treatmentId: String(booked.treatment.id),
				...dog,
				startsAt: before.toISOString(),
			})
			await expect.poll(async () => (await firstFreeOf(booked.salon.id, 'klein'))?.getTime()).toBeGreaterThan(before.getTime())
			expect(await firstFreeOf(other.salon.id, 'klein')).toEqual(otherBefore)
			// The booking's whole transaction is heard at once: its salon's agenda, and no public table.
			expect(heard.messages).toEqual([`${AGENDA_CHANGE_CHANNEL} ${booked.salon.id}`])
		} finally {
			await heard.stop()
		}
	})
})

describe('what a bookable salon offers, on its public page', () => {
	it('lists its active treatments in their order from their lowest price, and follows a change of them', async () => {
		const { salon, treatment } = await bookableSalon()
		expect(await salonOffers(visitor, { salonId: salon.id })).toEqual([{ name: 'Volledige trimbeurt', fromCents: 4500 }])
		await database.update(treatments).set({ name: 'Grote trimbeurt' }).where(eq(treatments.id, treatment.id))
		await expect.poll(() => salonOffers(visitor, { salonId: salon.id })).toEqual([{ name: 'Grote trimbeurt', fromCents: 4500 }])
	})
})

describe('a city’s salons in the order Eerst vrij', () => {
	it('lists the bookable salons soonest free first, then the others in their own order, each bookable card with its time', async () => {
		const [city] = await database.insert(cities).values({ name: 'Vrijdorp' }).returning()
		const inCity = (id: number, rating: number) =>
			database.update(salons).set({ city_id: city!.id, rating, online_booking: true }).where(eq(salons.id, id))
		const later = await bookableSalon()
		const sooner = await bookableSalon()
		// Three days' notice: its first time comes after the other's.
		await database
			.update(bookingSettings)
			.set({ notice_minutes: 3 * 24 * 60 })
			.where(eq(bookingSettings.salon_id, later.salon.id))
		await inCity(later.salon.id, 4.8)
		await inCity(sooner.salon.id, 3.1)
		const plain = await database
			.insert(salons)
			.values([
				{ name: 'Best Beoordeeld', slug: 'best-beoordeeld-vrijdorp', city_id: city!.id, rating: 4.9 },
				{ name: 'Minder Beoordeeld', slug: 'minder-beoordeeld-vrijdorp', city_id: city!.id, rating: 2.5 },
			])
			.returning()
		const names = async (filters: { newClients: boolean; onlineBooking: boolean; firstFree?: 'groot' }) =>
			(await citySalonsWithFirstFree(visitor, { cityId: city!.id, page: 1, filters })).salons
		const own = await names({ newClients: false, onlineBooking: false })
		expect(own.map((card) => card.id)).toEqual([plain[0]!.id, later.salon.id, sooner.salon.id, plain[1]!.id])

		const soonest = await names({ newClients: false, onlineBooking: false, firstFree: 'groot' })
		expect(soonest.map((card) => card.id)).toEqual([sooner.salon.id, later.salon.id, plain[0]!.id, plain[1]!.id])
		const [soonerTime, laterTime] = [await firstFreeOf(sooner.salon.id, 'groot'), await firstFreeOf(later.salon.id, 'groot')]
		expect(soonerTime!.getTime()).toBeLessThan(laterTime!.getTime())
		expect(soonest.map((card) => card.firstFree?.line.startsWith('Eerst vrij: '))).toEqual([true, true, undefined, undefined])
	})

	it('pages through the others after the bookable ones, each salon once', async () => {
		const [city] = await database.insert(cities).values({ name: 'Bladerdorp' }).returning()
		const { salon: bookable } = await bookableSalon()
		await database.update(salons).set({ city_id: city!.id, rating: 1, online_booking: true }).where(eq(salons.id, bookable.id))
		const others = await database
			.insert(salons)
			.values(
				Array.from({ length: 30 }, (_, index) => ({
					name: `Blader ${index}`,
					slug: `blader-${index}`,
					city_id: city!.id,
					rating: 5 - index / 10,
				})),
			)
			.returning()
		const page = async (number: number) =>
			citySalonsWithFirstFree(visitor, {
				cityId: city!.id,
				page: number,
				filters: { newClients: false, onlineBooking: false, firstFree: 'klein' },
			})
		const [first, second, past] = [await page(1), await page(2), await page(9)]
		expect([first.total, first.pageCount, second.page, past.page]).toEqual([31, 2, 2, 2])
		expect([...first.salons, ...second.salons].map((card) => card.id)).toEqual([bookable.id, ...others.map((salon) => salon.id)])
		expect(past.salons).toEqual(second.salons)
	})
})
