import type { z } from 'zod'
import { AppError } from '../errors.server'
import { parseForm } from '../forms.server'
import { redirectWithToast, type NewToast } from '../toast.server'

type Decision = { intent: 'approve' | 'reject' }

/**
 * An admin tab's approve or reject: reads the decision with its schema, runs it and goes back to the
 * tab with a toast: the success, or the failure title for that intent with the reason.
 */
export async function decideAndReturn<S extends z.ZodType<Decision>>(
	request: Request,
	options: { schema: S; back: string; failureTitles: Record<Decision['intent'], string> },
	run: (decision: z.output<S>) => Promise<NewToast>,
) {
	let intent: Decision['intent'] | undefined
	try {
		const decision = await parseForm(request, options.schema)
		intent = decision.intent
		return await redirectWithToast(options.back, await run(decision))
	} catch (error) {
		if (!(error instanceof AppError)) throw error
		const title = intent ? options.failureTitles[intent] : 'Ongeldige invoer'
		return redirectWithToast(options.back, { title, description: error.message, variant: 'destructive' })
	}
}
