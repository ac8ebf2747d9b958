import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFound } from '~/components/layout/not-found'
import { pageMeta, siteFrom } from '~/lib/meta'

export function loader() {
	return data(null, { status: 404 })
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
