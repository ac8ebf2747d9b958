import { redirect } from 'react-router'
import type { Route } from './+types/groomer'
import { parseSalonParam } from '~/lib/salons/slug'
import { findSalon } from '~/server/salons/public.server'
import { actorOf } from '~/edge/guards.server'
import { salonParamPath, salonPath } from '~/lib/common/paths'
import { publicAnswers } from '~/lib/seo/page-share'

/** The same permanent redirect for everyone. */
export const handle = publicAnswers()

/** The old /groomer/{x} address moves permanently to the salon's one URL (or to /trimsalon/{x}, which shows not-found). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const salon = await findSalon(await actorOf({ request, context }), parseSalonParam(params.x))
	return redirect(salon ? salonPath(salon) : salonParamPath(params.x), 301)
}
