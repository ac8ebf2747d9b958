import type { Route } from './+types/salon.place-request'
import { PlaceRequestPage } from '~/components/place-requests/place-request-page'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { PLACE_REQUEST_LABEL } from '~/lib/place-requests/place-requests'
import { requireUser } from '~/edge/guards.server'
import { openRequestCount, requestFormSalon } from '~/server/place-requests/read.server'
import { sendPlaceRequest } from '~/server/place-requests/send.server'
import { dogsOf } from '~/server/dogs/dogs.server'
import { recordMissedRequest } from '~/server/place-requests/missed.server'
import { handleAction, invariantResponse } from '~/edge/errors.server'
import { notFound } from '~/server/platform/errors.server'
import { readPosted } from '~/edge/forms.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

/** The form is personal (it sends as the signed-in user): a visitor logs in first and comes back here. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const salon = await requestFormSalon(actor, { slugOrId: params.slugOrId })
	invariantResponse(salon, () => notFound(SALON_NOT_FOUND))
	return { salons: [salon], open: await openRequestCount(actor), dogs: await dogsOf(actor) }
}

/**
 * Sends the request to the salons in the form (one here; several from /plek-aanvragen, which uses this
 * action too); or, for a salon without owner, counts that this dog owner wanted to ask it. The verbs
 * check the form and count it against the client's limit.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const { entries, values } = await readPosted(request)
	return handleAction(
		async () => {
			if (values.intent === 'missed') {
				await recordMissedRequest(actor, entries)
				return { ok: true as const, salons: [], missed: true }
			}
			const sent = await sendPlaceRequest(actor, entries)
			return { ok: true as const, salons: sent.salons, missed: false }
		},
		{ values },
	)
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	pageMeta(siteFrom(matches), {
		title: loaderData ? `${PLACE_REQUEST_LABEL} bij ${loaderData.salons[0]!.name}` : PLACE_REQUEST_LABEL,
		description: 'Vraag een trimsalon of er plek is voor je hond.',
		path: paths.placeRequest,
		noIndex: true,
	})

/** 'Plek aanvragen' for one salon: the form, or why this salon cannot take a request now, or the confirmation. */
export default function SalonPlaceRequest({ loaderData, actionData }: Route.ComponentProps) {
	return <PlaceRequestPage salons={loaderData.salons} open={loaderData.open} dogs={loaderData.dogs} actionData={actionData} />
}
