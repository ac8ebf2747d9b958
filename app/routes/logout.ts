import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { requireUser } from '~/edge/guards.server'
import { auth, sessionCookies } from '~/server/accounts/auth.server'
import { logger } from '~/server/platform/logger.server'
import { redirectWithToast } from '~/edge/toast.server'
import { paths } from '~/lib/common/paths'
import { refererPath } from '~/lib/common/redirect'

/**
 * Ends the server session and clears the cookie: success goes home with 'Uitgelogd', a failure stays
 * on the page it came from (when that is one of ours) with the spec's error toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
	await requireUser({ request, context })
	try {
		const response = await auth().api.signOut({ headers: request.headers, asResponse: true })
		if (!response.ok) throw new Error(`sign-out answered ${response.status}`)
		return redirectWithToast(paths.home, { title: 'Uitgelogd', description: 'Je bent succesvol uitgelogd.' }, sessionCookies(response))
	} catch (error) {
		logger.error({ err: error }, 'sign-out failed')
		return redirectWithToast(refererPath(request.headers.get('referer'), new URL(request.url).origin, paths.home), {
			title: 'Fout bij uitloggen',
			description: 'Er is een onverwachte fout opgetreden.',
			variant: 'destructive',
		})
	}
}

export function loader() {
	return redirect(paths.home)
}
