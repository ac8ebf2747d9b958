import { sql } from 'drizzle-orm'
import { db } from './db/client.server'
import { petGroomers } from './db/schema.server'
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
