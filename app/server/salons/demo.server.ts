import { eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'

type NewSalon = typeof salons.$inferInsert

/** How many salons the directory holds. */
export async function salonCount(executor: Executor) {
	const [row] = await executor.select({ count: sql<number>`count(*)` }).from(salons)
	return row!.count
}

/**
 * The demo seeder's writes. Emptying the salons numbers them from 1 again and empties every table
 * that refers to one (TRUNCATE … CASCADE): claims, submissions' links, placements, reviews, statistics …
 */
export async function clearSalons(executor: Executor) {
	await executor.execute(sql`truncate ${salons} restart identity cascade`)
}

/** Adds salons in one statement (a batch of the seeder's thousands). */
export async function insertSalons(executor: Executor, rows: NewSalon[]) {
	await executor.insert(salons).values(rows)
}

/** Gives the city's first salon (the lowest id) these values, its owner among them; answers its id. */
export async function setFirstSalonOf(
	executor: Executor,
	cityId: number,
	values: Pick<NewSalon, 'owner_id' | 'accepts_new_clients' | 'waiting_weeks' | 'availability_updated_at'>,
) {
	const [salon] = await executor.select({ id: salons.id }).from(salons).where(eq(salons.city_id, cityId)).orderBy(salons.id).limit(1)
	await executor.update(salons).set(values).where(eq(salons.id, salon!.id))
	return salon!.id
}

/** Gives the first `count` salons of the city (by id) that have no owner but opening hours to this owner; their ids. */
export async function giveUnownedWithHours(executor: Executor, cityId: number, count: number, ownerId: string) {
	const rows = await executor
		.select({ id: salons.id })
		.from(salons)
		.where(sql`${salons.city_id} = ${cityId} and ${salons.owner_id} is null and cardinality(${salons.opening_hours}) > 0`)
		.orderBy(salons.id)
		.limit(count)
	const ids = rows.map((row) => row.id)
	if (ids.length) await executor.update(salons).set({ owner_id: ownerId }).where(inArray(salons.id, ids))
	return ids
}

/** `count` salons of the city without an owner, past its most rated ones (those carry the featured places). */
export async function unownedForReviews(executor: Executor, cityId: number, count: number) {
	const rows = await executor
		.select({ id: salons.id })
		.from(salons)
		.where(sql`${salons.city_id} = ${cityId} and ${salons.owner_id} is null`)
		.orderBy(sql`${salons.user_ratings_total} desc, ${salons.id}`)
		.offset(5)
		.limit(count)
	return rows.map((row) => row.id)
}

/** The ids of at most `count` salons of the city without an owner but with a photo, the most rated first. */
export async function mostRatedUnownedWithPhoto(executor: Executor, cityId: number, count: number) {
	const rows = await executor
		.select({ id: salons.id })
		.from(salons)
		.where(sql`${salons.city_id} = ${cityId} and ${salons.owner_id} is null and ${salons.main_photo_url} is not null`)
		.orderBy(sql`${salons.user_ratings_total} desc, ${salons.id}`)
		.limit(count)
	return rows.map((row) => row.id)
}
