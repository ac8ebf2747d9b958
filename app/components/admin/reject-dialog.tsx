import { Dialog } from 'radix-ui'
import { useId, useState } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextAreaField } from '~/components/ui/field'
import { REJECTION_REASON_MAX } from '~/lib/schemas/claim'

type RejectDialogProps = {
	/** What is rejected, for the dialog's title: 'aanmelding van Trimsalon Bella'. */
	subject: string
	/** The hidden fields that name the record for the action. */
	fields: Record<string, string | number>
	disabled?: boolean
}

/** Reject with an optional reason: a Radix dialog (focus kept inside, Escape closes) posting intent=reject. */
export function RejectDialog({ subject, fields, disabled }: RejectDialogProps) {
	const [open, setOpen] = useState(false)
	const descriptionId = useId()
	return (
		<Dialog.Root open={open} onOpenChange={setOpen}>
			<Dialog.Trigger asChild>
				<Button variant="danger" disabled={disabled}>
					Afwijzen
				</Button>
			</Dialog.Trigger>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
				<Dialog.Content
					aria-describedby={descriptionId}
					className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
				>
					<Dialog.Title className="text-xl font-semibold">Afwijzen: {subject}</Dialog.Title>
					<Dialog.Description id={descriptionId} className="mt-2 text-sm text-slate-600">
						De aanvrager krijgt een e-mail, met de reden als je die invult.
					</Dialog.Description>
					{/* The dialog closes as the form is posted; the result arrives as a toast. */}
					<Form method="post" className="mt-4 space-y-4" onSubmit={() => setOpen(false)}>
						{Object.entries(fields).map(([name, value]) => (
							<input key={name} type="hidden" name={name} value={value} />
						))}
						<TextAreaField label="Reden (optioneel)" name="reason" rows={4} maxLength={REJECTION_REASON_MAX} />
						<div className="flex justify-end gap-3">
							<Dialog.Close asChild>
								<Button variant="secondary">Annuleren</Button>
							</Dialog.Close>
							<Button type="submit" name="intent" value="reject" variant="danger">
								Afwijzen
							</Button>
						</div>
					</Form>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
