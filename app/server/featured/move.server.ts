import { and, eq, inArray, ne } from 'drizzle-orm'
import { placements } from '~/server/featured/tables.server'
import { invalid } from '../platform/errors.server'
import type { Actor } from '../accounts/actor.server'
import { changePlacement } from './admin-change.server'

/** A new position 1-3 for an active or paused placement; the one in its city that had it takes the old one. */
export async function movePlacement(actor: Actor, { placementId: id, position }: { placementId: number; position: number }) {
	await changePlacement(actor, id, 'position', async (placement, tx) => {
		if (placement.status !== 'active' && placement.status !== 'paused')
			throw invalid('Alleen een actieve of gepauzeerde vermelding heeft een positie.')
		await tx
			.update(placements)
			.set({ listing_position: placement.listing_position })
			.where(
				and(
					eq(placements.city_id, placement.city_id),
					eq(placements.listing_position, position),
					ne(placements.id, id),
					inArray(placements.status, ['active', 'paused', 'pending']),
				),
			)
		return { listing_position: position }
	})
}
