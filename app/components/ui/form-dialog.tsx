import { Dialog } from 'radix-ui'
import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { Form } from 'react-router'

type FormDialogProps = {
	title: string
	description: string
	open: boolean
	onOpenChange: (open: boolean) => void
	/** The button that opens it; none for a dialog opened from elsewhere (a calendar), which gives the focus back itself. */
	trigger?: ReactNode
	/** Where the focus goes on closing, instead of the trigger. */
	onCloseAutoFocus?: (event: Event) => void
	children: ReactNode
	/** 'narrow' for a form of one or two fields. */
	size?: 'wide' | 'narrow'
}

/** A dialog around a form: Radix keeps the focus inside and closes on Escape; the trigger is the opening button. */
export function FormDialog({
	title,
	description,
	open,
	onOpenChange,
	trigger,
	onCloseAutoFocus,
	children,
	size = 'wide',
}: FormDialogProps) {
	const descriptionId = useId()
	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			{trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
				<Dialog.Content
					aria-describedby={descriptionId}
					onCloseAutoFocus={onCloseAutoFocus}
					className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] ${size === 'wide' ? 'max-w-2xl' : 'max-w-lg'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl`}
				>
					<Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
					<Dialog.Description id={descriptionId} className="mt-2 text-sm text-slate-600">
						{description}
					</Dialog.Description>
					{children}
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}

export const DialogClose = Dialog.Close

type DialogFormProps = ComponentProps<typeof Form> & { validate: (event: FormEvent<HTMLFormElement>) => void; close: () => void }

/** The form in a FormDialog: the browser's check runs first; a valid post closes the dialog, and its result arrives as a toast. */
export function DialogForm({ validate, close, ...form }: DialogFormProps) {
	return (
		<Form
			method="post"
			noValidate
			{...form}
			onSubmit={(event) => {
				validate(event)
				if (!event.defaultPrevented) close()
			}}
		/>
	)
}
