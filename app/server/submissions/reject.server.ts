import { reject } from '../approval/lifecycle.server'
import { queueMail } from '../platform/mail/mail.server'
import { submissionRejectedMail } from './mails.server'
import { assertAdmin, type SessionUser } from '../accounts/permissions.server'
import { submissionReview } from './review.server'

/** Admin only, in one transaction: stores the (optional) reason, records the audit entry and queues the mail to the submitter. */
export async function rejectSubmission(admin: SessionUser, submissionId: number, reason: string | null) {
	await assertAdmin(admin)
	await reject(submissionReview, admin.id, submissionId, reason, (tx, submission) =>
		queueMail(tx, submissionRejectedMail(submission, reason)),
	)
}
