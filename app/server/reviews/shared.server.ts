import { and, eq, sql } from 'drizzle-orm'
import { isPlaceholderEmail } from '~/lib/accounts/phone'
import { REVIEW_NOT_FOUND } from '~/lib/reviews/schema'
import { parseSalonParam } from '~/lib/salons/slug'
import type { Executor } from '../platform/db/client.server'
import { db } from '../platform/db/client.server'
import { accountById } from '../accounts/lookups.server'
import { reviews } from '~/server/reviews/tables.server'
import { salonById, salonBySlugOrId } from '../salons/lookups.server'
import { setOwnScore } from '../salons/own-score.server'
import { notFound } from '../platform/errors.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

/** The salon a review route names (slug or id): its id, name, path parts and owner; 404 when there is none. */
export async function salonForReview(slugOrId: string, executor: Executor = db()) {
	const param = parseSalonParam(slugOrId)
	// An id no salon can have (past PostgreSQL's integer) is a salon that does not exist, not a failed query.
	if ('id' in param && param.id > 2_147_483_647) throw notFound(SALON_NOT_FOUND)
	const salon = await salonBySlugOrId(executor, param)
	if (!salon) throw notFound(SALON_NOT_FOUND)
	return { id: salon.id, name: salon.name, slug: salon.slug, ownerId: salon.owner_id }
}

/** Whether the account has a confirmed e-mail address (not the stand-in of a phone account) or a confirmed number. */
export async function hasConfirmedContact(userId: string, executor: Executor = db()) {
	const row = await accountById(executor, userId)
	if (!row) return false
	return (row.emailVerified && !isPlaceholderEmail(row.email)) || row.phoneVerified
}

/**
 * Sets the salon's own average and count from its published reviews, in the caller's transaction;
 * the generated rank columns follow, so lists order by the new score at once.
 */
export async function refreshSalonScore(tx: Executor, salonId: number) {
	const [score] = await tx
		.select({ average: sql<number | null>`avg(${reviews.score})::float8`, count: sql<number>`count(*)::int` })
		.from(reviews)
		.where(and(eq(reviews.salon_id, salonId), eq(reviews.status, 'published')))
	await setOwnScore(tx, salonId, score!)
}

/** A review with its salon, locked for a change. */
export async function lockReview(tx: Executor, reviewId: number) {
	const [row] = await tx
		.select({
			id: reviews.id,
			salonId: reviews.salon_id,
			userId: reviews.user_id,
			status: reviews.status,
			reply: reviews.reply,
			authorName: reviews.author_name,
		})
		.from(reviews)
		.where(eq(reviews.id, reviewId))
		.for('update')
	const salon = row && (await salonById(tx, row.salonId))
	if (!row || !salon) throw notFound(REVIEW_NOT_FOUND)
	return { ...row, salonName: salon.name, salonSlug: salon.slug, ownerId: salon.owner_id }
}
