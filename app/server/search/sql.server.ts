import { sql, type SQL } from 'drizzle-orm'
import { boundingBox, type Point } from '~/lib/distance'

/** The columns a salon card needs, from `pet_groomers g left join cities c`; only the first gallery image. */
export const CARD_COLUMNS = sql`g.id, g.name, g.slug, g.formatted_address, g.search_city, c.name as city_name, g.rating,
	g.user_ratings_total, g.services_nl, g.main_photo_url, g.gallery[1:1] as gallery`

export const FROM_SALONS = sql`pet_groomers g left join cities c on c.id = g.city_id`

/** Best first when nothing else decides: rating, then how many reviews back it up. */
export const BY_RATING = sql`g.rating desc, g.user_ratings_total desc, g.id`

const folded = (column: SQL) => sql`immutable_unaccent(lower(${column}))`
const NAME = folded(sql`g.name`)
const CITY = folded(sql`g.search_city`)

/**
 * Every word must match the salon: by Dutch full text on name, city and address (prefix, so a
 * word being typed matches), or with a typo in the name or city (trigram word similarity). Each
 * branch has its own index; words are [a-z0-9] only.
 */
export function textMatch(words: readonly string[]): SQL {
	const perWord = words.map(
		(word) => sql`(g.search_vector @@ to_tsquery('dutch', ${`${word}:*`}) or ${word} <% ${NAME} or ${word} <% ${CITY})`,
	)
	return sql.join(perWord, sql` and `)
}

/** Exact name first, then names that start with the query, then the closest names, then rating. */
export function textRank(foldedQuery: string): SQL {
	return sql`(${NAME} = ${foldedQuery}) desc, starts_with(${NAME}, ${foldedQuery}) desc,
		word_similarity(${foldedQuery}, ${NAME}) desc, ${BY_RATING}`
}

/** Haversine distance in km from a point to the salon (null without coordinates); lib/distance.ts has the same formula. */
export function distanceKm(point: Point): SQL {
	return sql`(6371 * 2 * asin(least(1, sqrt(
		power(sin(radians(g.latitude - ${point.lat}) / 2), 2)
		+ cos(radians(${point.lat}::float8)) * cos(radians(g.latitude)) * power(sin(radians(g.longitude - ${point.lng}) / 2), 2)))))`
}

/** Salons within the radius: a bounding-box prefilter (lat/lng index), then the exact distance. */
export function withinRadius(point: Point, radiusKm: number): SQL {
	const box = boundingBox(point, radiusKm)
	return sql`(g.latitude between ${box.minLat} and ${box.maxLat} and g.longitude between ${box.minLng} and ${box.maxLng}
		and ${distanceKm(point)} <= ${radiusKm})`
}

export const WITHOUT_COORDINATES = sql`(g.latitude is null or g.longitude is null)`
