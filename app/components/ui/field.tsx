import { useId, type ComponentProps, type ReactNode, type Ref } from 'react'

export const CONTROL =
	'block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-500'

type FieldProps = { label: ReactNode; error?: string; hint?: ReactNode }

/** A labelled input with its error message announced to screen readers. */
export function TextField({ label, error, hint, className = '', ...input }: FieldProps & ComponentProps<'input'>) {
	const id = useId()
	return (
		<FieldShell id={id} label={label} error={error} hint={hint} className={className}>
			<input
				id={id}
				className={CONTROL}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, error, hint)}
				{...input}
			/>
		</FieldShell>
	)
}

export function TextAreaField({ label, error, hint, className = '', ...textarea }: FieldProps & ComponentProps<'textarea'>) {
	const id = useId()
	return (
		<FieldShell id={id} label={label} error={error} hint={hint} className={className}>
			<textarea
				id={id}
				className={CONTROL}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, error, hint)}
				{...textarea}
			/>
		</FieldShell>
	)
}

export function describedBy(id: string, error?: string, hint?: ReactNode) {
	return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

/** A label above its control, then the hint and the error message. */
export function FieldShell({
	id,
	label,
	error,
	hint,
	className,
	children,
}: FieldProps & { id: string; className: string; children: ReactNode }) {
	return (
		<div className={className}>
			<label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
				{label}
			</label>
			{children}
			{hint ? (
				<p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
					{hint}
				</p>
			) : null}
			<FieldError id={id} error={error} />
		</div>
	)
}

/** A field's error message, announced when it appears; the control names it by `${id}-error`. */
export function FieldError({ id, error }: { id: string; error?: string }) {
	if (!error) return null
	return (
		<p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert">
			{error}
		</p>
	)
}

/** The form's refusal as a whole (a limit, a conflict), above its fields, announced when it appears; given a ref, it can take the focus. */
export function FormError({ message, ref }: { message: string | null | undefined; ref?: Ref<HTMLParagraphElement> }) {
	if (!message) return null
	return (
		<p
			ref={ref}
			role="alert"
			tabIndex={ref ? -1 : undefined}
			className="scroll-mt-24 rounded-lg bg-red-50 p-4 font-medium text-red-800 focus:outline-none"
		>
			{message}
		</p>
	)
}
