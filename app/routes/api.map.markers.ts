import type { Route } from './+types/api.map.markers'
import { handleAction } from '~/edge/errors.server'
import { invalid } from '~/server/platform/errors.server'
import { limitRequest } from '~/server/platform/rate-limit.server'
import { clientIpContext } from '~/edge/request-context.server'
import { mapMarkers, markerQuery } from '~/server/search/markers.server'
import { actorOf } from '~/edge/guards.server'

/** The salons in a map view: GET /api/map/markers?south=&west=&north=&east=&zoom=[&lat=&lng=&radius=] */
export async function loader({ request, context }: Route.LoaderArgs) {
	return handleAction(async () => {
		await limitRequest('markers', context.get(clientIpContext))
		const query = markerQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
		if (!query.success) throw invalid('Ongeldige kaartgrenzen')
		return Response.json(await mapMarkers(await actorOf({ request, context }), query.data), {
			headers: { 'Cache-Control': 'public, max-age=60' },
		})
	})
}
