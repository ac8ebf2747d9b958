import { sql } from 'drizzle-orm'
import type { Point } from '~/lib/search/distance'
import { foldText } from '~/lib/search/search-text'
import { cached } from '../platform/cache.server'
import { db } from '../platform/db/client.server'
import { cityRows } from '../cities/names.server'
import { compactText, matchPlace } from '../platform/fuzzy.server'
import type { Place } from '../platform/geocode/geocoder.server'
import type { AreaCentroid } from '../platform/geocode/postcode-area.server'

const TEN_MINUTES = 10 * 60_000

type CityCentre = { id: number; name: string; lat: number; lng: number }

const toPlace = (city: CityCentre): Place => ({ lat: city.lat, lng: city.lng, label: city.name, cityId: city.id })

/** Its own centre, else the middle of its located salons. */
const CITY_CENTRE = sql`
	coalesce(c.lat, (select avg(g.latitude) from pet_groomers g where g.city_id = c.id)) as lat,
	coalesce(c.lng, (select avg(g.longitude) from pet_groomers g where g.city_id = c.id)) as lng`

const located = (row: { lat: number | null; lng: number | null }): row is CityCentre & typeof row => row.lat !== null && row.lng !== null

/** Every located city by its name in letters and digits only, so that naming one asks no query. */
const citiesByName = cached(TEN_MINUTES, async (): Promise<ReadonlyMap<string, CityCentre>> => {
	const { rows } = await db().execute<{ id: number; name: string; lat: number | null; lng: number | null }>(
		sql`select c.id, c.name, ${CITY_CENTRE} from ${cityRows()} c order by c.id`,
	)
	const byName = new Map<string, CityCentre>()
	for (const row of rows.filter(located)) if (!byName.has(compactText(row.name))) byName.set(compactText(row.name), row)
	return byName
})

/** The city a whole query names (exact or with a typo), located at its centre. */
export async function findCity(text: string): Promise<Place | undefined> {
	const exact = (await citiesByName()).get(compactText(text))
	if (exact) return toPlace(exact)
	const folded = foldText(text)
	const { rows } = await db().execute<{ id: number; name: string; lat: number | null; lng: number | null }>(sql`
		select c.id, c.name, ${CITY_CENTRE}
		from ${cityRows()} c
		where immutable_unaccent(lower(c.name)) % ${folded} or immutable_unaccent(lower(c.name)) = ${folded}
		order by similarity(immutable_unaccent(lower(c.name)), ${folded}) desc
		limit 10`)
	const city = matchPlace(text, rows.filter(located))
	return city ? toPlace(city) : undefined
}

/** The centre of the located salons per 4-digit postcode; from the postcode column or the address. */
export const postcodeAreas = cached(TEN_MINUTES, async (): Promise<ReadonlyMap<string, AreaCentroid>> => {
	const { rows } = await db().execute<{ pc4: string; lat: number; lng: number; count: number }>(sql`
		select pc4, avg(latitude) as lat, avg(longitude) as lng, count(*)::int as count
		from (
			select left(coalesce(postal_code, substring(formatted_address from '\m[1-9][0-9]{3}\s?[A-Za-z]{2}\M')), 4) as pc4, latitude, longitude
			from pet_groomers
			where latitude is not null and longitude is not null
		) located
		where pc4 ~ '^[1-9][0-9]{3}$'
		group by pc4`)
	return new Map(rows.map((row) => [row.pc4, { lat: row.lat, lng: row.lng, count: row.count }]))
})

/** The centre of the located salons with this full postcode ('3554 ZD'), written with or without the space. */
export async function findPostcode(postcode: string): Promise<Point | undefined> {
	const compact = postcode.replace(/\s+/g, '').toUpperCase()
	const spaced = `${compact.slice(0, 4)} ${compact.slice(4)}`
	const { rows } = await db().execute<{ lat: number | null; lng: number | null }>(sql`
		select avg(latitude) as lat, avg(longitude) as lng from pet_groomers
		where postal_code in (${spaced}, ${compact}) and latitude is not null and longitude is not null`)
	const [row] = rows
	return row?.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : undefined
}
