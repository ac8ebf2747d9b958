import { eq, sql } from 'drizzle-orm'
import type { PlanId } from '~/lib/featured/featured-plans'
import { db } from '../platform/db/client.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { cities } from '~/server/cities/tables.server'
import { placements } from '~/server/featured/tables.server'
import { salons } from '~/server/salons/tables.server'
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
	const salonRows = await db()
		.select({ id: salons.id, name: salons.name, cityId: salons.city_id, cityName: cities.name })
		.from(salons)
		.innerJoin(cities, eq(cities.id, salons.city_id))
		.where(eq(salons.owner_id, owner.id))
		.orderBy(salons.name)
	return Promise.all(
		salonRows.map(async (salon) => {
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
