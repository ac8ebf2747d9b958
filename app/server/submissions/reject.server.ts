import { reject } from '../approval/lifecycle.server'
import { queueMail } from '../platform/mail/mail.server'
import { submissionRejectedMail } from './mails.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { submissionReview } from './review.server'

/** Admin only, in one transaction: stores the (optional) reason, records the audit entry and queues the mail to the submitter. */
export async function rejectSubmission(actor: Actor, { submissionId, reason }: { submissionId: number; reason: string | null }) {
	const admin = await authorize(actor, 'admin:act')
	await reject(submissionReview, admin.id, submissionId, reason, (tx, submission) =>
		queueMail(tx, submissionRejectedMail(submission, reason)),
	)
}
