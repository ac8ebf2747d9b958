import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { authorize } from './permissions.server'
import type { Actor } from '../accounts/actor.server'
import { recordAudit } from '../audit/record.server'
import { db } from '../platform/db/client.server'
import { reviews } from '~/server/reviews/tables.server'
import { salonIdsOwnedBy, salonRows } from '../salons/lookups.server'
import { conflict } from '../platform/errors.server'
import { REVIEW_NOT_FOUND } from '~/lib/reviews/schema'
import { lockReview } from './shared.server'

/** The reviews shown on the owner's salons, newest first, with their replies; held and removed ones are not the owner's business. */
export async function ownerReviews(actor: Actor) {
	const user = await authorize(actor, 'account:act')
	const salon = salonRows().as('salon')
	return db()
		.select({
			id: reviews.id,
			salonName: salon.name,
			authorName: reviews.author_name,
			score: reviews.score,
			body: reviews.body,
			visitMonth: reviews.visit_month,
			reply: reviews.reply,
		})
		.from(reviews)
		.innerJoin(salon, eq(salon.id, reviews.salon_id))
		.where(and(inArray(reviews.salon_id, salonIdsOwnedBy(user.id)), eq(reviews.status, 'published')))
		.orderBy(desc(reviews.published_at), desc(reviews.id))
		.limit(200)
}

const FIGURE_DAYS = 30

/** The owner's review figures over all their salons: shown reviews of the last 30 days, in all, and their average score. */
export async function ownerReviewFigures(actor: Actor, now = new Date()) {
	const user = await authorize(actor, 'account:act')
	const since = new Date(now.getTime() - FIGURE_DAYS * 24 * 60 * 60 * 1000)
	const [figures] = await db()
		.select({
			recent: sql<number>`(count(*) filter (where ${reviews.published_at} >= ${since}))::int`,
			total: sql<number>`count(*)::int`,
			average: sql<number | null>`avg(${reviews.score})::float8`,
		})
		.from(reviews)
		.where(and(inArray(reviews.salon_id, salonIdsOwnedBy(user.id)), eq(reviews.status, 'published')))
	return figures!
}

/** The owner's one reply to a shown review of their own salon; a second reply, or one to another salon's review, is refused. */
export async function replyToReview(actor: Actor, input: { reviewId: number; reply: string }) {
	const user = await authorize(actor, 'review:reply:own-salon', input.reviewId)
	await db().transaction(async (tx) => {
		const review = await lockReview(tx, input.reviewId)
		if (review.status !== 'published') throw conflict(REVIEW_NOT_FOUND)
		if (review.reply) throw conflict('Je hebt al op deze beoordeling gereageerd.')
		await tx.update(reviews).set({ reply: input.reply, replied_at: new Date() }).where(eq(reviews.id, review.id))
		await recordAudit(tx, { actorId: user.id, action: 'reply', entity: 'review', entityId: review.id })
	})
}
