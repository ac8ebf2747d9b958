import { DECISION_STATUSES, decisionLabels, type DecisionStatus } from '../claims/decision-status'
import { formatReviewDate, formatSubmittedDate } from '../common/dutch-date'

/** A submission waits for an admin, then is approved or rejected; the database column allows exactly these. */
export const SUBMISSION_STATUSES = DECISION_STATUSES
export type SubmissionStatus = DecisionStatus

const LABELS = decisionLabels('Wachtend')

/** The Dutch label of a submission's status ('Wachtend' while pending). */
export function submissionStatusLabel(status: SubmissionStatus): string {
	return LABELS[status]
}

type Reviewed = { status: SubmissionStatus; createdAt: Date; reviewed_at: Date | null }

/** The review tab's dates: submitted as 'dd MMM yyyy, HH:mm', reviewed as 'dd MMM yyyy' or '-'. */
export function submissionDates(submission: Reviewed) {
	return {
		status_label: submissionStatusLabel(submission.status),
		submitted: formatSubmittedDate(submission.createdAt),
		reviewed: submission.reviewed_at ? formatReviewDate(submission.reviewed_at) : '-',
	}
}
