import type { Route } from './+types/api.suggest'
import { handleAction } from '~/edge/errors.server'
import { limitRequest } from '~/server/platform/rate-limit.server'
import { clientIpContext } from '~/edge/request-context.server'
import { suggest } from '~/server/search/suggest.server'
import { actorOf } from '~/edge/guards.server'

/** Suggestions for the search box: GET /api/suggest?q=... */
export async function loader({ request, context }: Route.LoaderArgs) {
	return handleAction(async () => {
		await limitRequest('suggest', context.get(clientIpContext))
		const suggestions = await suggest(await actorOf({ request, context }), { typed: new URL(request.url).searchParams.get('q') ?? '' })
		return Response.json({ suggestions }, { headers: { 'Cache-Control': 'public, max-age=60' } })
	})
}
