import { and, eq, lt } from 'drizzle-orm'
import { db } from './platform/db/client.server'
import { smsCodes } from '~/server/accounts/tables.server'
import { listingClaims } from '~/server/claims/tables.server'
import { contactMessages } from '~/server/contact/tables.server'
import { smsOutbox } from '~/server/platform/db/tables.server'
import { listingSubmissions } from '~/server/submissions/tables.server'
import { geocodeAnswers } from './platform/geocode/offline.server'
import { purgeUsedProofsOfWork } from './platform/proof-of-work.server'
import { purgeExpiredLimits } from './platform/rate-limit.server'
import { purgeOldStatistics } from './statistics/statistics.server'
import { purgeOldVisitors } from './statistics/visitors.server'
import { purgeOldPlaceRequests } from './place-requests/expire.server'

const DAY_MS = 24 * 60 * 60 * 1000
const YEAR_MS = 365 * DAY_MS

/**
 * Deletes what the privacy policy promises not to keep: contact messages, rejected claims and
 * rejected submissions older than a year, daily salon statistics older than 25 months, the
 * statistics' salts and visitor keys after their day, the web geocoder's answers (what visitors
 * searched) once they are no longer read, SMS codes once they have expired, the demo SMS outbox after
 * a day, rate-limit counters whose window has ended, used proof-of-work challenges once expired and
 * place requests 12 months after they closed. Runs daily as a background job.
 */
export async function purgeExpiredRecords(now = new Date()) {
	const yearAgo = new Date(now.getTime() - YEAR_MS)
	await db().transaction(async (tx) => {
		await tx.delete(contactMessages).where(lt(contactMessages.createdAt, yearAgo))
		await tx.delete(listingClaims).where(and(eq(listingClaims.status, 'rejected'), lt(listingClaims.reviewed_at, yearAgo)))
		await tx.delete(listingSubmissions).where(and(eq(listingSubmissions.status, 'rejected'), lt(listingSubmissions.reviewed_at, yearAgo)))
		await geocodeAnswers.purge(tx, now)
		await purgeOldStatistics(tx, now)
		await purgeOldVisitors(tx, now)
		await purgeOldPlaceRequests(tx, now)
		// An expired code can never be used again, yet holds a number and a pending password hash.
		await tx.delete(smsCodes).where(lt(smsCodes.expires_at, now))
		await tx.delete(smsOutbox).where(lt(smsOutbox.createdAt, new Date(now.getTime() - DAY_MS)))
		await purgeExpiredLimits(tx, now)
		await purgeUsedProofsOfWork(tx, now)
	})
}
