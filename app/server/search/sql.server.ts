import { sql, type SQL } from 'drizzle-orm'
import { EARTH_RADIUS_KM, type Point } from '~/lib/search/distance'
import { BY_RATING } from '../salons/card-sql.server'

const NAME = sql`immutable_unaccent(lower(g.name))`
const CITY = sql`immutable_unaccent(lower(g.search_city))`

/**
 * Every word is the start of a word in the Dutch full text of name, city and address (stemmed,
 * accent-free): one GIN index lookup, no per-row work. Words are [a-z0-9] only.
 */
export function exactTextMatch(words: readonly string[]): SQL {
	return sql`g.search_vector @@ to_tsquery('dutch', ${words.map((word) => `${word}:*`).join(' & ')})`
}

/**
 * The typo-tolerant fallback: every word matches by full text, or closely (trigram word
 * similarity) a word of the name or the city. Each branch has its own index, but the
 * similarity is computed per candidate row, so it runs only when the exact match finds nothing.
 */
export function fuzzyTextMatch(words: readonly string[]): SQL {
	const perWord = words.map(
		(word) => sql`(g.search_vector @@ to_tsquery('dutch', ${`${word}:*`}) or ${word} <% ${NAME} or ${word} <% ${CITY})`,
	)
	return sql.join(perWord, sql` and `)
}

/**
 * The exact name first, then names that start with the query, then (for a fuzzy search) the
 * closest names, then rating. Case-insensitive through the stored lower-case name, which the rank
 * index carries: a broad search (half the directory) compares bytes and never reads a salon row.
 */
export function textRank(text: string, options: { fuzzy: boolean }): SQL {
	const lowered = text.toLowerCase()
	const closeness = options.fuzzy ? sql`word_similarity(${lowered}, g.name_lower) desc,` : sql``
	return sql`(g.name_lower = ${lowered}) desc, starts_with(g.name_lower, ${lowered}) desc, ${closeness} ${BY_RATING}`
}

/** Haversine distance in km from a point to the salon, null without coordinates; lib/search/distance.ts has the same formula. */
export function distanceKm(point: Point): SQL {
	// least() skips NULLs, so a salon without coordinates must be caught before it.
	return sql`(case when g.latitude is null or g.longitude is null then null else ${EARTH_RADIUS_KM} * 2 * asin(least(1, sqrt(
		power(sin(radians(g.latitude - ${point.lat}) / 2), 2)
		+ cos(radians(${point.lat}::float8)) * cos(radians(g.latitude)) * power(sin(radians(g.longitude - ${point.lng}) / 2), 2)))) end)`
}

const earthPointOf = (point: Point) => sql`ll_to_earth(${point.lat}, ${point.lng})`

/**
 * The radius as earthdistance measures it. Its sphere is a little larger than the haversine's
 * (6,378,168 m against 6,371 km), so the radius goes over through the angle it spans: both then
 * agree on which salons lie within it.
 */
/** A distance over the earth as earthdistance measures it (a number of km, or a column of them). */
export const arcOnEarth = (radiusKm: number | SQL) => sql`(${radiusKm}::float8 / ${EARTH_RADIUS_KM} * earth())`

/**
 * Salons within the radius, from the GiST index on their points alone (no table rows read): the
 * index finds the box around the circle, the straight-line distance through the earth decides.
 */
export function withinRadius(point: Point, radiusKm: number): SQL {
	return sql`(earth_box(${earthPointOf(point)}, ${arcOnEarth(radiusKm)}) @> g.earth_point
		and g.earth_point <-> ${earthPointOf(point)} <= gc_to_sec(${arcOnEarth(radiusKm)}))`
}

/**
 * Nearest first. The straight line between two points on a sphere orders them as the distance over
 * it does, and the GiST index walks that order (KNN) without sorting the salons around the place.
 */
export function nearestFirst(point: Point): SQL {
	return sql`g.earth_point <-> ${earthPointOf(point)}`
}

export const WITH_COORDINATES = sql`g.earth_point is not null`
export const WITHOUT_COORDINATES = sql`(g.latitude is null or g.longitude is null)`
