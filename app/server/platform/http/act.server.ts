import { handleAction } from './errors.server'
import { redirectWithToast, type NewToast } from './toast.server'

/**
 * A form's action that goes back to a page: runs the work and redirects with its success toast, or
 * with the failure toast when the work is refused: '{failure}: {reason}' as the title, or, given a
 * function, the toast it makes of the reason.
 */
export async function actAndReturn(back: string, failure: string | ((reason: string) => NewToast), work: () => Promise<NewToast>) {
	const toast = typeof failure === 'string' ? (reason: string) => ({ title: `${failure}: ${reason}` }) : failure
	return handleAction(async () => redirectWithToast(back, await work()), { back, toast })
}
