import type { Route } from './+types/dashboard.statistics'
import { invariantResponse } from '~/edge/errors.server'
import { requireSalonOwner } from '~/edge/owner-guards.server'
import { notFound } from '~/server/platform/errors.server'
import { ownSalonSeries } from '~/server/statistics/statistics.server'

/** GET, the salon's owner only: its last 90 days day by day as JSON, which the dashboard's chart draws. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const salonId = Number(params.salonId)
	const actor = await requireSalonOwner({ request, context }, salonId, { api: true })
	const series = await ownSalonSeries(actor, salonId)
	// The salon changed hands between the check and the read.
	invariantResponse(series, () => notFound())
	return Response.json(series)
}
