import { eq } from 'drizzle-orm'
import { REVIEW_NOT_FOUND } from '~/lib/reviews/schema'
import { ownRow, policy } from '../accounts/permissions.server'
import { db } from '../platform/db/client.server'
import { reviews } from '~/server/reviews/tables.server'
import { salonOwnerId } from '../salons/owners.server'

/** The reviews' policy, besides the account's: `review:reply:own-salon` (a review of a salon the account owns). */
export const authorize = policy({
	'review:reply:own-salon': ownRow(
		{ missing: REVIEW_NOT_FOUND, notYours: 'Je kunt alleen reageren op beoordelingen van je eigen trimsalon.' },
		async (reviewId) => {
			const [review] = await db().select({ salonId: reviews.salon_id }).from(reviews).where(eq(reviews.id, reviewId))
			return review && salonOwnerId(review.salonId)
		},
	),
})
