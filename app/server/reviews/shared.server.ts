import { eq, sql } from 'drizzle-orm'
import { isPlaceholderEmail } from '~/lib/accounts/phone'
import { REVIEW_NOT_FOUND } from '~/lib/reviews/schema'
import { parseSalonParam } from '~/lib/salons/slug'
import type { Executor } from '../platform/db/client.server'
import { db } from '../platform/db/client.server'
import { users } from '~/server/accounts/tables.server'
import { reviews } from '~/server/reviews/tables.server'
import { salons } from '~/server/salons/tables.server'
import { notFound } from '../platform/errors.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

/** The salon a review route names (slug or id): its id, name, path parts and owner; 404 when there is none. */
export async function salonForReview(slugOrId: string, executor: Executor = db()) {
	const param = parseSalonParam(slugOrId)
	// An id no salon can have (past PostgreSQL's integer) is a salon that does not exist, not a failed query.
	if ('id' in param && param.id > 2_147_483_647) throw notFound(SALON_NOT_FOUND)
	const where = 'id' in param ? eq(salons.id, param.id) : eq(salons.slug, param.slug)
	const [salon] = await executor
		.select({ id: salons.id, name: salons.name, slug: salons.slug, ownerId: salons.owner_id })
		.from(salons)
		.where(where)
		.limit(1)
	if (!salon) throw notFound(SALON_NOT_FOUND)
	return salon
}

/** Whether the account has a confirmed e-mail address (not the stand-in of a phone account) or a confirmed number. */
export async function hasConfirmedContact(userId: string, executor: Executor = db()) {
	const [row] = await executor
		.select({ email: users.email, emailVerified: users.emailVerified, phoneVerified: users.phoneNumberVerified })
		.from(users)
		.where(eq(users.id, userId))
	if (!row) return false
	return (row.emailVerified && !isPlaceholderEmail(row.email)) || row.phoneVerified
}

/**
 * Sets the salon's own average and count from its published reviews, in the caller's transaction;
 * the generated rank columns follow, so lists order by the new score at once.
 */
export async function refreshSalonScore(tx: Executor, salonId: number) {
	await tx.execute(sql`
		update pet_groomers set
			review_average = (select avg(score)::float8 from reviews where salon_id = ${salonId} and status = 'published'),
			review_count = (select count(*)::int from reviews where salon_id = ${salonId} and status = 'published')
		where id = ${salonId}`)
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
			salonName: salons.name,
			salonSlug: salons.slug,
			ownerId: salons.owner_id,
		})
		.from(reviews)
		.innerJoin(salons, eq(salons.id, reviews.salon_id))
		.where(eq(reviews.id, reviewId))
		.for('update', { of: reviews })
	if (!row) throw notFound(REVIEW_NOT_FOUND)
	return row
}
