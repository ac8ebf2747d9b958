import { sql } from 'drizzle-orm'
import { toSalonCard, type SalonCardData, type SalonRow } from '~/lib/salons/salon-card'
import type { Actor } from '../accounts/actor.server'
import { publicData } from '../platform/cache.server'
import { db } from '../platform/db/client.server'
import { logger } from '../platform/logger.server'
import { CARD_COLUMNS, JOIN_CITY, SALONS } from '../salons/card-sql.server'
import { f, LIVE } from './slots.server'

/**
 * The salons with a live featured placement, by listing position; all cities or one. Across cities
 * (the home page) the placement that started last comes first among equal positions, so a new one
 * is seen there. A failure is logged and gives an empty list, which hides the section.
 */
export async function liveFeaturedSalons(_actor: Actor, options: { cityId?: number; limit: number }): Promise<SalonCardData[]> {
	try {
		return await liveFeaturedCards(options.cityId ?? null, options.limit)
	} catch (error) {
		logger.error({ err: error }, 'featured salons failed')
		return []
	}
}

const liveFeaturedCards = publicData.keyed(async (cityId: number | null, limit: number) => {
	const inCity = cityId === null ? sql`true` : sql`f.city_id = ${cityId}`
	const { rows } = await db().execute<SalonRow>(sql`
		select ${CARD_COLUMNS}
		from featured_subscriptions f
			join ${SALONS} on g.id = ${f.salon_id}
			${JOIN_CITY}
		where ${LIVE} and ${inCity}
		order by f.listing_position, f.current_period_start desc nulls last, f.id
		limit ${limit}`)
	return rows.map((row) => toSalonCard(row))
})
