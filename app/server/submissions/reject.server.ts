import { eq } from 'drizzle-orm'
import { recordAudit } from '../audit/record.server'
import { db } from '../platform/db/client.server'
import { listingSubmissions } from '../platform/db/schema.server'
import { queueMail } from '../platform/mail/mail.server'
import { submissionRejectedMail } from './mails.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { lockPendingSubmission } from './review.server'

/** Admin only, in one transaction: stores the (optional) reason, records the audit entry and queues the mail to the submitter. */
export async function rejectSubmission(actor: Actor, submissionId: number, reason: string | null) {
	const admin = await authorize(actor, 'admin:act')
	await db().transaction(async (tx) => {
		const submission = await lockPendingSubmission(tx, submissionId)
		await tx
			.update(listingSubmissions)
			.set({ status: 'rejected', rejection_reason: reason, reviewed_at: new Date() })
			.where(eq(listingSubmissions.id, submissionId))
		await recordAudit(tx, {
			actorId: admin.id,
			action: 'reject',
			entity: 'submission',
			entityId: submissionId,
			changes: { status: ['pending', 'rejected'], rejection_reason: [null, reason] },
		})
		await queueMail(tx, submissionRejectedMail(submission, reason))
	})
}
