import { auth, sessionCookies } from './auth.server'
import { logger } from '../platform/logger.server'
import { redirectWithToast } from '../platform/http/toast.server'

/** Revokes the session; success goes home with 'Uitgelogd', a failure stays on the page with the spec's error toast. */
export async function signOut(request: Request) {
	try {
		const response = await auth().api.signOut({ headers: request.headers, asResponse: true })
		if (!response.ok) throw new Error(`sign-out answered ${response.status}`)
		return redirectWithToast('/', { title: 'Uitgelogd', description: 'Je bent succesvol uitgelogd.' }, sessionCookies(response))
	} catch (error) {
		logger.error({ err: error }, 'sign-out failed')
		return redirectWithToast(backTo(request), {
			title: 'Fout bij uitloggen',
			description: 'Er is een onverwachte fout opgetreden.',
			variant: 'destructive',
		})
	}
}

/** The page the sign-out button was on, when it is one of ours. */
function backTo(request: Request) {
	const referer = URL.parse(request.headers.get('referer') ?? '')
	return referer && referer.origin === new URL(request.url).origin ? `${referer.pathname}${referer.search}` : '/'
}
