import { and, desc, eq } from 'drizzle-orm'
import { publicData } from '../platform/cache.server'
import { db } from '../platform/db/client.server'
import { reviews } from '~/server/reviews/tables.server'
import { SHOWN_REVIEWS } from '~/lib/reviews/reviews'

/**
 * A salon's published reviews, newest first: only what the author chose to show (first name, month,
 * score, text) and the owner's reply. Nothing that names an account.
 */
export const publishedReviews = publicData.keyed(async (salonId: number) => {
	const rows = await db()
		.select({
			id: reviews.id,
			authorName: reviews.author_name,
			score: reviews.score,
			body: reviews.body,
			visitMonth: reviews.visit_month,
			confirmedVisit: reviews.confirmed_visit,
			reply: reviews.reply,
			publishedAt: reviews.published_at,
		})
		.from(reviews)
		.where(and(eq(reviews.salon_id, salonId), eq(reviews.status, 'published')))
		.orderBy(desc(reviews.published_at), desc(reviews.id))
		.limit(SHOWN_REVIEWS)
	return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString().slice(0, 10) ?? null }))
})

export type PublicReview = Awaited<ReturnType<typeof publishedReviews>>[number]
