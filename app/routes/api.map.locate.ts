import type { Route } from './+types/api.map.locate'
import { parseRadius } from '~/lib/search/search-params'
import { handleAction } from '~/edge/errors.server'
import { limitRequest } from '~/server/platform/rate-limit.server'
import { clientIpContext } from '~/edge/request-context.server'
import { locateForMap } from '~/server/search/search.server'
import { actorOf } from '~/edge/guards.server'

/** The map search block: GET /api/map/locate?location=...&radius=... gives the place or null. */
export async function loader({ request, context }: Route.LoaderArgs) {
	return handleAction(async () => {
		const client = context.get(clientIpContext)
		await limitRequest('locate', client)
		const params = new URL(request.url).searchParams
		const actor = await actorOf({ request, context })
		const place = await locateForMap(actor, { location: params.get('location') ?? '', radius: parseRadius(params.get('radius')) })
		return { place: place ?? null }
	})
}
