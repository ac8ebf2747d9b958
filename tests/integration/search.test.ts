import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { actorWith } from '~/server/accounts/actor.server'
import { haversineKm } from '~/lib/search/distance'
import { PAGE_SIZE } from '~/lib/search/search-params'
import { searchSalons } from '~/server/search/search.server'
import { seedDemoData } from '~/server/seed/seed.server'
import { useTestDatabase } from '../db'
import { addSalons, AMSTERDAM, kmEastOfAmsterdam } from './discovery-fixtures'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 300 })
const at = (km: number) => kmEastOfAmsterdam(km)
const ids = await addSalons(database, [
	{ name: 'Zilveren Poedel', city: 'Amsterdam', postcode: '1012 AB', ...at(0.2), rating: 2.1, reviews: 3 },
	{ name: 'Zilveren Poedel Spa', city: 'Amsterdam', postcode: '1012 AC', ...at(3), rating: 4.9, reviews: 200 },
	{ name: 'Trimsalon De Zilveren Poedel', city: 'Haarlem', postcode: '2011 AA', lat: 52.3874, lng: 4.6462, rating: 5, reviews: 300 },
	{ name: 'Café Kwispelstaart', city: 'Utrecht', postcode: '3511 AB', lat: 52.0907, lng: 5.1214 },
	{ name: 'Oost Zeven Kilometer', city: 'Amsterdam', postcode: '1097 AA', ...at(7) },
	{ name: 'Net Binnen Vijf', city: 'Amsterdam', postcode: '1097 AB', ...at(4.99) },
	{ name: 'Net Buiten Vijf', city: 'Amsterdam', postcode: '1097 AC', ...at(5.01) },
	{ name: 'Zonder Coördinaten Amsterdam', city: 'Amsterdam', postcode: '1013 AA', lat: null, lng: null },
])
const search = (location: string, radius = 10, page = 1) => searchSalons(actorWith(null, '203.0.113.1'), { location, radius, page })
const names = (result: Awaited<ReturnType<typeof search>>) => result.salons.map((salon) => salon.name)
/** Every salon of a search, page after page. */
async function everyPage(location: string, radius: number) {
	const first = await search(location, radius)
	const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, index) => search(location, radius, index + 2)))
	return { total: first.total, salons: [first, ...rest].flatMap((page) => page.salons) }
}

describe('[SEARCH] by name', () => {
	it('ranks the exact name first, then names that start with it, then the rest, whatever the rating', async () => {
		const result = await search('Zilveren Poedel')
		expect(names(result).slice(0, 3)).toEqual(['Zilveren Poedel', 'Zilveren Poedel Spa', 'Trimsalon De Zilveren Poedel'])
		expect(result.place).toBeUndefined()
	})
	it('is case- and accent-insensitive', async () => {
		for (const query of ['cafe kwispelstaart', 'CAFÉ KWISPELSTAART', 'kwispelstaart']) {
			expect(names(await search(query))[0], query).toBe('Café Kwispelstaart')
		}
	})
	it('tolerates a typo', async () => {
		expect(names(await search('zilveren poedl')).slice(0, 3)).toEqual(expect.arrayContaining(['Zilveren Poedel', 'Zilveren Poedel Spa']))
		expect(names(await search('kwispelstaat'))).toContain('Café Kwispelstaart')
	})
	it('matches words of the address and the postcode written together', async () => {
		expect(names(await search('teststraat 1012ab'))).toEqual(['Zilveren Poedel'])
	})
	it('answers the empty list for text that matches nothing', async () => {
		const result = await search('xyzzy qwerty')
		expect(result).toMatchObject({ total: 0, salons: [], page: 1 })
		expect(result.failed).toBeUndefined()
	})
})

describe('[SEARCH] by place and postcode', () => {
	it('treats a city name as a place and lists the salons around it, nearest first', async () => {
		const result = await search('amsterdam')
		expect(result.place).toEqual({ label: 'Amsterdam', radius: 10 })
		expect(result.salons[0]!.name).toBe('Zilveren Poedel')
		const distances = result.salons.map((salon) => salon.distanceKm).filter((d): d is number => d != null)
		expect(distances).toEqual([...distances].sort((a, b) => a - b))
	})
	it('finds a place with a typo', async () => {
		expect((await search('Amsterdm')).place?.label).toBe('Amsterdam')
		expect((await search('Rotterdm')).place?.label).toBe('Rotterdam')
	})
	it('finds the salons around a postcode written with or without space, in any case', async () => {
		for (const query of ['1012AB', '1012 ab', '1012']) {
			const result = await search(query)
			expect(result.place, query).toBeDefined()
			expect(
				result.salons.map((salon) => salon.name),
				query,
			).toContain('Zilveren Poedel')
		}
	})
	it('locates a postcode area without salons at the nearest known prefix', async () => {
		const result = await search('1019')
		expect(result.place?.label).toBe('1019')
		expect(result.total).toBeGreaterThan(0)
	})
})

describe('[SEARCH] radius', () => {
	it('lists only salons within the radius, and more with a larger one', async () => {
		const five = await search('amsterdam', 5)
		const ten = await search('amsterdam', 10)
		const twenty = await search('amsterdam', 20)
		expect(names(five)).not.toContain('Oost Zeven Kilometer')
		expect(ten.total).toBeGreaterThan(five.total)
		expect(twenty.total).toBeGreaterThanOrEqual(ten.total)
		const all = await database.execute<{ name: string; latitude: number; longitude: number }>(
			sql`select name, latitude, longitude from pet_groomers where latitude is not null`,
		)
		const within5 = all.rows.filter((row) => haversineKm(AMSTERDAM, { lat: row.latitude, lng: row.longitude }) <= 5).length
		const withoutCoordinatesInAmsterdam =
			1 +
			Number(
				(
					await database.execute<{ n: number }>(
						sql`select count(*)::int as n from pet_groomers g join cities c on c.id = g.city_id where c.name = 'Amsterdam' and g.latitude is null and g.name <> 'Zonder Coördinaten Amsterdam'`,
					)
				).rows[0]!.n,
			)
		expect(five.total).toBe(within5 + withoutCoordinatesInAmsterdam)
	})
	it('agrees with the distance shown at the edge of the radius', async () => {
		const five = (await everyPage('amsterdam', 5)).salons.map((salon) => salon.name)
		expect(five).toContain('Net Binnen Vijf')
		expect(five).not.toContain('Net Buiten Vijf')
	})
	it('pages through every salon once: the located ones nearest first, then the ones without coordinates', async () => {
		const { total, salons } = await everyPage('amsterdam', 10)
		expect(salons).toHaveLength(total)
		expect(new Set(salons.map((salon) => salon.id)).size).toBe(total)
		const distances = salons.map((salon) => salon.distanceKm ?? Number.POSITIVE_INFINITY)
		expect(distances).toEqual([...distances].sort((a, b) => a - b))
		expect(salons.at(-1)!.distanceKm).toBeUndefined()
	})
	it('shows the distance on each located salon and lists the city’s salons without coordinates last', async () => {
		const ten = await search('amsterdam', 10)
		const last = await search('amsterdam', 10, ten.pageCount)
		const unlocated = last.salons.find((salon) => salon.name === 'Zonder Coördinaten Amsterdam')
		expect(unlocated).toBeDefined()
		expect(unlocated!.distanceKm).toBeUndefined()
		expect(last.salons.at(-1)!.distanceKm).toBeUndefined()
		const distances = ten.salons.map((salon) => salon.distanceKm)
		const located = distances.filter((distance) => distance !== undefined)
		expect(located.length).toBeGreaterThan(0)
		expect(located.every((distance) => distance! <= 10)).toBe(true)
		expect(distances.slice(0, located.length)).toEqual(located)
		const seven = (await search('1097 AA', 5)).salons.find((salon) => salon.name === 'Oost Zeven Kilometer')
		expect(seven).toBeDefined()
		expect(ids['Oost Zeven Kilometer']).toBe(seven!.id)
	})
})

describe('[SEARCH] pages and counts', () => {
	it('counts every match, not one page, and pages through them', async () => {
		const first = await search('')
		const [{ n }] = (await database.execute<{ n: number }>(sql`select count(*)::int as n from pet_groomers`)).rows as [{ n: number }]
		expect(first.total).toBe(n)
		expect(first.salons).toHaveLength(PAGE_SIZE)
		expect(first.pageCount).toBe(Math.ceil(n / PAGE_SIZE))
		const second = await search('', 10, 2)
		expect(second.salons.map((s) => s.id)).not.toEqual(expect.arrayContaining(first.salons.map((s) => s.id)))
	})
	it('shows the last page for a page number past the end', async () => {
		const result = await search('', 10, 9999)
		expect(result.page).toBe(result.pageCount)
		expect(result.salons.length).toBeGreaterThan(0)
	})
})

describe('[SEARCH] hostile input', () => {
	it('never fails on long, SQL, HTML, emoji or control-character input', async () => {
		for (const query of [
			'x'.repeat(10_000),
			"'; drop table pet_groomers; --",
			'<script>alert(1)</script>',
			'🐩🐶',
			'a\u0000b',
			'%_\\',
			'de het een',
		]) {
			const result = await search(query)
			expect(result.failed, query.slice(0, 20)).toBeUndefined()
		}
		expect((await database.execute(sql`select 1 from pet_groomers limit 1`)).rows).toHaveLength(1)
	})
})

describe('[SEARCH] a salon’s own postcode', () => {
	it('finds a sample of salons first or near the top of a 5 km search around their full postcode', async () => {
		const sample = await database.execute<{ id: number; postal_code: string }>(
			sql`select id, postal_code from pet_groomers where latitude is not null and postal_code is not null order by id limit 25`,
		)
		for (const salon of sample.rows) {
			const result = await search(salon.postal_code, 5)
			const rank = result.salons.findIndex((found) => found.id === salon.id)
			expect(rank, `${salon.postal_code}: rank ${rank}`).toBeGreaterThanOrEqual(0)
			expect(rank, `${salon.postal_code}: rank ${rank}`).toBeLessThan(3)
		}
	})
})
