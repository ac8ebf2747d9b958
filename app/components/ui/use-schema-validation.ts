import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { fieldErrors, formValues, type FieldErrors } from '~/lib/forms'

/**
 * Instant feedback from the same zod schema the action uses: a form that fails it is not posted.
 * Until the next submit, the server's errors (if any) are shown.
 */
export function useSchemaValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
	const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
	function onSubmit(event: FormEvent<HTMLFormElement>) {
		const result = schema.safeParse(formValues(new FormData(event.currentTarget)))
		if (result.success) return setClientErrors(null)
		event.preventDefault()
		setClientErrors(fieldErrors(result.error))
	}
	return { errors: clientErrors ?? serverErrors ?? {}, onSubmit }
}
