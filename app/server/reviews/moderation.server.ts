import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { authorize } from '../accounts/permissions.server'
import type { Actor, Requester } from '../accounts/actor.server'
import { adminEmails } from '../accounts/users.server'
import { recordAudit, type AuditAction } from '../audit/record.server'
import { person } from '../accounts/person.server'
import { db, type Executor } from '../platform/db/client.server'
import { reviewReports, reviews } from '~/server/reviews/tables.server'
import { salonById, salonRows } from '../salons/lookups.server'
import { conflict, notFound } from '../platform/errors.server'
import { limitRequest } from '../platform/rate-limit.server'
import { queueModerationNotice, queueNewReviewMail, queueReviewRemovedMail } from './mails.server'
import { REVIEW_NOT_FOUND } from '~/lib/reviews/schema'
import { lockReview, refreshSalonScore } from './shared.server'

/** What the report page shows of a review: the shown parts only; 404 unless it is shown. */
export async function reviewToReport(_actor: Actor, { reviewId }: { reviewId: number }) {
	const [row] = await db()
		.select({ id: reviews.id, authorName: reviews.author_name, score: reviews.score, body: reviews.body, salonId: reviews.salon_id })
		.from(reviews)
		.where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')))
	const salon = row && (await salonById(db(), row.salonId))
	if (!row || !salon) throw notFound(REVIEW_NOT_FOUND)
	return { ...row, salonName: salon.name, salonSlug: salon.slug }
}

/**
 * Anyone's report of a shown review (signed in or not), limited per client and per account. The
 * review keeps showing until an admin decides; the admins are told of its first open report.
 */
export async function reportReview(actor: Requester, { reviewId, reason }: { reviewId: number; reason: string }) {
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

const reviewedSalon = salonRows().as('salon')

/** What the admin's tab shows of a review: the review, its salon, and the reasons of its open reports. */
const moderated = {
	id: reviews.id,
	status: reviews.status,
	heldReason: reviews.held_reason,
	removalReason: reviews.removal_reason,
	authorName: reviews.author_name,
	score: reviews.score,
	body: reviews.body,
	visitMonth: reviews.visit_month,
	reply: reviews.reply,
	salonName: reviewedSalon.name,
	salonId: reviewedSalon.id,
	salonSlug: reviewedSalon.slug,
	reports: sql<string[]>`coalesce((select array_agg(r.reason order by r.created_at) from review_reports r
		where r.review_id = ${reviews.id} and r.status = 'open'), '{}')`,
}
const moderatedReviews = () => db().select(moderated).from(reviews).innerJoin(reviewedSalon, eq(reviewedSalon.id, reviews.salon_id))

/** The admin's tab: reviews with open reports (and their reasons) and reviews that wait before they show, newest first. */
export async function reviewsForModeration(actor: Actor) {
	await authorize(actor, 'admin:act')
	return moderatedReviews()
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

/** The reviews admins removed lately, newest removal first: the ones an admin may restore. */
export async function removedReviews(actor: Actor) {
	await authorize(actor, 'admin:act')
	return moderatedReviews().where(eq(reviews.status, 'removed')).orderBy(desc(reviews.updatedAt)).limit(50)
}

type LockedReview = Awaited<ReturnType<typeof lockReview>>
export type ModerationDecision = { intent: 'keep' } | { intent: 'remove'; reason: string } | { intent: 'restore' }

/**
 * Keep a reported review (its reports are closed) or let a held one show; remove either with a
 * reason that is mailed to the author; or restore a removed one. The salon's score follows; every
 * decision is audited.
 */
export async function moderateReview(actor: Actor, decision: ModerationDecision & { reviewId: number }) {
	const admin = await authorize(actor, 'admin:act')
	await db().transaction(async (tx) => {
		const review = await lockReview(tx, decision.reviewId)
		if (decision.intent === 'restore') return restore(tx, admin.id, review)
		if (review.status === 'removed') throw conflict('Deze beoordeling is al verwijderd.')
		await tx
			.update(reviewReports)
			.set({ status: 'handled' })
			.where(and(eq(reviewReports.review_id, review.id), eq(reviewReports.status, 'open')))
		if (decision.intent === 'keep') return keep(tx, admin.id, review)
		return remove(tx, admin.id, review, decision.reason)
	})
}

const salonOf = (review: LockedReview) => ({ id: review.salonId, name: review.salonName, slug: review.salonSlug })

/** Sets the review's state, with the salon's score following, and audits the admin's decision. */
async function decide(
	tx: Executor,
	decision: { adminId: string; review: LockedReview; action: AuditAction },
	values: PgUpdateSetSource<typeof reviews>,
	changes: Record<string, [unknown, unknown]>,
) {
	const { adminId, review, action } = decision
	await tx.update(reviews).set(values).where(eq(reviews.id, review.id))
	await refreshSalonScore(tx, review.salonId)
	await recordAudit(tx, { actorId: adminId, action, entity: 'review', entityId: review.id, changes })
}

/** A kept review stays shown; a held one shows from now on and its salon's owner hears of it. */
async function keep(tx: Executor, adminId: string, review: LockedReview) {
	const changes = { status: [review.status, 'published'] } satisfies Record<string, [unknown, unknown]>
	if (review.status !== 'pending') {
		return recordAudit(tx, { actorId: adminId, action: 'keep', entity: 'review', entityId: review.id, changes })
	}
	await decide(tx, { adminId, review, action: 'publish' }, { status: 'published', held_reason: null, published_at: new Date() }, changes)
	if (!review.ownerId) return
	const [shown] = await tx.select({ score: reviews.score, visitMonth: reviews.visit_month }).from(reviews).where(eq(reviews.id, review.id))
	await queueNewReviewMail(tx, await person(tx, review.ownerId), salonOf(review), { authorName: review.authorName, ...shown! })
}

/** A removed review stays, hidden, with its reports and reply; its author is mailed the reason. */
async function remove(tx: Executor, adminId: string, review: LockedReview, reason: string) {
	await decide(
		tx,
		{ adminId, review, action: 'remove' },
		{ status: 'removed', removal_reason: reason },
		{ status: [review.status, 'removed'], removal_reason: [null, reason] },
	)
	await queueReviewRemovedMail(tx, await person(tx, review.userId), salonOf(review), reason)
}

/** Only an admin undoes a removal: the review shows again as it was, with its reply, and is its author's to edit or delete again. */
async function restore(tx: Executor, adminId: string, review: LockedReview) {
	if (review.status !== 'removed') throw conflict('Deze beoordeling is niet verwijderd.')
	await decide(
		tx,
		{ adminId, review, action: 'restore' },
		{ status: 'published', held_reason: null, removal_reason: null, published_at: sql`coalesce(${reviews.published_at}, now())` },
		{ status: ['removed', 'published'] },
	)
}
