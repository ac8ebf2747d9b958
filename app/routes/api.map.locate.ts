import type { Route } from './+types/api.map.locate'
import { parseRadius } from '~/lib/search-params'
import { locateForMap } from '~/server/search/search.server'

/** The map search block: GET /api/map/locate?location=...&radius=... gives the place or null. */
export async function loader({ request }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams
	const place = await locateForMap(params.get('location') ?? '', parseRadius(params.get('radius')))
	return { place: place ?? null }
}
