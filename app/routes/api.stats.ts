import type { Route } from './+types/api.stats'
import { AppError } from '~/server/platform/errors.server'
import { statusOf } from '~/edge/errors.server'
import { actorOf } from '~/edge/guards.server'
import { beaconSender } from '~/serving/request-rules.server'
import { config } from '~/server/platform/config.server'
import { countBeacon } from '~/server/statistics/beacon.server'

/** A transparent 1×1 GIF for the no-script pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const NO_STORE = { 'Cache-Control': 'no-store' }

/** The no-script pixel's beacon: ?m=views&s=1,2. */
function pixelBeacon(url: string): unknown {
	const params = new URL(url).searchParams
	const ids = (params.get('s') ?? '').split(',')
	return { m: params.get('m'), s: ids.map((id) => (/^\d{1,10}$/.test(id) ? Number(id) : NaN)) }
}

/**
 * The no-script pixel: GET /api/stats?m=views&s=12 counts the page view of a visitor without
 * JavaScript, when this site's own page asks for it (it counts nothing else). The beacon itself (POST, from sendBeacon) is answered by Express before React Router
 * (app/serving/stats-beacon.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	try {
		await countBeacon(await actorOf({ request, context }), {
			sender: beaconSender(request.headers, config().SITE_URL),
			input: pixelBeacon(request.url),
			source: 'pixel',
		})
		return new Response(PIXEL, { headers: { ...NO_STORE, 'Content-Type': 'image/gif' } })
	} catch (error) {
		if (error instanceof AppError && statusOf(error) < 500)
			return new Response(error.message, { status: statusOf(error), headers: NO_STORE })
		// A database that cannot be reached costs this one count, never an error page.
		return new Response(null, { status: 503, headers: NO_STORE })
	}
}
