import type { Route } from './+types/api.stats'
import { AppError } from '~/server/errors.server'
import { clientIpContext } from '~/server/request-context.server'
import { countBeacon, readBeacon } from '~/server/statistics/beacon.server'

/** A transparent 1×1 GIF for the no-script pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const NO_STORE = { 'Cache-Control': 'no-store' }

async function answer(request: Request, client: string, pixel: boolean) {
	try {
		await countBeacon(request, client, await readBeacon(request))
		return pixel
			? new Response(PIXEL, { headers: { ...NO_STORE, 'Content-Type': 'image/gif' } })
			: new Response(null, { status: 204, headers: NO_STORE })
	} catch (error) {
		if (error instanceof AppError && error.status < 500) return new Response(error.message, { status: error.status, headers: NO_STORE })
		// A database that cannot be reached costs this one count, never an error page.
		return new Response(null, { status: 503, headers: NO_STORE })
	}
}

/** The no-script pixel: GET /api/stats?m=views&s=12 counts the page view of a visitor without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
	return answer(request, context.get(clientIpContext), true)
}

/** The beacon: POST /api/stats with {"m":"views","s":[12]} from navigator.sendBeacon. */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } })
	return answer(request, context.get(clientIpContext), false)
}
