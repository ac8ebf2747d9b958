import { and, eq } from 'drizzle-orm'
import { settleSubmissionOwner } from '../submissions/owners.server'
import { approve } from '../approval/lifecycle.server'
import { listingClaims } from '~/server/claims/tables.server'
import { setSalonOwner } from '../salons/owners.server'
import { closeAgenda, OWNER_CHANGED_REASON } from '../bookings/agenda-appointments.server'
import { conflict } from '../platform/errors.server'
import { queueClaimApprovedMail, queueClaimRejectedMail } from './mails.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { person } from '../accounts/person.server'
import { ALREADY_OWNED, claimReview, OTHER_CLAIM_APPROVED } from './shared.server'
import { takeMissedCount } from '../place-requests/missed.server'

/** Admin only: the claimant becomes the owner, and every other pending claim on the salon is rejected. */
export async function approveClaim(actor: Actor, { claimId }: { claimId: number }) {
	const admin = await authorize(actor, 'admin:act')
	await approve(
		claimReview,
		admin.id,
		claimId,
		async (tx, claim, reviewedAt) => {
			if (claim.ownerId) throw conflict(ALREADY_OWNED)
			// An agenda an earlier owner left behind is closed before the salon becomes the claimant's.
			await closeAgenda(tx, claim.salon_id, OWNER_CHANGED_REASON)
			await setSalonOwner(tx, claim.salon_id, claim.user_id)
			await settleSubmissionOwner(tx, claim.salon_id)
			return { changes: { owner_id: [null, claim.user_id] }, made: reviewedAt }
		},
		async (tx, claim, reviewedAt) => {
			const others = await tx
				.update(listingClaims)
				.set({ status: 'rejected', rejection_reason: OTHER_CLAIM_APPROVED, reviewed_at: reviewedAt })
				.where(and(eq(listingClaims.salon_id, claim.salon_id), eq(listingClaims.status, 'pending')))
				.returning({ userId: listingClaims.user_id })
			await queueClaimApprovedMail(tx, await person(tx, claim.user_id), claim, await takeMissedCount(tx, claim.salon_id))
			for (const other of others) await queueClaimRejectedMail(tx, await person(tx, other.userId), claim, OTHER_CLAIM_APPROVED)
		},
	)
}
