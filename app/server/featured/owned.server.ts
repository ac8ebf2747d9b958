import { eq, sql } from 'drizzle-orm'
import type { PlanId } from '~/lib/featured-plans'
import { db } from '../platform/db/client.server'
import { cities, petGroomers } from '../platform/db/schema.server'
import { freeSlots, LIVE } from './slots.server'

type Placement = {
	state: 'live' | 'paused' | 'processing'
	listing_position: number
	plan_type: PlanId
	current_period_end: Date | null
	cancel_at_period_end: boolean
}

/**
 * The featured tab: each owned salon with a city, its placement (live; paused by the admin; or paid
 * and waiting for the payment's confirmation) or none, and the free slots of its city.
 */
export async function ownerPlacements(ownerId: string) {
	const salons = await db()
		.select({ id: petGroomers.id, name: petGroomers.name, cityId: petGroomers.city_id, cityName: cities.name })
		.from(petGroomers)
		.innerJoin(cities, eq(cities.id, petGroomers.city_id))
		.where(eq(petGroomers.owner_id, ownerId))
		.orderBy(petGroomers.name)
	return Promise.all(
		salons.map(async (salon) => {
			const { rows } = await db().execute<Placement>(
				sql`select case when status = 'pending' then 'processing' when status = 'paused' then 'paused' else 'live' end as state,
						listing_position, plan_type, current_period_end, cancel_at_period_end
					from featured_subscriptions
					where groomer_id = ${salon.id}
						and ((${LIVE}) or status = 'paused' or (status = 'pending' and stripe_subscription_id is not null))
					order by id desc limit 1`,
			)
			return { ...salon, placement: rows[0] ?? null, freeSlots: await freeSlots(db(), salon.cityId!, salon.id) }
		}),
	)
}

export type OwnerPlacement = Awaited<ReturnType<typeof ownerPlacements>>[number]
