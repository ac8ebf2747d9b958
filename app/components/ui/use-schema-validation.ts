import { useEffect, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { fieldErrors, formEntries, type FieldErrors } from '~/lib/common/forms'

/**
 * The one browser side of a form: the action's own zod schema checks the fields before posting and
 * blocks the post when they fail, focusing the first field with a problem; after a failed attempt it
 * re-checks while the user types. Without JavaScript the server's answer (`serverErrors`) is shown.
 * A new server answer replaces the browser's messages.
 */
export function useSchemaValidation(
	schema: z.ZodType,
	serverErrors: FieldErrors | undefined,
	options: { onInvalid?: (errors: FieldErrors) => void } = {},
) {
	const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
	useEffect(() => setClientErrors(null), [serverErrors])

	const check = (form: HTMLFormElement) => {
		const result = schema.safeParse(formEntries(new FormData(form)))
		return result.success ? {} : fieldErrors(result.error)
	}

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		const found = check(event.currentTarget)
		setClientErrors(found)
		const first = Object.keys(found)[0]
		if (!first) return
		event.preventDefault()
		options.onInvalid?.(found)
		event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
	}

	function onChange(event: FormEvent<HTMLFormElement>) {
		if (clientErrors) setClientErrors(check(event.currentTarget))
	}

	return { errors: clientErrors ?? serverErrors ?? {}, onSubmit, onChange }
}
