import { AppError } from '../errors.server'
import { redirectWithToast, type NewToast } from '../toast.server'

/**
 * An admin form's action: runs the work and goes back with its success toast, or with the failure
 * toast '{failure}: {reason}' when the work is refused.
 */
export async function actAndReturn(back: string, failure: string, work: () => Promise<NewToast>) {
	try {
		return await redirectWithToast(back, await work())
	} catch (error) {
		if (!(error instanceof AppError)) throw error
		return redirectWithToast(back, { title: `${failure}: ${error.message}`, variant: 'destructive' })
	}
}
