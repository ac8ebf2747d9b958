import type { Executor } from '../platform/db/client.server'
import { salonStatistics } from '~/server/statistics/tables.server'

/** The demo seeder's daily figures, added in one statement. */
export async function insertDailyStatistics(executor: Executor, rows: (typeof salonStatistics.$inferInsert)[]) {
	await executor.insert(salonStatistics).values(rows)
}
