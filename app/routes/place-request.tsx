import type { Route } from './+types/place-request'
import { PlaceRequestPage } from '~/components/place-requests/place-request-page'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { MAX_SALONS_PER_REQUEST, PLACE_REQUEST_LABEL } from '~/lib/place-requests/place-requests'
import { PLACE_REQUEST_MESSAGES } from '~/lib/place-requests/schema'
import { requireUser } from '~/edge/guards.server'
import { openRequestCount, requestFormSalons } from '~/server/place-requests/read.server'
import { dogsOf } from '~/server/dogs/dogs.server'

// The same action as the one-salon form: the salons travel in the form.
export { action } from './salon.place-request'

/** One request to the salons ticked in a result list (`?salon=…` each); a visitor logs in first and comes back. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const asked = new URL(request.url).searchParams.getAll('salon')
	const salons = await requestFormSalons(actor, { asked: asked.slice(0, MAX_SALONS_PER_REQUEST + 1) })
	const problem = !salons.length
		? 'Kies eerst een of meer trimsalons in de zoekresultaten.'
		: asked.length > MAX_SALONS_PER_REQUEST
			? `${PLACE_REQUEST_MESSAGES.tooManySalons} Ga terug en kies er minder.`
			: null
	return { salons, open: await openRequestCount(actor), dogs: await dogsOf(actor), problem }
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: PLACE_REQUEST_LABEL,
		description: 'Vraag een paar trimsalons tegelijk of er plek is voor je hond.',
		path: paths.placeRequest,
		noIndex: true,
	})

export default function PlaceRequestForSeveral({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<PlaceRequestPage
			salons={loaderData.salons}
			open={loaderData.open}
			dogs={loaderData.dogs}
			problem={loaderData.problem}
			actionData={actionData}
		/>
	)
}
