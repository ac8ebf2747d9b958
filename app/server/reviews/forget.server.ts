import { and, eq, lt } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { refreshSalonScore } from './shared.server'
import { reviewReports, reviews } from './tables.server'

/** Deletes objections to reviews that an admin handled and that are older than `before` (a year, as the privacy page says). */
export async function forgetHandledReports(executor: Executor, before: Date) {
	await executor.delete(reviewReports).where(and(eq(reviewReports.status, 'handled'), lt(reviewReports.createdAt, before)))
}

/**
 * Deletes an account's reviews (with the account), and sets each salon's own score without them, so no
 * average keeps counting a review that is gone.
 */
export async function forgetReviewsOf(tx: Executor, userId: string) {
	const gone = await tx.delete(reviews).where(eq(reviews.user_id, userId)).returning({ salonId: reviews.salon_id })
	for (const salonId of new Set(gone.map((review) => review.salonId))) await refreshSalonScore(tx, salonId)
}
