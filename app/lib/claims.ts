export type ClaimStatus = 'pending' | 'approved' | 'rejected'

const LABELS: Record<ClaimStatus, string> = { pending: 'In behandeling', approved: 'Goedgekeurd', rejected: 'Afgewezen' }

/** Spec section 3: the Dutch label of a claim status. */
export function claimStatusLabel(status: ClaimStatus): string {
	return LABELS[status]
}

/** The disabled button on the salon page once the user has a claim: 'Claim in behandeling', 'Claim afgewezen'. */
export function claimButtonLabel(status: ClaimStatus): string {
	return `Claim ${LABELS[status].toLowerCase()}`
}

/** What the salon page needs to draw the claim button. */
export type ClaimState = { owned: true } | { owned: false; signedIn: boolean; status: ClaimStatus | null }

/** The claim dialog's answer from POST /api/claims. */
export type ClaimResult = { ok: true } | { ok: false; message: string }
