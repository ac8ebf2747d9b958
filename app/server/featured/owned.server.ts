import { eq, sql } from 'drizzle-orm'
import type { PlanId } from '~/lib/featured/featured-plans'
import { db } from '../platform/db/client.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { cityNames } from '../cities/names.server'
import { placements } from '~/server/featured/tables.server'
import { salonRows } from '../salons/lookups.server'
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
 * and waiting for the payment's confirmation) or none, and the free slots of its city. An account
 * without salons gets an empty list.
 */
export async function ownerPlacements(actor: Actor) {
	const owner = await authorize(actor, 'account:act')
	const listing = salonRows().as('salon')
	const city = cityNames().as('city')
	const owned = await db()
		.select({ id: listing.id, name: listing.name, cityId: listing.city_id, cityName: city.name })
		.from(listing)
		.innerJoin(city, eq(city.id, listing.city_id))
		.where(eq(listing.owner_id, owner.id))
		.orderBy(listing.name)
	return Promise.all(
		owned.map(async (salon) => {
			const { rows } = await db().execute<Placement>(
				sql`select case when status = 'pending' then 'processing' when status = 'paused' then 'paused' else 'live' end as state,
						listing_position, plan_type, current_period_end, cancel_at_period_end
					from featured_subscriptions
					where ${placements.salon_id} = ${salon.id}
						and ((${LIVE}) or status = 'paused' or (status = 'pending' and stripe_subscription_id is not null))
					order by id desc limit 1`,
			)
			return { ...salon, placement: rows[0] ?? null, freeSlots: await freeSlots(db(), salon.cityId!, salon.id) }
		}),
	)
}

export type OwnerPlacement = Awaited<ReturnType<typeof ownerPlacements>>[number]
