import { and, eq, lt } from 'drizzle-orm'
import { db } from './db/client.server'
import { contactMessages, listingClaims, listingSubmissions } from './db/schema.server'
import { geocodeAnswers } from './geocode/offline.server'
import { purgeOldStatistics } from './statistics/statistics.server'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/**
 * Deletes what the privacy policy promises not to keep: contact messages, rejected claims and
 * rejected submissions older than a year, daily salon statistics older than 25 months, and the web geocoder's answers (what visitors searched)
 * once they are no longer read. Runs daily as a background job.
 */
export async function purgeExpiredRecords(now = new Date()) {
	const yearAgo = new Date(now.getTime() - YEAR_MS)
	await db().transaction(async (tx) => {
		await tx.delete(contactMessages).where(lt(contactMessages.createdAt, yearAgo))
		await tx.delete(listingClaims).where(and(eq(listingClaims.status, 'rejected'), lt(listingClaims.reviewed_at, yearAgo)))
		await tx.delete(listingSubmissions).where(and(eq(listingSubmissions.status, 'rejected'), lt(listingSubmissions.reviewed_at, yearAgo)))
		await geocodeAnswers.purge(tx, now)
		await purgeOldStatistics(tx, now)
	})
}
