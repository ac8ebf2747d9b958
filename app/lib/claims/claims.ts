import { DECISION_STATUSES, decisionLabels, type DecisionStatus } from './decision-status'
import type { ActionFailure } from '../common/forms'

/** A claim waits for an admin, then is approved or rejected; the database column allows exactly these. */
export const CLAIM_STATUSES = DECISION_STATUSES
export type ClaimStatus = DecisionStatus

const LABELS = decisionLabels('In behandeling')

/** The Dutch label of a claim status. */
export function claimStatusLabel(status: ClaimStatus): string {
	return LABELS[status]
}

/** The longest claim message; the claim schema enforces it, the dialog's field stops typing there without loading zod. */
export const CLAIM_MESSAGE_MAX = 2000

/** The salon page's claim button and the claim dialog's title. */
export const CLAIM_LABEL = 'Claim deze trimsalon'

/** The disabled button on the salon page once the user has a claim: 'Claim in behandeling', 'Claim afgewezen'. */
export function claimButtonLabel(status: ClaimStatus): string {
	return `Claim ${LABELS[status].toLowerCase()}`
}

/** What the salon page needs to draw the claim button. */
export type ClaimState = { owned: true } | { owned: false; signedIn: boolean; status: ClaimStatus | null }

/** The claim dialog's answer from POST /api/claims. */
export type ClaimResult = { ok: true } | ActionFailure

/** The admin claims tab's filter from its ?status= parameter; anything else shows every claim. */
export function claimFilter(value: string | null): ClaimStatus | undefined {
	return CLAIM_STATUSES.find((status) => status === value)
}

/** The filter links of the admin claims tab, every status and 'Alle' first. */
export const CLAIM_FILTERS: { status: ClaimStatus | undefined; label: string }[] = [
	{ status: undefined, label: 'Alle' },
	...CLAIM_STATUSES.map((status) => ({ status, label: LABELS[status] })),
]
