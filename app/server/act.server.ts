import { AppError } from './errors.server'
import { redirectWithToast, type NewToast } from './toast.server'

/**
 * A form's action that goes back to a page: runs the work and redirects with its success toast, or
 * with the failure toast when the work is refused: '{failure}: {reason}' as the title, or, given a
 * function, the toast it makes of the reason.
 */
export async function actAndReturn(back: string, failure: string | ((reason: string) => NewToast), work: () => Promise<NewToast>) {
	try {
		return await redirectWithToast(back, await work())
	} catch (error) {
		if (!(error instanceof AppError)) throw error
		const toast = typeof failure === 'string' ? { title: `${failure}: ${error.message}` } : failure(error.message)
		return redirectWithToast(back, { ...toast, variant: 'destructive' })
	}
}
