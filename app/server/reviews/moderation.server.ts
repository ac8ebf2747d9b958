import { and, desc, eq, or, sql } from 'drizzle-orm'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { adminEmails } from '../accounts/users.server'
import { recordAudit } from '../audit/record.server'
import { person } from '../accounts/person.server'
import { db } from '../platform/db/client.server'
import { reviewReports, reviews, salons } from '../platform/db/schema.server'
import { conflict, notFound } from '../platform/errors.server'
import { limitRequest } from '../platform/rate-limit.server'
import { queueModerationNotice, queueNewReviewMail, queueReviewRemovedMail } from './mails.server'
import { REVIEW_NOT_FOUND } from '~/lib/schemas/review'
import { lockReview, refreshSalonScore } from './shared.server'

/** What the report page shows of a review: the shown parts only; 404 unless it is shown. */
export async function reviewToReport(reviewId: number) {
	const [row] = await db()
		.select({
			id: reviews.id,
			authorName: reviews.author_name,
			score: reviews.score,
			body: reviews.body,
			salonName: salons.name,
			salonId: salons.id,
			salonSlug: salons.slug,
		})
		.from(reviews)
		.innerJoin(salons, eq(salons.id, reviews.salon_id))
		.where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')))
	if (!row) throw notFound(REVIEW_NOT_FOUND)
	return row
}

/**
 * Anyone's report of a shown review (signed in or not), limited per client and per account. The
 * review keeps showing until an admin decides; the admins are told of its first open report.
 */
export async function reportReview(actor: Actor, reviewId: number, reason: string) {
	// Anyone may report, signed in or not: no policy call, only the limits.
	const {
		user: reporter,
		client: { ip: client },
	} = actor
	await limitRequest('reportPerClient', client)
	if (reporter) await limitRequest('reportPerUser', reporter.id)
	await db().transaction(async (tx) => {
		const review = await lockReview(tx, reviewId)
		if (review.status !== 'published') throw notFound(REVIEW_NOT_FOUND)
		const [open] = await tx
			.select({ count: sql<number>`count(*)::int` })
			.from(reviewReports)
			.where(and(eq(reviewReports.review_id, review.id), eq(reviewReports.status, 'open')))
		await tx.insert(reviewReports).values({ review_id: review.id, reason, reporter_id: reporter?.id ?? null })
		if (open!.count === 0) {
			const salon = { id: review.salonId, name: review.salonName, slug: review.salonSlug }
			await queueModerationNotice(tx, await adminEmails(tx), salon, `Een beoordeling is gemeld. De reden: ${reason}`)
		}
	})
}

/** The admin's tab: reviews with open reports (and their reasons) and reviews that wait before they show, oldest first. */
export async function reviewsForModeration(actor: Actor) {
	await authorize(actor, 'admin:act')
	const openReports = sql<string[]>`coalesce((select array_agg(r.reason order by r.created_at) from review_reports r
		where r.review_id = ${reviews.id} and r.status = 'open'), '{}')`
	return db()
		.select({
			id: reviews.id,
			status: reviews.status,
			heldReason: reviews.held_reason,
			authorName: reviews.author_name,
			score: reviews.score,
			body: reviews.body,
			visitMonth: reviews.visit_month,
			salonName: salons.name,
			salonId: salons.id,
			salonSlug: salons.slug,
			reports: openReports,
		})
		.from(reviews)
		.innerJoin(salons, eq(salons.id, reviews.salon_id))
		.where(
			or(
				eq(reviews.status, 'pending'),
				and(
					eq(reviews.status, 'published'),
					sql`exists (select 1 from review_reports r where r.review_id = ${reviews.id} and r.status = 'open')`,
				),
			),
		)
		.orderBy(desc(reviews.createdAt))
		.limit(200)
}

/**
 * Keep a reported review (its reports are closed) or let a held one show; or remove either with a
 * reason that is mailed to the author. The salon's score follows; every decision is audited.
 */
export async function moderateReview(actor: Actor, decision: { intent: 'keep' } | { intent: 'remove'; reason: string }, reviewId: number) {
	const admin = await authorize(actor, 'admin:act')
	await db().transaction(async (tx) => {
		const review = await lockReview(tx, reviewId)
		if (review.status === 'removed') throw conflict('Deze beoordeling is al verwijderd.')
		const salon = { id: review.salonId, name: review.salonName, slug: review.salonSlug }
		await tx
			.update(reviewReports)
			.set({ status: 'handled' })
			.where(and(eq(reviewReports.review_id, review.id), eq(reviewReports.status, 'open')))
		if (decision.intent === 'keep') {
			if (review.status === 'pending') {
				await tx.update(reviews).set({ status: 'published', held_reason: null, published_at: new Date() }).where(eq(reviews.id, review.id))
				await refreshSalonScore(tx, review.salonId)
				if (review.ownerId) {
					const [shown] = await tx
						.select({ score: reviews.score, visitMonth: reviews.visit_month })
						.from(reviews)
						.where(eq(reviews.id, review.id))
					await queueNewReviewMail(tx, await person(tx, review.ownerId), salon, { authorName: review.authorName, ...shown! })
				}
			}
			const action = review.status === 'pending' ? 'publish' : 'keep'
			await recordAudit(tx, {
				actorId: admin.id,
				action,
				entity: 'review',
				entityId: review.id,
				changes: { status: [review.status, 'published'] },
			})
			return
		}
		await tx.update(reviews).set({ status: 'removed', removal_reason: decision.reason }).where(eq(reviews.id, review.id))
		await refreshSalonScore(tx, review.salonId)
		await recordAudit(tx, {
			actorId: admin.id,
			action: 'remove',
			entity: 'review',
			entityId: review.id,
			changes: { status: [review.status, 'removed'], removal_reason: [null, decision.reason] },
		})
		await queueReviewRemovedMail(tx, await person(tx, review.userId), salon, decision.reason)
	})
}
