import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { actorWith } from '~/server/accounts/actor.server'
import { cities } from '~/server/cities/tables.server'
import { salons } from '~/server/salons/tables.server'
import { citySalons, searchSalons } from '~/server/search/search.server'
import { createAccount } from '~/server/accounts/users.server'
import { uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
const DAY = 24 * 60 * 60 * 1000
const [city] = await database.insert(cities).values({ name: 'Beschikbaarheid', lat: 52.09, lng: 5.12 }).returning()

const salonRows = [
	{ name: 'Ja Vers', accepts_new_clients: 'ja' as const, days: 3 },
	{ name: 'Ja Bijna Oud', accepts_new_clients: 'ja' as const, days: 59 },
	{ name: 'Ja Verlopen', accepts_new_clients: 'ja' as const, days: 61 },
	{ name: 'Wachtlijst', accepts_new_clients: 'wachtlijst' as const, days: 2 },
	{ name: 'Klantenstop', accepts_new_clients: 'nee' as const, days: 2 },
	{ name: 'Onbekend', accepts_new_clients: null, days: null },
]
await database.insert(salons).values(
	salonRows.map((salon, index) => ({
		name: salon.name,
		slug: `beschikbaarheid-${index}`,
		city_id: city!.id,
		search_city: 'Beschikbaarheid',
		latitude: 52.09 + index * 0.001,
		longitude: 5.12,
		accepts_new_clients: salon.accepts_new_clients,
		availability_updated_at: salon.days === null ? null : new Date(Date.now() - salon.days * DAY),
	})),
)

const names = (page: { salons: { name: string }[] }) => page.salons.map((salon) => salon.name).sort()

describe('the filter "Neemt nieuwe klanten aan"', () => {
	it('keeps the salons that said yes within 60 days, on the city page', async () => {
		expect(
			names(await citySalons(actorWith(null), { cityId: city!.id, page: 1, filters: { newClients: true, onlineBooking: false } })),
		).toEqual(['Ja Bijna Oud', 'Ja Vers'])
		expect((await citySalons(actorWith(null), { cityId: city!.id, page: 1 })).total).toBe(salonRows.length)
	})

	it('keeps them in a name search and in the list of all salons, counted correctly', async () => {
		const all = await searchSalons(actorWith(null, '203.0.113.1'), {
			location: '',
			radius: 10,
			page: 1,
			filters: { newClients: true, onlineBooking: false },
		})
		expect(all.total).toBe(2)
		expect(
			names(
				await searchSalons(actorWith(null, '203.0.113.1'), {
					location: 'Ja',
					radius: 10,
					page: 1,
					filters: { newClients: true, onlineBooking: false },
				}),
			),
		).toEqual(['Ja Bijna Oud', 'Ja Vers'])
	})

	it('shows the line on the cards only while it is fresh', async () => {
		const cards = (await citySalons(actorWith(null), { cityId: city!.id, page: 1 })).salons
		const line = (name: string) => cards.find((card) => card.name === name)?.availability?.line
		expect(line('Ja Vers')).toBe('Neemt nieuwe klanten aan · bijgewerkt 3 dagen geleden')
		expect(line('Ja Verlopen')).toBeUndefined()
		expect(line('Onbekend')).toBeUndefined()
		expect(line('Klantenstop')).toBe('Neemt geen nieuwe klanten aan · bijgewerkt 2 dagen geleden')
	})

	it('refuses a statement the columns do not allow', async () => {
		const [one] = await database.select().from(salons).where(eq(salons.name, 'Onbekend'))
		await expect(
			database
				.update(salons)
				.set({ waiting_weeks: 53 })
				.where(inArray(salons.id, [one!.id])),
		).rejects.toThrow()
	})
})

describe('the filter "Online te boeken"', () => {
	it('keeps the salons with an owner that take online bookings, with or without the other filter, and their cards link the booking page', async () => {
		const owner = await createAccount({ email: uniqueEmail('agenda'), password: 'geheim123', firstName: 'Olga', lastName: 'Online' })
		await database
			.update(salons)
			.set({ online_booking: true, owner_id: owner.id })
			.where(inArray(salons.name, ['Wachtlijst', 'Ja Vers']))
		// Without an owner nobody would get the appointment: never bookable.
		await database.update(salons).set({ online_booking: true }).where(eq(salons.name, 'Onbekend'))
		const online = { newClients: false, onlineBooking: true }
		const page = await citySalons(actorWith(null), { cityId: city!.id, page: 1, filters: online })
		expect(names(page)).toEqual(['Ja Vers', 'Wachtlijst'])
		expect(page.salons.every((card) => card.bookingPath === `${card.path}/afspraak-maken`)).toBe(true)
		expect(names(await searchSalons(actorWith(null, '203.0.113.1'), { location: '', radius: 10, page: 1, filters: online }))).toEqual([
			'Ja Vers',
			'Wachtlijst',
		])
		const both = await citySalons(actorWith(null), { cityId: city!.id, page: 2, filters: { newClients: true, onlineBooking: true } })
		expect(both.total).toBe(1)
		const unfiltered = await citySalons(actorWith(null), { cityId: city!.id, page: 1, filters: { newClients: true, onlineBooking: false } })
		expect(unfiltered.salons.find((card) => card.name === 'Ja Bijna Oud')!.bookingPath).toBeUndefined()
	})
})
