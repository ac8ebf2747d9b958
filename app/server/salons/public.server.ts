import { formatPhone } from '~/lib/accounts/phone'
import { eq, sql } from 'drizzle-orm'
import { postcodeFromAddress } from '~/lib/salons/address'
import { parseRating, parseServices } from '~/lib/salons/salon'
import { cardAvailability, otherSalonsPath, salonCity, salonPhoto, toSalonCard, type SalonRow } from '~/lib/salons/salon-card'
import type { Actor } from '../accounts/actor.server'
import { cached, publicData } from '../platform/cache.server'
import { db } from '../platform/db/client.server'
import { cityNamesOf } from '../cities/names.server'
import { salons } from '~/server/salons/tables.server'
import { logger } from '../platform/logger.server'
import { BY_RATING, CARD_COLUMNS, FROM_SALONS } from './card-sql.server'
import { salonPath } from '~/lib/common/paths'

// Counting 100,000 rows costs ~25 ms on every home and directory request; a total that lags
// half a minute behind a new listing is fine (docs/decisions/0031).
const salonTotal = cached(30_000, async () => {
	const [row] = await db()
		.select({ count: sql<number>`count(*)` })
		.from(salons)
	return row!.count
})

/** Number of salons in the directory; undefined when it cannot be read (the spec counts that as no data). */
export async function salonCount(): Promise<number | undefined> {
	try {
		return await salonTotal()
	} catch (error) {
		logger.error({ err: error }, 'salon count failed')
		return undefined
	}
}

/** The number of salons in the directory, for whoever asks (undefined when it cannot be read). */
export const countSalons = (_actor: Actor) => salonCount()

const salonRecord = publicData.keyed(async (param: { id: number } | { slug: string }) => {
	const where = 'id' in param ? eq(salons.id, param.id) : eq(salons.slug, param.slug)
	const [salon] = await db().select().from(salons).where(where).limit(1)
	if (!salon) return undefined
	const cityName = await cityNamesOf([salon.city_id])
	return { ...salon, city_name: cityName(salon.city_id) }
})

/** One salon with its city name, by numeric id or by slug, for whoever asks; undefined when there is none. */
export const findSalon = (_actor: Actor, param: { id: number } | { slug: string }) => salonRecord(param)

type CityNeighbours = { cityId: number; exceptId: number; limit: number }

/** A few other salons of the same city for the detail page, best rated first. */
export const otherSalonsInCity = publicData.keyed(async ({ cityId, exceptId, limit }: CityNeighbours) => {
	const { rows } = await db().execute<SalonRow>(sql`
		select ${CARD_COLUMNS} from ${FROM_SALONS}
		where g.city_id = ${cityId} and g.id <> ${exceptId}
		order by ${BY_RATING}
		limit ${limit}`)
	return rows.map((row) => toSalonCard(row))
})

/** Salon URLs for the sitemap, in id order, one file's worth at a time. */
export async function salonSitemapEntries(_actor: Actor, { offset, limit }: { offset: number; limit: number }) {
	const { rows } = await db().execute<{ id: number; slug: string | null; updated_at: string }>(sql`
		select id, slug, updated_at from pet_groomers order by id limit ${limit} offset ${offset}`)
	// Raw queries through drizzle return timestamps as text.
	return rows.map((row) => ({ path: salonPath(row), lastmod: new Date(row.updated_at) }))
}

type SalonRecord = NonNullable<Awaited<ReturnType<typeof findSalon>>>

/** What the salon page shows, from the full record: parsed services and rating, the city to link, the photos. */
export function salonDetail(salon: SalonRecord) {
	const city = salonCity(salon)
	const photos = [salon.main_photo_url, ...salon.gallery].filter((url): url is string => Boolean(url?.trim()))
	return {
		id: salon.id,
		/** Whether an owner has claimed it (never who: the page is shared). */
		claimed: salon.owner_id !== null,
		/** Takes online bookings: 'Afspraak maken'. */
		onlineBooking: salon.online_booking && salon.owner_id !== null,
		city_id: salon.city_id,
		name: salon.name,
		slug: salon.slug,
		path: salonPath(salon),
		formatted_address: salon.formatted_address,
		postal_code: salon.postal_code ?? postcodeFromAddress(salon.formatted_address) ?? null,
		city,
		cityPath: otherSalonsPath(city),
		phone_number: salon.phone_number,
		/** Formatted on the server, so the browser needs no phone library on a public page. */
		phone_display: salon.phone_number ? formatPhone(salon.phone_number) : null,
		website: salon.website,
		description_nl: salon.description_nl,
		summary_nl: salon.summary_nl,
		pricing_info_nl: salon.pricing_info_nl,
		services: parseServices(salon.services_nl),
		opening_hours: salon.opening_hours,
		latitude: salon.latitude,
		longitude: salon.longitude,
		rating: parseRating(salon.rating),
		user_ratings_total: salon.user_ratings_total,
		ownRating: salon.review_average ?? 0,
		ownReviewCount: salon.review_count,
		photo: salonPhoto(salon),
		availability: cardAvailability(salon, new Date()),
		photos,
		reviews: [salon.positive_review_1, salon.positive_review_2, salon.positive_review_3, salon.negative_review].filter(
			(text): text is string => Boolean(text?.trim()),
		),
	}
}
