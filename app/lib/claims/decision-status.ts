/**
 * Claims and submissions wait for an admin's decision, then are approved or rejected: one list of
 * statuses for both, which their database columns allow exactly.
 */
export const DECISION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type DecisionStatus = (typeof DECISION_STATUSES)[number]

/** The Dutch labels of the statuses; only the wait is named per kind (a claim 'In behandeling', a submission 'Wachtend'). */
export function decisionLabels(pending: string): Record<DecisionStatus, string> {
	return { pending, approved: 'Goedgekeurd', rejected: 'Afgewezen' }
}
