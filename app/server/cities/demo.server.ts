import { sql } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { cities } from '~/server/cities/tables.server'

/**
 * The demo seeder's writes. Emptying the cities numbers them from 1 again and empties every table
 * that refers to one (TRUNCATE … CASCADE): the salons, and all that refers to a salon.
 */
export async function clearCities(executor: Executor) {
	await executor.execute(sql`truncate ${cities} restart identity cascade`)
}

/** Adds cities in one statement; answers the id and name of each. */
export async function insertCities(executor: Executor, rows: (typeof cities.$inferInsert)[]) {
	return executor.insert(cities).values(rows).returning({ id: cities.id, name: cities.name })
}
