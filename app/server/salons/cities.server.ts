import { sql, type SQL } from 'drizzle-orm'
import type { CityTile } from '~/lib/cities/city'
import { citySlugPath, paths } from '~/lib/common/paths'
import { CITY_PLACEHOLDER_PHOTO } from '~/lib/salons/salon-card'
import { directoryHref } from '~/lib/search/search-params'
import type { Actor } from '../accounts/actor.server'
import { cached, publicData } from '../platform/cache.server'
import { db } from '../platform/db/client.server'
import { cityRows } from '../cities/names.server'

/**
 * The cities with their salons counted: the city list, the home page's popular cities, the city picker,
 * a city's page and the pages a burst of visitors lands on. A city knows no salon, so the counts are
 * made here, and the reads of the domains above that count salons per city ask `salonCountIn` and `hasSalons`.
 */

/** How many salons the city in `cityId` (a column of the caller's) has. */
export const salonCountIn = (cityId: SQL) => sql<number>`(select count(*)::int from pet_groomers g where g.city_id = ${cityId})`

/** Whether the city in `cityId` (a column of the caller's) has a salon. */
export const hasSalons = (cityId: SQL) => sql<boolean>`exists (select 1 from pet_groomers g where g.city_id = ${cityId})`

type CityRow = { id: number; name: string; slug: string; photo_url: string | null; salon_count: number }

const toTile = (row: CityRow): CityTile => ({
	id: row.id,
	name: row.name,
	slug: row.slug,
	photo: row.photo_url?.trim() || CITY_PLACEHOLDER_PHOTO,
	salonCount: row.salon_count,
})

// One collator for every sort: localeCompare with options builds a new one per comparison.
const byName = new Intl.Collator('nl', { ignorePunctuation: true })

const COUNTS = sql`(select city_id, count(*)::int as salon_count from pet_groomers where city_id is not null group by city_id)`

/** Every city with its number of salons (groomer_count), alphabetically; counted at most every 30 s. */
const citiesWithCounts = cached(30_000, async (): Promise<CityTile[]> => {
	const { rows } = await db().execute<CityRow>(sql`
		select c.id, c.name, c.slug, c.photo_url, coalesce(n.salon_count, 0) as salon_count
		from ${cityRows()} c left join ${COUNTS} n on n.city_id = c.id`)
	// Sorted here: "'s-Hertogenbosch" belongs under S, whatever the database's collation.
	return rows.map(toTile).sort((a, b) => byName.compare(a.name, b.name))
})

/** Every city with its number of salons, alphabetically. */
export async function allCities(_actor: Actor): Promise<CityTile[]> {
	return citiesWithCounts()
}

/**
 * Every city's name, alphabetically, for the city picker. Only the names: the page sends them twice
 * (the options, and the data the page hydrates from), and each slug follows from its name.
 */
export async function cityPickerNames(_actor: Actor): Promise<string[]> {
	return (await citiesWithCounts()).map((city) => city.name)
}

/** The cities with the most salons (the home page shows six). */
export async function popularCities(_actor: Actor, { limit }: { limit: number }): Promise<CityTile[]> {
	return (await citiesWithCounts())
		.filter((city) => city.salonCount > 0)
		.sort((a, b) => b.salonCount - a.salonCount || byName.compare(a.name, b.name))
		.slice(0, limit)
}

/**
 * The pages a burst of visitors lands on first: home, the city list, the blog, and the page and the
 * search of the `cities` cities with the most salons.
 */
export async function entryPagePaths(actor: Actor, { cities }: { cities: number }): Promise<string[]> {
	const popular = cities > 0 ? await popularCities(actor, { limit: cities }) : []
	return [
		paths.home,
		paths.cities,
		paths.blog,
		...popular.flatMap((city) => [citySlugPath(city.slug), directoryHref({ location: city.name })]),
	]
}

const cityBySlug = publicData.keyed(async (slug: string): Promise<CityTile | undefined> => {
	const { rows } = await db().execute<CityRow>(sql`
		select c.id, c.name, c.slug, c.photo_url, ${salonCountIn(sql`c.id`)} as salon_count
		from ${cityRows()} c where c.slug = ${slug}`)
	return rows[0] && toTile(rows[0])
})

/** The city record for a /city/{slug} URL, or undefined. */
export const findCityBySlug = (_actor: Actor, { slug }: { slug: string }) => cityBySlug(slug)
