import { lazy, Suspense } from 'react'
import { Button, LinkButton } from '~/components/ui/button'
import { CLAIM_LABEL, claimButtonLabel, type ClaimState } from '~/lib/claims'
import { salonPath } from '~/lib/salon-card'
import { paths } from '~/lib/paths'

// Only a signed-in visitor without a claim gets the dialog, so everyone else's page loads without it.
const ClaimDialog = lazy(() => import('./claim-dialog'))

/**
 * The salon page's claim button: hidden when the salon has an owner, a way to log in for visitors,
 * the claim dialog for logged-in users and a disabled button once they have a claim.
 */
export function ClaimSection({ salon, claim }: { salon: { id: number; slug: string }; claim: ClaimState }) {
	if (claim.owned) return null
	return (
		<div className="mt-4">
			<ClaimButton salon={salon} claim={claim} />
		</div>
	)
}

function ClaimButton({ salon, claim }: { salon: { id: number; slug: string }; claim: Exclude<ClaimState, { owned: true }> }) {
	if (!claim.signedIn) {
		const back = encodeURIComponent(salonPath(salon))
		return (
			<LinkButton to={`${paths.auth}?tab=login&redirectTo=${back}`} variant="secondary">
				{CLAIM_LABEL}
			</LinkButton>
		)
	}
	if (claim.status) {
		return (
			<Button variant="secondary" disabled>
				{claimButtonLabel(claim.status)}
			</Button>
		)
	}
	return (
		<Suspense fallback={<Button variant="secondary">{CLAIM_LABEL}</Button>}>
			<ClaimDialog salonId={salon.id} />
		</Suspense>
	)
}
