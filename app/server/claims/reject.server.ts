import { reject } from '../approval/lifecycle.server'
import { queueClaimRejectedMail } from './mails.server'
import { assertAdmin, type SessionUser } from '../accounts/permissions.server'
import { person } from '../accounts/person.server'
import { claimReview } from './shared.server'

/** Admin only: stores the (optional) reason and tells the claimant. */
export async function rejectClaim(admin: SessionUser, claimId: number, reason: string | null) {
	await assertAdmin(admin)
	await reject(claimReview, admin.id, claimId, reason, async (tx, claim) =>
		queueClaimRejectedMail(tx, await person(tx, claim.user_id), claim, reason),
	)
}
