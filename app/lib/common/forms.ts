import type { z } from 'zod'

export type FieldErrors = Record<string, string>

/** A form's intent (the button pressed) that the action does not know. */
export const UNKNOWN_ACTION = 'Onbekende actie.'

/** A refusal of a form's input that has no message of its own (its title, or its message when no field names one). */
export const INVALID_INPUT = 'Ongeldige invoer'

/** What a form posted, per field (a repeated key as a list). */
export type PostedValues = Record<string, string | string[]>

/**
 * What every action answers when it refuses, and the only failure shape a form or fetcher reads:
 * `fields` are shown next to their inputs, `message` above the form when there are none (`formMessage`);
 * `update` is what changed since the form was shown; `intent` names the form that posted where a page has
 * several (`failureIn`); `values` is what was posted, for a form that keeps its input without JavaScript
 * (`postedValue`).
 */
export type ActionFailure = {
	ok: false
	message: string
	fields?: FieldErrors
	/** What the form shows instead of what it showed, as the refusal found it (a booking's free times now). */
	update?: Record<string, unknown>
	intent?: string
	values?: PostedValues
}

/** The refusal in an action's answer, if it is one; given an intent, only when that form posted. */
export function failureIn(answer: { ok: true } | ActionFailure | null | undefined, intent?: string): ActionFailure | undefined {
	if (!answer || answer.ok) return undefined
	return intent === undefined || answer.intent === intent ? answer : undefined
}

/** The message a form shows above its inputs: the refusal's, unless it names fields (shown next to them instead). */
export function formMessage(failure: ActionFailure | undefined): string | undefined {
	return failure && !failure.fields ? failure.message : undefined
}

/** The first posted value of a field, to fill it in again after a refusal. */
export function postedValue(values: PostedValues | undefined, name: string): string | undefined {
	const value = values?.[name]
	return Array.isArray(value) ? value[0] : value
}

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

export type FormEntries = Record<string, FormDataEntryValue | FormDataEntryValue[]>

/** Every form field as posted: strings and files, a repeated key (tags, checkboxes) as a list. */
export function formEntries(formData: FormData): FormEntries {
	const entries: FormEntries = {}
	for (const key of new Set(formData.keys())) {
		const values = formData.getAll(key)
		entries[key] = values.length === 1 ? values[0]! : values
	}
	return entries
}
