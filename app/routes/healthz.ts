import { checkHealth } from '~/server/boot.server'
import { db } from '~/server/platform/db/client.server'
import { logger } from '~/server/platform/logger.server'
import { publicAnswers } from '~/lib/seo/page-share'

/** The health check names nobody; its answers say no-store themselves. */
export const handle = publicAnswers()

export async function loader() {
	const health = await checkHealth(db())
	if (health.ok) return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
	logger.error({ reason: health.reason }, 'health check failed')
	return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
}
