import type { z } from 'zod'
import { fieldErrors, INVALID_INPUT } from '~/lib/common/forms'
import { invalid } from './errors.server'

/**
 * Input checked by the same zod schema the browser uses (a parsed form, the /auth form's strings, a
 * JSON body): bad input throws an AppError `invalid` with the first message and the message per field.
 */
export function parseInput<S extends z.ZodType>(input: unknown, schema: S): z.output<S> {
	const parsed = schema.safeParse(input)
	if (parsed.success) return parsed.data
	const fields = fieldErrors(parsed.error)
	throw invalid(Object.values(fields)[0] ?? INVALID_INPUT, fields)
}
