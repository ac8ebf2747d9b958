import { lazy, Suspense, useState, type ComponentProps } from 'react'
import { Button, LinkButton } from '~/components/ui/button'
import { CLAIM_LABEL, claimButtonLabel, type ClaimState } from '~/lib/claims/claims'
import { loginPath, salonPath } from '~/lib/common/paths'

const loadClaimDialog = () => import('./claim-dialog')
const ClaimDialog = lazy(loadClaimDialog)

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
		return (
			<LinkButton to={loginPath(salonPath(salon))} variant="secondary">
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
	return <ClaimOpener salonId={salon.id} />
}

/**
 * The claim button of a signed-in visitor who can claim. Its dialog (Radix and the form, about 16 KB
 * gzip that anonymous visitors never need) starts loading when the button is pointed at or focused,
 * and opens on the click; the button is part of the page, so a click is never lost.
 */
function ClaimOpener({ salonId }: { salonId: number }) {
	const [clicked, setClicked] = useState(false)
	const preload = () => void loadClaimDialog().catch(() => undefined)
	const button = (props: ComponentProps<'button'>) => (
		<Button variant="secondary" aria-haspopup="dialog" {...props}>
			{CLAIM_LABEL}
		</Button>
	)
	if (!clicked) return button({ onClick: () => setClicked(true), onPointerEnter: preload, onFocus: preload })
	return (
		<Suspense fallback={button({ 'aria-busy': true })}>
			<ClaimDialog salonId={salonId} />
		</Suspense>
	)
}
