import { hash, randomBytes } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import { clientKey } from '~/server/platform/client-address.server'
import { dutchDay } from '~/lib/common/dutch-date'
import { agentGroup } from '~/server/statistics/visit-rules.server'
import { db, type Database, type Executor } from '../platform/db/client.server'
import { statisticsSalts, statisticsVisits } from '~/server/statistics/tables.server'

/**
 * This process's salt of the day (of the database it was read from), read once a day; a failed read is
 * tried again a second later, not by every beacon.
 */
let current: { database: Database; day: string; salt: Promise<string> } | undefined
const RETRY_MS = 1000

/** The salt of a Dutch day's visitor keys: the same in every process and instance. */
export function dailySalt(day: string): Promise<string> {
	if (current?.day !== day || current.database !== db()) {
		const salt = readSalt(day)
		current = { database: db(), day, salt }
		salt.catch(() => {
			setTimeout(() => {
				if (current?.salt === salt) current = undefined
			}, RETRY_MS).unref()
		})
	}
	return current.salt
}

/** Makes the day's salt unless another process did, reads the one that counts, and deletes those of days gone by. */
async function readSalt(day: string) {
	await db()
		.insert(statisticsSalts)
		.values({ day, salt: randomBytes(16).toString('base64url') })
		.onConflictDoNothing()
	const [row] = await db().select({ salt: statisticsSalts.salt }).from(statisticsSalts).where(eq(statisticsSalts.day, day))
	await db().delete(statisticsSalts).where(lt(statisticsSalts.day, day))
	return row!.salt
}

/**
 * A person as the statistics know them for one day: a hash of the day's salt, the client address (an
 * IPv6 client per /64) and the group of its user agent, 132 bits of it. Without the salt it cannot be
 * tied to an address.
 */
export function visitorKey(salt: string, clientIp: string, userAgent: string): string {
	return hash('sha256', `${salt}|${clientKey(clientIp)}|${agentGroup(userAgent)}`, 'base64url').slice(0, 22)
}

/** Salts and visitor keys are kept for their own day only. */
export async function purgeOldVisitors(executor: Executor, now = new Date()) {
	const today = dutchDay(now)
	await executor.delete(statisticsSalts).where(lt(statisticsSalts.day, today))
	await executor.delete(statisticsVisits).where(lt(statisticsVisits.day, today))
}
