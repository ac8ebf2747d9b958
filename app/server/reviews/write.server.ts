import { and, eq } from 'drizzle-orm'
import type { HeldReason } from '~/lib/reviews/reviews'
import { containsLink } from '~/server/reviews/text-links.server'
import type { ReviewInput } from '~/lib/reviews/schema'
import { authorize, type SessionUser } from '../accounts/permissions.server'
import type { Actor, Requester } from '../accounts/actor.server'
import { adminEmails } from '../accounts/users.server'
import { recordAudit } from '../audit/record.server'
import { person } from '../accounts/person.server'
import { db, type Executor } from '../platform/db/client.server'
import { reviews } from '~/server/reviews/tables.server'
import { conflict, forbidden, notFound } from '../platform/errors.server'
import { limitRequest, withinLimit } from '../platform/rate-limit.server'
import { keptAppointmentAt } from '../bookings/kept.server'
import { queueModerationNotice, queueNewReviewMail } from './mails.server'
import { hasConfirmedContact, refreshSalonScore, salonForReview } from './shared.server'

export const CONFIRM_FIRST = 'Bevestig eerst je e-mailadres of mobiele nummer; daarna kun je een beoordeling schrijven.'
export const OWN_SALON = 'Je kunt je eigen trimsalon niet beoordelen.'
const REMOVED =
	'Een beheerder heeft je beoordeling van deze salon verwijderd. Je kunt die niet meer aanpassen of verwijderen, en ook geen nieuwe plaatsen.'

/** What the write page needs: the salon, the member's own review (to edit), and whether they may write one. */
export async function reviewFormFor(actor: Actor, { slugOrId }: { slugOrId: string }) {
	const user = await authorize(actor, 'account:act')
	const salon = await salonForReview(slugOrId)
	const [own] = await db()
		.select({
			score: reviews.score,
			body: reviews.body,
			visitMonth: reviews.visit_month,
			authorName: reviews.author_name,
			status: reviews.status,
			removalReason: reviews.removal_reason,
		})
		.from(reviews)
		.where(and(eq(reviews.salon_id, salon.id), eq(reviews.user_id, user.id)))
	const refusal = salon.ownerId === user.id ? OWN_SALON : !(await hasConfirmedContact(user.id)) ? CONFIRM_FIRST : null
	return { salon: { id: salon.id, name: salon.name, slug: salon.slug }, own: own ?? null, refusal }
}

/** Who may write: a confirmed account that does not own the salon. Refused as 403 with the reason. */
async function assertMayReview(tx: Executor, user: SessionUser, salon: { ownerId: string | null }) {
	if (salon.ownerId === user.id) throw forbidden(OWN_SALON)
	if (!(await hasConfirmedContact(user.id, tx))) throw forbidden(CONFIRM_FIRST)
}

/**
 * The member's own review of the salon, locked for a change. A removed review stays removed: its
 * author can neither edit, delete nor write it again (409); only an admin can restore it.
 */
async function lockOwnReview(tx: Executor, salonId: number, userId: string) {
	const [own] = await tx
		.select({ id: reviews.id, status: reviews.status })
		.from(reviews)
		.where(and(eq(reviews.salon_id, salonId), eq(reviews.user_id, userId)))
		.for('update')
	if (own?.status === 'removed') throw conflict(REMOVED)
	return own
}

/**
 * Writes or edits the member's one review of the salon. It shows at once, unless it holds a link or
 * comes in a burst from one client: then it waits for an admin. Limited per account and per client.
 */
export async function saveReview(actor: Requester, { slugOrId, ...input }: ReviewInput & { slugOrId: string }) {
	const user = await authorize(actor, 'account:act')
	const client = actor.client.ip
	await limitRequest('reviewPerUser', user.id)
	await limitRequest('reviewPerClient', client)
	const burst = !(await withinLimit('reviewBurst', client))
	const held: HeldReason | null = containsLink(input.body) || containsLink(input.authorName) ? 'links' : burst ? 'burst' : null
	return db().transaction(async (tx) => {
		const salon = await salonForReview(slugOrId, tx)
		await assertMayReview(tx, user, salon)
		const existing = await lockOwnReview(tx, salon.id, user.id)
		// An edit of a shown review stays shown unless it now needs a look; a held one stays held.
		const status = held || existing?.status === 'pending' ? 'pending' : 'published'
		const values = {
			// An appointment booked here and kept (its time over, not cancelled, no no-show) says the author was there.
			confirmed_visit: await keptAppointmentAt(tx, user.id, salon.id, new Date()),
			score: input.score,
			body: input.body,
			visit_month: input.visitMonth,
			author_name: input.authorName,
			status,
			held_reason: status === 'pending' ? (held ?? 'links') : null,
		} as const
		const now = new Date()
		const [row] = existing
			? await tx
					.update(reviews)
					.set({ ...values, published_at: status === 'published' ? undefined : null })
					.where(eq(reviews.id, existing.id))
					.returning({ id: reviews.id, published_at: reviews.published_at })
			: await tx
					.insert(reviews)
					.values({ ...values, salon_id: salon.id, user_id: user.id, published_at: status === 'published' ? now : null })
					.onConflictDoNothing()
					.returning({ id: reviews.id, published_at: reviews.published_at })
		// Two first saves at once: the other one won.
		if (!row) throw conflict('Je hebt deze trimsalon al beoordeeld; pas je beoordeling aan.')
		if (status === 'published' && !row.published_at) await tx.update(reviews).set({ published_at: now }).where(eq(reviews.id, row.id))
		await refreshSalonScore(tx, salon.id)
		const action = status === 'published' ? 'publish' : 'hold'
		await recordAudit(tx, {
			actorId: user.id,
			action,
			entity: 'review',
			entityId: row.id,
			changes: { status: [existing?.status ?? null, status] },
		})
		const shownSalon = { id: salon.id, name: salon.name, slug: salon.slug }
		if (status === 'published' && !existing && salon.ownerId)
			await queueNewReviewMail(tx, await person(tx, salon.ownerId), shownSalon, input)
		if (status === 'pending' && existing?.status !== 'pending') {
			const why =
				held === 'burst' ? 'Er kwamen kort na elkaar meerdere beoordelingen van hetzelfde adres.' : 'De beoordeling bevat een link.'
			await queueModerationNotice(tx, await adminEmails(tx), shownSalon, `Een beoordeling wacht op je controle. ${why}`)
		}
		return { status, salon: shownSalon }
	})
}

/** The author deletes their own review (not a removed one); the salon's score follows. */
export async function deleteReview(actor: Actor, { slugOrId }: { slugOrId: string }) {
	const user = await authorize(actor, 'account:act')
	return db().transaction(async (tx) => {
		const salon = await salonForReview(slugOrId, tx)
		const deleted = await lockOwnReview(tx, salon.id, user.id)
		if (!deleted) throw notFound('Je hebt deze trimsalon nog niet beoordeeld.')
		await tx.delete(reviews).where(eq(reviews.id, deleted.id))
		await refreshSalonScore(tx, salon.id)
		await recordAudit(tx, {
			actorId: user.id,
			action: 'delete',
			entity: 'review',
			entityId: deleted.id,
			changes: { status: [deleted.status, null] },
		})
		return { salon: { id: salon.id, name: salon.name, slug: salon.slug } }
	})
}
