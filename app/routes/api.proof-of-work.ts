import type { Route } from './+types/api.proof-of-work'
import { createChallenge } from '~/server/platform/proof-of-work.server'

/** GET /api/proof-of-work: a fresh signed challenge, for this browser only (never stored by a cache). */
export async function loader(_: Route.LoaderArgs) {
	return Response.json(await createChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
