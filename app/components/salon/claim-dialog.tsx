import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { TextAreaField } from '~/components/ui/field'
import { DialogClose, FormDialog } from '~/components/ui/form-dialog'
import { CLAIM_LABEL, CLAIM_MESSAGE_MAX, type ClaimResult } from '~/lib/claims/claims'
import { paths } from '~/lib/common/paths'

/**
 * The claim dialog: an optional message, posted to the claims endpoint; it closes once the claim is in.
 * The salon page loads it on the first click of its claim button, so it mounts open.
 */
export default function ClaimDialog({ salonId }: { salonId: number }) {
	const fetcher = useFetcher<ClaimResult>()
	const [open, setOpen] = useState(true)
	const [message, setMessage] = useState('')
	const submitting = fetcher.state !== 'idle'
	const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null

	useEffect(() => {
		if (fetcher.state === 'idle' && fetcher.data?.ok) {
			setOpen(false)
			setMessage('')
		}
	}, [fetcher.state, fetcher.data])

	return (
		<FormDialog
			title={CLAIM_LABEL}
			description="Ben je de eigenaar van deze trimsalon? Dien een claim in. Een beheerder controleert je aanvraag en je ontvangt per e-mail bericht."
			size="narrow"
			open={open}
			onOpenChange={(next) => {
				// A failure from an earlier attempt is not shown again when the dialog reopens.
				if (next) fetcher.reset()
				setOpen(next)
			}}
			trigger={<Button variant="secondary">{CLAIM_LABEL}</Button>}
		>
			<fetcher.Form method="post" action={paths.api.claims} className="mt-4 space-y-4">
				<input type="hidden" name="salonId" value={salonId} />
				{failure ? (
					<Alert tone="error" title="Fout bij indienen claim">
						{failure}
					</Alert>
				) : null}
				<TextAreaField
					label="Bericht (niet verplicht)"
					name="message"
					rows={4}
					maxLength={CLAIM_MESSAGE_MAX}
					value={message}
					onChange={(event) => setMessage(event.target.value)}
					hint="Vertel bijvoorbeeld hoe we je als eigenaar kunnen herkennen."
				/>
				<div className="flex justify-end gap-3">
					<DialogClose asChild>
						<Button variant="secondary">Annuleren</Button>
					</DialogClose>
					<Button type="submit" disabled={submitting}>
						{submitting ? 'Bezig...' : 'Claim indienen'}
					</Button>
				</div>
			</fetcher.Form>
		</FormDialog>
	)
}
