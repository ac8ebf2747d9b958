import { and, eq } from 'drizzle-orm'
import { settleSubmissionOwner } from '../accounts/users.server'
import { recordAudit } from '../audit/record.server'
import { db } from '../platform/db/client.server'
import { listingClaims, salons } from '../platform/db/schema.server'
import { conflict } from '../platform/errors.server'
import { queueClaimApprovedMail, queueClaimRejectedMail } from './mails.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { lockPendingClaim, OTHER_CLAIM_APPROVED, person } from './shared.server'
import { takeMissedCount } from '../place-requests/missed.server'

/** Admin only: the claimant becomes the owner, and every other pending claim on the salon is rejected. */
export async function approveClaim(actor: Actor, claimId: number) {
	const admin = await authorize(actor, 'admin:act')
	const reviewed_at = new Date()
	await db().transaction(async (tx) => {
		const claim = await lockPendingClaim(tx, claimId)
		if (claim.ownerId) throw conflict('Deze trimsalon heeft al een eigenaar.')
		await tx.update(salons).set({ owner_id: claim.user_id }).where(eq(salons.id, claim.salon_id))
		await settleSubmissionOwner(tx, claim.salon_id)
		await tx.update(listingClaims).set({ status: 'approved', reviewed_at }).where(eq(listingClaims.id, claimId))
		const others = await tx
			.update(listingClaims)
			.set({ status: 'rejected', rejection_reason: OTHER_CLAIM_APPROVED, reviewed_at })
			.where(and(eq(listingClaims.salon_id, claim.salon_id), eq(listingClaims.status, 'pending')))
			.returning({ userId: listingClaims.user_id })
		await recordAudit(tx, {
			actorId: admin.id,
			action: 'approve',
			entity: 'claim',
			entityId: claimId,
			changes: { status: ['pending', 'approved'], owner_id: [null, claim.user_id] },
		})
		await queueClaimApprovedMail(tx, await person(tx, claim.user_id), claim, await takeMissedCount(tx, claim.salon_id))
		for (const other of others) await queueClaimRejectedMail(tx, await person(tx, other.userId), claim, OTHER_CLAIM_APPROVED)
	})
}
