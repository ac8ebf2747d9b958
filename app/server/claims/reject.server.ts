import { reject } from '../approval/lifecycle.server'
import { queueClaimRejectedMail } from './mails.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { person } from '../accounts/person.server'
import { claimReview } from './shared.server'

/** Admin only: stores the (optional) reason and tells the claimant. */
export async function rejectClaim(actor: Actor, { claimId, reason }: { claimId: number; reason: string | null }) {
	const admin = await authorize(actor, 'admin:act')
	await reject(claimReview, admin.id, claimId, reason, async (tx, claim) =>
		queueClaimRejectedMail(tx, await person(tx, claim.user_id), claim, reason),
	)
}
