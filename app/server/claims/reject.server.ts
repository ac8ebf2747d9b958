import { eq } from 'drizzle-orm'
import { recordAudit } from '../audit/record.server'
import { db } from '../platform/db/client.server'
import { listingClaims } from '../platform/db/schema.server'
import { queueClaimRejectedMail } from './mails.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { lockPendingClaim, person } from './shared.server'

/** Admin only: stores the (optional) reason and tells the claimant. */
export async function rejectClaim(actor: Actor, claimId: number, reason: string | null) {
	const admin = await authorize(actor, 'admin:act')
	await db().transaction(async (tx) => {
		const claim = await lockPendingClaim(tx, claimId)
		await tx
			.update(listingClaims)
			.set({ status: 'rejected', rejection_reason: reason, reviewed_at: new Date() })
			.where(eq(listingClaims.id, claimId))
		await recordAudit(tx, {
			actorId: admin.id,
			action: 'reject',
			entity: 'claim',
			entityId: claimId,
			changes: { status: ['pending', 'rejected'], rejection_reason: [null, reason] },
		})
		await queueClaimRejectedMail(tx, await person(tx, claim.user_id), claim, reason)
	})
}
