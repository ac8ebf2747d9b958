import type { z } from 'zod'
import { handleAction } from '~/edge/errors.server'
import { parseForm } from '~/edge/forms.server'
import { redirectWithToast, type NewToast } from '~/edge/toast.server'
import { INVALID_INPUT } from '~/lib/common/forms'

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
	const toast = (reason: string) => ({ title: intent ? options.failureTitles[intent] : INVALID_INPUT, description: reason })
	return handleAction(
		async () => {
			const decision = await parseForm(request, options.schema)
			intent = decision.intent
			return redirectWithToast(options.back, await run(decision))
		},
		{ back: options.back, toast },
	)
}
