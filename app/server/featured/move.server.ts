import { and, eq, inArray, ne } from 'drizzle-orm'
import { featuredSubscriptions } from '../platform/db/schema.server'
import { invalid } from '../platform/errors.server'
import type { Actor } from '../accounts/actor.server'
import { changePlacement } from './admin-change.server'

/** A new position 1-3 for an active or paused placement; the one in its city that had it takes the old one. */
export async function movePlacement(actor: Actor, id: number, position: number) {
	await changePlacement(actor, id, 'position', async (placement, tx) => {
		if (placement.status !== 'active' && placement.status !== 'paused')
			throw invalid('Alleen een actieve of gepauzeerde vermelding heeft een positie.')
		await tx
			.update(featuredSubscriptions)
			.set({ listing_position: placement.listing_position })
			.where(
				and(
					eq(featuredSubscriptions.city_id, placement.city_id),
					eq(featuredSubscriptions.listing_position, position),
					ne(featuredSubscriptions.id, id),
					inArray(featuredSubscriptions.status, ['active', 'paused', 'pending']),
				),
			)
		return { listing_position: position }
	})
}
