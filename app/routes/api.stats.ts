import type { Route } from './+types/api.stats'
import { AppError } from '~/server/platform/errors.server'
import { statusOf } from '~/edge/errors.server'
import { clientIpContext } from '~/edge/request-context.server'
import { beaconSender } from '~/serving/request-rules.server'
import { config } from '~/server/platform/config.server'
import { countBeacon, pixelBeacon } from '~/server/statistics/beacon.server'

/** A transparent 1×1 GIF for the no-script pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * The no-script pixel: GET /api/stats?m=views&s=12 counts the page view of a visitor without
 * JavaScript, when this site's own page asks for it (it counts nothing else). The beacon itself (POST, from sendBeacon) is answered by Express before React Router
 * (app/edge/stats-beacon.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	try {
		await countBeacon({
			sender: beaconSender(request.headers, config().SITE_URL),
			clientIp: context.get(clientIpContext),
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
