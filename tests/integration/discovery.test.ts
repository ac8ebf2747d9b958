import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { actorWith } from '~/server/accounts/actor.server'
import { allCities, findCityBySlug, popularCities } from '~/server/salons/cities.server'
import { cities } from '~/server/cities/tables.server'
import { placements } from '~/server/featured/tables.server'
import { liveFeaturedSalons } from '~/server/featured/live.server'
import { findCity, postcodeAreas } from '~/server/salons/known-places.server'
import { otherSalonsInCity, salonSitemapEntries } from '~/server/salons/public.server'
import { MAX_MARKERS, mapMarkers } from '~/server/search/markers.server'
import { citySalons, locateForMap } from '~/server/search/search.server'
import { suggest } from '~/server/search/suggest.server'
import { seedDemoData } from '~/server/seed/seed.server'
import { pageSitemapEntries } from '~/server/seo/sitemap.server'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 800 })
const NETHERLANDS = { south: 50.7, west: 3.3, north: 53.6, east: 7.3, zoom: 7 }

describe('[CITIES]', () => {
	it('lists every city with its number of salons, alphabetically', async () => {
		const cities = await allCities(actorWith(null))
		const { rows } = await database.execute<{ n: number }>(sql`select count(*)::int as n from cities`)
		expect(cities).toHaveLength(rows[0]!.n)
		expect(cities.reduce((sum, city) => sum + city.salonCount, 0)).toBe(800)
		const names = cities.map((city) => city.name)
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl', { ignorePunctuation: true })))
		expect(cities.find((city) => city.slug === 'den-haag')?.name).toBe('Den Haag')
	})
	it('names the six busiest cities as popular, busiest first', async () => {
		const popular = await popularCities(actorWith(null), { limit: 6 })
		expect(popular).toHaveLength(6)
		expect(popular[0]!.name).toBe('Amsterdam')
		expect(popular.map((city) => city.salonCount)).toEqual([...popular.map((city) => city.salonCount)].sort((a, b) => b - a))
	})
	it('finds a city by slug, and nothing for an unknown one', async () => {
		expect((await findCityBySlug(actorWith(null), { slug: 'bergen-op-zoom' }))?.name).toBe('Bergen op Zoom')
		expect(await findCityBySlug(actorWith(null), { slug: 'atlantis' })).toBeUndefined()
	})
	it("lists a city's salons best rated first, and others of the same city without the salon itself", async () => {
		const amsterdam = (await findCityBySlug(actorWith(null), { slug: 'amsterdam' }))!
		const page = await citySalons(actorWith(null), { cityId: amsterdam.id, page: 1 })
		expect(page.total).toBe(amsterdam.salonCount)
		const ratings = page.salons.map((salon) => salon.rating)
		expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
		const others = await otherSalonsInCity({ cityId: amsterdam.id, exceptId: page.salons[0]!.id, limit: 3 })
		expect(others).toHaveLength(3)
		expect(others.map((salon) => salon.id)).not.toContain(page.salons[0]!.id)
	})
})

describe('[FEATURED]', () => {
	it('shows live placements by position: active with no end or an end in the future', async () => {
		const all = await liveFeaturedSalons(actorWith(null), { limit: 10 })
		expect(all).toHaveLength(6)
		const amsterdam = (await findCityBySlug(actorWith(null), { slug: 'amsterdam' }))!
		expect(await liveFeaturedSalons(actorWith(null), { cityId: amsterdam.id, limit: 3 })).toHaveLength(3)
		expect(await liveFeaturedSalons(actorWith(null), { limit: 3 })).toHaveLength(3)
	})
	it('leaves out paused, expired and ended placements', async () => {
		const amsterdam = (await findCityBySlug(actorWith(null), { slug: 'amsterdam' }))!
		const rows = await database.select().from(placements).where(eq(placements.city_id, amsterdam.id)).orderBy(placements.id)
		await database.update(placements).set({ status: 'paused' }).where(eq(placements.id, rows[0]!.id))
		await database
			.update(placements)
			.set({ current_period_end: new Date(Date.now() - 60_000) })
			.where(eq(placements.id, rows[1]!.id))
		await database
			.update(placements)
			.set({ current_period_end: new Date(Date.now() + 86_400_000) })
			.where(eq(placements.id, rows[2]!.id))
		const live = await liveFeaturedSalons(actorWith(null), { cityId: amsterdam.id, limit: 3 })
		expect(live.map((salon) => salon.id)).toEqual([rows[2]!.salon_id])
	})
	it('gives an empty list for a city without placements', async () => {
		const groningen = (await findCityBySlug(actorWith(null), { slug: 'groningen' }))!
		expect(await liveFeaturedSalons(actorWith(null), { cityId: groningen.id, limit: 3 })).toEqual([])
	})
})

describe('[GEOCODE] offline', () => {
	it('finds cities by name, with a typo, and not by a salon name', async () => {
		expect((await findCity('Amsterdm'))?.label).toBe('Amsterdam')
		expect((await findCity("'s-Hertogenbosch"))?.label).toBe("'s-Hertogenbosch")
		expect(await findCity('Trimsalon Kwispel')).toBeUndefined()
	})
	it('answers a city named exactly from memory, and a typo or a city added since from the database', async () => {
		const amsterdam = await findCity('Amsterdam')
		const queries = vi.spyOn(database, 'execute')
		try {
			expect(await findCity('  AMSTERDAM ')).toEqual(amsterdam)
			expect((await findCity('den-haag'))?.label).toBe('Den Haag')
			expect(queries).not.toHaveBeenCalled()
			expect((await findCity('Amsterdm'))?.label).toBe('Amsterdam')
			expect(queries).toHaveBeenCalledTimes(1)
		} finally {
			queries.mockRestore()
		}
		const [added] = await database.insert(cities).values({ name: 'Nieuwplaatsdorp', lat: 52.1, lng: 5.1 }).returning()
		expect(await findCity('nieuwplaatsdorp')).toEqual({ lat: 52.1, lng: 5.1, label: 'Nieuwplaatsdorp', cityId: added!.id })
	})
	it('knows the centre of every postcode area with located salons', async () => {
		const areas = await postcodeAreas()
		const { rows } = await database.execute<{ n: number }>(
			sql`select count(distinct left(postal_code, 4))::int as n from pet_groomers where latitude is not null`,
		)
		expect(areas.size).toBe(rows[0]!.n)
	})
	it('locates the map search and counts the salons within the radius', async () => {
		const place = await locateForMap(actorWith(null, '203.0.113.1'), { location: 'Utrecht', radius: 10 })
		expect(place).toMatchObject({ label: 'Utrecht', radius: 10 })
		expect(place!.total).toBeGreaterThan(0)
		expect(await locateForMap(actorWith(null, '203.0.113.1'), { location: 'Nergenshuizen', radius: 10 })).toBeUndefined()
	})
})

describe('[MAP] markers', () => {
	it('groups a crowded view into clusters that add up to every located salon', async () => {
		const answer = await mapMarkers(actorWith(null), NETHERLANDS)
		const { rows } = await database.execute<{ n: number }>(sql`select count(*)::int as n from pet_groomers where latitude is not null`)
		expect(rows[0]!.n).toBeGreaterThan(MAX_MARKERS)
		expect(answer.markers).toEqual([])
		expect(answer.clusters.reduce((sum, [, , count]) => sum + count, 0)).toBe(rows[0]!.n)
	})
	it('sends single salons with name and address for a quiet view, and respects a radius', async () => {
		const view = { south: 52.3, west: 4.8, north: 52.45, east: 5.0, zoom: 12 }
		const answer = await mapMarkers(actorWith(null), view)
		expect(answer.clusters).toEqual([])
		expect(answer.markers.length).toBeGreaterThan(0)
		const [id, lat, lng, name, address] = answer.markers[0]!
		expect(typeof id).toBe('number')
		expect(lat).toBeGreaterThanOrEqual(view.south)
		expect(lng).toBeLessThanOrEqual(view.east)
		expect(name).not.toBe('')
		expect(address).toContain('Nederland')
		const near = await mapMarkers(actorWith(null), { ...view, lat: 52.3676, lng: 4.9041, radius: 1 })
		expect(near.markers.length).toBeLessThan(answer.markers.length)
	})
})

describe('[SUGGEST]', () => {
	it('suggests places first, then salons', async () => {
		const suggestions = await suggest(actorWith(null), { typed: 'amst' })
		expect(suggestions[0]).toMatchObject({ kind: 'place', label: 'Amsterdam', href: '/city/amsterdam' })
		expect(suggestions.filter((s) => s.kind === 'place').map((s) => s.label)).toContain('Amstelveen')
	})
	it('suggests salons by name, also with a typo', async () => {
		const [salon] = (
			await database.execute<{ name: string }>(sql`select name from pet_groomers where name like 'Trimsalon De %' order by id limit 1`)
		).rows
		const exact = await suggest(actorWith(null), { typed: salon!.name })
		expect(exact.find((s) => s.kind === 'salon')?.label).toBe(salon!.name)
		const typo = await suggest(actorWith(null), { typed: salon!.name.replace(/e(?=[^e]*$)/, '') })
		expect(typo.some((s) => s.kind === 'salon')).toBe(true)
	})
	it('suggests nothing for fewer than two letters or digits', async () => {
		expect(await suggest(actorWith(null), { typed: 'a' })).toEqual([])
		expect(await suggest(actorWith(null), { typed: '🐩!' })).toEqual([])
	})
})

describe('[SITEMAP]', () => {
	it('lists the static pages and every city with salons', async () => {
		const paths = (await pageSitemapEntries(actorWith(null))).map((entry) => entry.path)
		expect(paths).toEqual(expect.arrayContaining(['/', '/directory', '/cities', '/city/amsterdam', '/city/den-haag']))
	})
	it('lists every salon by its slug URL with the last change', async () => {
		const entries = await salonSitemapEntries(actorWith(null), { offset: 0, limit: 10_000 })
		expect(entries).toHaveLength(800)
		expect(entries[0]!.path).toMatch(/^\/trimsalon\/[a-z0-9-]+$/)
		expect(entries[0]!.lastmod).toBeInstanceOf(Date)
		expect(Number.isNaN(entries[0]!.lastmod.getTime())).toBe(false)
	})
})
