import type { z } from 'zod'

export type FieldErrors = Record<string, string>

/** The first message per top-level field, for showing next to the inputs. */
export function fieldErrors(error: z.ZodError): FieldErrors {
	const errors: FieldErrors = {}
	for (const issue of error.issues) {
		const key = String(issue.path[0] ?? 'form')
		errors[key] ??= issue.message
	}
	return errors
}

/** Form fields as strings (files and repeated keys aside), ready for a zod schema. */
export function formValues(formData: FormData): Record<string, string> {
	const values: Record<string, string> = {}
	for (const [key, value] of formData) if (typeof value === 'string' && !(key in values)) values[key] = value
	return values
}
