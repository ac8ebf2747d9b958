import { useState } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextAreaField } from '~/components/ui/field'
import { REJECTION_REASON_MAX } from '~/lib/claims/schema'
import { FormDialog, DialogClose } from '~/components/ui/form-dialog'

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
	return (
		<FormDialog
			title={`Afwijzen: ${subject}`}
			description="De aanvrager krijgt een e-mail, met de reden als je die invult."
			open={open}
			onOpenChange={setOpen}
			trigger={
				<Button variant="danger" disabled={disabled}>
					Afwijzen
				</Button>
			}
		>
			{/* The dialog closes as the form is posted; the result arrives as a toast. */}
			<Form method="post" className="mt-4 space-y-4" onSubmit={() => setOpen(false)}>
				{Object.entries(fields).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<TextAreaField label="Reden (niet verplicht)" name="reason" rows={4} maxLength={REJECTION_REASON_MAX} />
				<div className="flex justify-end gap-3">
					<DialogClose asChild>
						<Button variant="secondary">Annuleren</Button>
					</DialogClose>
					<Button type="submit" name="intent" value="reject" variant="danger">
						Afwijzen
					</Button>
				</div>
			</Form>
		</FormDialog>
	)
}
