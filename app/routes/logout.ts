import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { requireUser } from '~/edge/guards.server'
import { setCookieHeaders, signOut } from '~/edge/better-auth.server'
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
		const answer = await signOut(request)
		if (!answer.ok) throw new Error(`sign-out answered ${answer.status}`)
		return redirectWithToast(
			paths.home,
			{ title: 'Uitgelogd', description: 'Je bent succesvol uitgelogd.' },
			setCookieHeaders(answer.cookies),
		)
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
