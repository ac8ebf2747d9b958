import { eq, sql } from 'drizzle-orm'
import { db } from './db/client.server'
import { cities, petGroomers } from './db/schema.server'
import { logger } from './logger.server'

/** Number of salons in the directory; undefined when it cannot be read (the spec counts that as no data). */
export async function countSalons(): Promise<number | undefined> {
	try {
		const [row] = await db().select({ count: sql<number>`count(*)` }).from(petGroomers)
		return row!.count
	} catch (error) {
		logger.error({ err: error }, 'salon count failed')
		return undefined
	}
}

/** One salon with its city name, by numeric id or by slug; undefined when there is none. */
export async function findSalon(param: { id: number } | { slug: string }) {
	const where = 'id' in param ? eq(petGroomers.id, param.id) : eq(petGroomers.slug, param.slug)
	const [row] = await db()
		.select({ salon: petGroomers, cityName: cities.name })
		.from(petGroomers)
		.leftJoin(cities, eq(cities.id, petGroomers.city_id))
		.where(where)
		.limit(1)
	return row ? { ...row.salon, city_name: row.cityName } : undefined
}
