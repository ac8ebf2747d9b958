import { Dialog } from 'radix-ui'
import { useEffect, useId, useState } from 'react'
import { useFetcher } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button, LinkButton } from '~/components/ui/button'
import { TextAreaField } from '~/components/ui/field'
import { claimButtonLabel, type ClaimResult, type ClaimState } from '~/lib/claims'
import { salonPath } from '~/lib/salon-card'
import { CLAIM_MESSAGE_MAX } from '~/lib/schemas/claim'
import { paths } from '~/lib/paths'

const CLAIM_LABEL = 'Claim deze trimsalon'

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
	return <ClaimDialog salonId={salon.id} />
}

function ClaimDialog({ salonId }: { salonId: number }) {
	const fetcher = useFetcher<ClaimResult>()
	const [open, setOpen] = useState(false)
	const [message, setMessage] = useState('')
	const descriptionId = useId()
	const submitting = fetcher.state !== 'idle'
	const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null

	useEffect(() => {
		if (fetcher.state === 'idle' && fetcher.data?.ok) {
			setOpen(false)
			setMessage('')
		}
	}, [fetcher.state, fetcher.data])

	return (
		<Dialog.Root
			open={open}
			onOpenChange={(next) => {
				// A failure from an earlier attempt is not shown again when the dialog reopens.
				if (next) fetcher.reset()
				setOpen(next)
			}}
		>
			<Dialog.Trigger asChild>
				<Button variant="secondary">{CLAIM_LABEL}</Button>
			</Dialog.Trigger>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
				<Dialog.Content
					aria-describedby={descriptionId}
					className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
				>
					<Dialog.Title className="text-xl font-semibold">{CLAIM_LABEL}</Dialog.Title>
					<Dialog.Description id={descriptionId} className="mt-2 text-sm text-slate-600">
						Ben je de eigenaar van deze trimsalon? Dien een claim in. Een beheerder controleert je aanvraag en je ontvangt per e-mail
						bericht.
					</Dialog.Description>
					<fetcher.Form method="post" action={paths.api.claims} className="mt-4 space-y-4">
						<input type="hidden" name="salonId" value={salonId} />
						{failure ? (
							<Alert tone="error" title="Fout bij indienen claim">
								{failure}
							</Alert>
						) : null}
						<TextAreaField
							label="Bericht (optioneel)"
							name="message"
							rows={4}
							maxLength={CLAIM_MESSAGE_MAX}
							value={message}
							onChange={(event) => setMessage(event.target.value)}
							hint="Vertel bijvoorbeeld hoe we je als eigenaar kunnen herkennen."
						/>
						<div className="flex justify-end gap-3">
							<Dialog.Close asChild>
								<Button variant="secondary">Annuleren</Button>
							</Dialog.Close>
							<Button type="submit" disabled={submitting}>
								{submitting ? 'Bezig...' : 'Claim indienen'}
							</Button>
						</div>
					</fetcher.Form>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
