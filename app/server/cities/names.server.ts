import { eq, inArray } from 'drizzle-orm'
import { db, type Executor } from '../platform/db/client.server'
import { cities } from '~/server/cities/tables.server'

/** Whether a city has this id. */
export async function isCityId(id: number, executor: Executor = db()) {
	const [city] = await executor.select({ id: cities.id }).from(cities).where(eq(cities.id, id))
	return Boolean(city)
}

/** The names of these cities, as a lookup: null for no city (a null id) or an id that names none. */
export async function cityNames(ids: readonly (number | null)[], executor: Executor = db()) {
	const known = [...new Set(ids.filter((id) => id !== null))]
	const rows = known.length ? await executor.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, known)) : []
	const names = new Map(rows.map((row) => [row.id, row.name]))
	return (id: number | null) => (id === null ? null : (names.get(id) ?? null))
}
