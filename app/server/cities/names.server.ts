import { sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Transaction } from '../platform/db/client.server'
import { cities } from '~/server/cities/tables.server'

/**
 * The cities' names as a table to join, so that a list stays one query: `cityNames().as('city')` in a
 * drizzle select, `${cityNames()} c` in raw SQL. The cities table is this domain's alone.
 */
export const cityNames = () => new QueryBuilder().select({ id: cities.id, name: cities.name }).from(cities)

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
