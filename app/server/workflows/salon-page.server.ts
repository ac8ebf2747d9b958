import { openState, todayLineIndex } from '~/lib/salons/opening-hours'
import { OTHER_SALONS } from '~/lib/salons/salon-page'
import { takesRequests } from '~/lib/place-requests/place-requests'
import { salonBookingPath, salonPath } from '~/lib/common/paths'
import { parseSalonParam } from '~/lib/salons/slug'
import type { Requester } from '~/server/accounts/actor.server'
import { claimStateFor } from '~/server/claims/list.server'
import { responseTimeOf } from '~/server/place-requests/read.server'
import { config } from '~/server/platform/config.server'
import { findSalon, otherSalonsInCity, salonDetail } from '~/server/salons/public.server'
import { publishedReviews } from '~/server/reviews/public.server'
import { salonOffers } from '~/server/bookings/first-free.server'
import { withFirstFree } from './first-free.server'

/**
 * Everything the public salon page shows, for the salon `slugOrId` names (a slug or a numeric id), as
 * seen by `actor` (a visitor with only the viewer class on a shared render); null for no such salon,
 * `movedTo` when the salon's one address is another (the numeric-id URL names the slug URL).
 */
export async function salonPage(actor: Requester, { slugOrId }: { slugOrId: string }): Promise<SalonPageData | { movedTo: string } | null> {
	// A failed load is a logged 500; the error boundary tells it apart from a salon that does not exist.
	const record = await findSalon(actor, parseSalonParam(slugOrId))
	if (!record) return null
	if (slugOrId !== record.slug) return { movedTo: salonPath(record) }
	return pageOf(record, actor)
}

async function pageOf(record: NonNullable<Awaited<ReturnType<typeof findSalon>>>, actor: Requester) {
	const salon = salonDetail(record)
	const now = new Date()
	const bookable = salon.onlineBooking ? [{ id: salon.id, bookingPath: salonBookingPath(salon) }] : []
	const [otherSalons, reviews, responseTime, [firstFree], offers] = await Promise.all([
		salon.city_id
			? otherSalonsInCity({ cityId: salon.city_id, exceptId: salon.id, limit: OTHER_SALONS }).then((cards) =>
					withFirstFree(actor, { cards }),
				)
			: [],
		publishedReviews(salon.id),
		record.owner_id ? responseTimeOf(salon.id) : undefined,
		withFirstFree(actor, { cards: bookable }),
		salon.onlineBooking ? salonOffers(actor, { salonId: salon.id }) : [],
	])
	return {
		salon: { ...salon, firstFree: firstFree?.firstFree },
		/** What it offers online, each from its lowest price ('Volledige trimbeurt vanaf € 45,00'). */
		offers,
		openState: openState(salon.opening_hours, now),
		todayLine: todayLineIndex(salon.opening_hours, now),
		otherSalons,
		reviews,
		tileUrl: config().TILE_URL,
		claim: await claimStateFor(actor, record),
		/** Public: whether the salon takes place requests now (an owner, and new clients or a waiting list). */
		takesRequests: takesRequests(record, now),
		/** 'Reageert meestal binnen 1 dag', from the last 90 days' requests (at least 3). */
		responseTime: responseTime ?? null,
	}
}

export type SalonPageData = Awaited<ReturnType<typeof pageOf>>
