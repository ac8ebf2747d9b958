import type { z } from 'zod'
import { formEntries, formValues, type FormEntries } from '~/lib/common/forms'
import { parseInput } from '../server/platform/input.server'

/**
 * The one way an action reads its input: the posted form (files included, a repeated key becomes a
 * list) checked by the same zod schema the browser uses. Bad input throws an AppError 400 with the
 * first message and the message per field; a body that is no form at all reads as an empty form.
 * The request-body limit is enforced before this runs (server.ts).
 */
export async function parseForm<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
	const form = await request.formData().catch(() => new FormData())
	return parseInput(formEntries(form), schema)
}

/**
 * The posted form, read once, for a verb that checks its input itself (every post counts against its
 * limit, valid or not): every field as posted (files included, a repeated key becomes a list) for the
 * verb, and the first value per field for the form to show again after a refusal.
 */
export async function readPosted(request: Request): Promise<{ entries: FormEntries; values: Record<string, string> }> {
	const form = await request.formData().catch(() => new FormData())
	return { entries: formEntries(form), values: formValues(form) }
}

/** The posted form as strings (first value per key), for code that reads one field before parsing. */
export async function readForm(request: Request): Promise<Record<string, string>> {
	return formValues(await request.formData().catch(() => new FormData()))
}

/** One field of the posted form (the button's intent, the salon), read from a copy so parseForm can still read the body. */
export async function peekField(request: Request, name: string): Promise<string | null> {
	const value = (
		await request
			.clone()
			.formData()
			.catch(() => new FormData())
	).get(name)
	return typeof value === 'string' ? value : null
}
