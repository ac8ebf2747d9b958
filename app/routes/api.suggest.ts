import type { Route } from './+types/api.suggest'
import { suggest } from '~/server/search/suggest.server'

/** Suggestions for the search box: GET /api/suggest?q=... */
export async function loader({ request }: Route.LoaderArgs) {
	const suggestions = await suggest(new URL(request.url).searchParams.get('q') ?? '')
	return Response.json({ suggestions }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
