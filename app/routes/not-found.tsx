import { replace } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFound } from '~/components/layout/not-found'
import { notFoundRedirect } from '~/lib/accounts/landing'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { publicAnswers } from '~/lib/seo/page-share'
import { ownsAnySalon } from '~/server/salons/owners.server'
import { notFoundPage } from '~/edge/errors.server'
import { actorOf } from '~/edge/guards.server'

/** A visitor's 404 page names nobody; a signed-in user's answer is private by their session cookie. */
export const handle = publicAnswers()

/** Visitors get the 404 page; a logged-in user is sent on to where they belong (history replaced). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const actor = await actorOf({ request, context })
	// The matched path, not request.url: client navigations fetch `/dashboard.data`, which would never equal the target.
	const pathname = `/${params['*'] ?? ''}`
	const target = actor.kind === 'user' ? notFoundRedirect(pathname, await ownsAnySalon(actor)) : null
	if (target) throw replace(target)
	return notFoundPage(null)
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
	pageMeta(siteFrom(matches), {
		title: 'Pagina niet gevonden',
		description: 'Deze pagina bestaat niet of is verplaatst.',
		path: location.pathname,
		noIndex: true,
	})

export default function NotFoundRoute() {
	return <NotFound />
}
