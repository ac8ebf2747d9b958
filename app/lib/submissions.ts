import { formatReviewDate, formatSubmittedDate } from './dutch-date'

export type SubmissionStatus = 'pending' | 'approved' | 'rejected'

const LABELS: Record<SubmissionStatus, string> = { pending: 'Wachtend', approved: 'Goedgekeurd', rejected: 'Afgewezen' }

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
