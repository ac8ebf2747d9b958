import { redirect } from 'react-router'
import { openState, todayLineIndex } from '~/lib/opening-hours'
import { OTHER_SALONS } from '~/lib/salon-page'
import { takesRequests } from '~/lib/place-requests'
import { parseSalonParam } from '~/lib/slug'
import type { Viewer } from '~/lib/page-share'
import type { SessionUser } from '~/server/accounts/permissions.server'
import { claimStateFor } from '~/server/claims/list.server'
import { responseTimeOf } from '~/server/place-requests/read.server'
import { config } from '~/server/platform/config.server'
import { invariantResponse } from '~/server/platform/http/errors.server'
import { notFound } from '~/server/platform/errors.server'
import { findSalon, otherSalonsInCity, salonDetail } from '~/server/salons/public.server'
import { publishedReviews } from '~/server/reviews/public.server'

/**
 * Everything the public salon page shows, for the salon `slugOrId` names (a slug or a numeric id), as
 * seen by `viewer` (and `user`, on a page rendered for one person only).
 */
export async function salonPage(slugOrId: string, viewer: Viewer, user: SessionUser | null) {
	// A failed load is a logged 500; the error boundary tells it apart from a salon that does not exist.
	const record = await findSalon(parseSalonParam(slugOrId))
	invariantResponse(record, () => notFound('Trimsalon niet gevonden'))
	// Each salon has one address: the numeric-id URL moves permanently to the slug URL.
	const salon = salonDetail(record)
	if (slugOrId !== record.slug) throw redirect(salon.path, 301)
	const now = new Date()
	const [otherSalons, reviews, responseTime] = await Promise.all([
		salon.city_id ? otherSalonsInCity(salon.city_id, salon.id, OTHER_SALONS) : [],
		publishedReviews(salon.id),
		record.owner_id ? responseTimeOf(salon.id) : undefined,
	])
	return {
		salon,
		openState: openState(salon.opening_hours, now),
		todayLine: todayLineIndex(salon.opening_hours, now),
		otherSalons,
		reviews,
		tileUrl: config().TILE_URL,
		claim: await claimStateFor(record, viewer, user),
		/** Public: whether the salon takes place requests now (an owner, and new clients or a waiting list). */
		takesRequests: takesRequests(record, now),
		/** 'Reageert meestal binnen 1 dag', from the last 90 days' requests (at least 3). */
		responseTime: responseTime ?? null,
	}
}

export type SalonPageData = Awaited<ReturnType<typeof salonPage>>
