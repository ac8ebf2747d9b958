import { eq, inArray, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { db, type Executor, type Transaction } from '../platform/db/client.server'
import { cities } from '~/server/cities/tables.server'

/**
 * The cities' names as a table to join, so that a list stays one query: `cityNames().as('city')` in a
 * drizzle select, `${cityNames()} c` in raw SQL. The cities table is this domain's alone.
 */
export const cityNames = () => new QueryBuilder().select({ id: cities.id, name: cities.name }).from(cities)

/**
 * Every city's row (name, page slug, own centre, photo) as a table to join: `${cityRows()} c` in raw
 * SQL, for the reads of the domains above that count or place their rows per city.
 */
export const cityRows = () =>
	new QueryBuilder()
		.select({ id: cities.id, name: cities.name, slug: cities.slug, lat: cities.lat, lng: cities.lng, photo_url: cities.photo_url })
		.from(cities)

/** The city of that name (any case or accents), or a new one placed at `point`. */
export async function cityNamed(tx: Transaction, name: string, point: { lat: number | null; lng: number | null }): Promise<number> {
	const [existing] = await tx
		.select({ id: cities.id })
		.from(cities)
		.where(sql`immutable_unaccent(lower(${cities.name})) = immutable_unaccent(lower(${name}))`)
		.limit(1)
	if (existing) return existing.id
	const [created] = await tx
		.insert(cities)
		.values({ name, ...point })
		.onConflictDoUpdate({ target: cities.name, set: { name: sql`excluded.name` } })
		.returning({ id: cities.id })
	return created!.id
}

/** Whether a city has this id. */
export async function isCityId(id: number, executor: Executor = db()) {
	const [city] = await executor.select({ id: cities.id }).from(cities).where(eq(cities.id, id))
	return Boolean(city)
}

/** The names of these cities, as a lookup: null for no city (a null id) or an id that names none. */
export async function cityNamesOf(ids: readonly (number | null)[], executor: Executor = db()) {
	const known = [...new Set(ids.filter((id) => id !== null))]
	const rows = known.length ? await executor.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, known)) : []
	const names = new Map(rows.map((row) => [row.id, row.name]))
	return (id: number | null) => (id === null ? null : (names.get(id) ?? null))
}
