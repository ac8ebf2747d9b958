import { AppError, type RefusalCode } from '../server/platform/errors.server'
import { failure as refusalAnswer, handleAction } from './errors.server'
import { redirectWithToast, type NewToast } from './toast.server'

/** What the policy (`authorize`) refuses with: who asks may not do this to that, or it does not exist. */
export const POLICY_REFUSALS: ReadonlySet<RefusalCode> = new Set(['unauthenticated', 'forbidden', 'notFound'])

/**
 * A form's action that goes back to a page: runs the work and redirects with its success toast, or
 * with the failure toast when the work is refused: '{failure}: {reason}' as the title, or, given a
 * function, the toast it makes of the reason. With `policyInPlace`, a refusal of the verb's policy
 * call is answered with its own status (the 403 or 404 page) instead: the form was not wrong, the
 * actor may not act there. The work may name the place its success lands on (`at`: the page, or a
 * place on it, that shows what it did) instead of `back`.
 */
export async function actAndReturn(
	back: string,
	failure: string | ((reason: string) => NewToast),
	work: () => Promise<NewToast & { at?: string }>,
	{ policyInPlace = false }: { policyInPlace?: boolean } = {},
) {
	const toast = typeof failure === 'string' ? (reason: string) => ({ title: `${failure}: ${reason}` }) : failure
	return handleAction(
		async () => {
			try {
				const { at = back, ...done } = await work()
				return redirectWithToast(at, done)
			} catch (error) {
				if (policyInPlace && error instanceof AppError && POLICY_REFUSALS.has(error.code)) throw refusalAnswer(error)
				throw error
			}
		},
		{ back, toast },
	)
}
