import type { Executor } from '../platform/db/client.server'
import { placements } from '~/server/featured/tables.server'

/** The demo seeder's placements, added in one statement. */
export async function insertPlacements(executor: Executor, rows: (typeof placements.$inferInsert)[]) {
	await executor.insert(placements).values(rows)
}
