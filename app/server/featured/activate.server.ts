import { NO_SLOTS } from '~/lib/featured/featured-plans'
import { conflict, invalid } from '../platform/errors.server'
import type { Actor } from '../accounts/actor.server'
import { atProvider, changePlacement } from './admin-change.server'
import { mayGoLive } from './slots.server'

/** Activating needs a free slot in the city (and the salon not live otherwise); collection resumes. */
export async function activatePlacement(actor: Actor, { placementId: id }: { placementId: number }) {
	await changePlacement(actor, id, 'activate', async (placement, tx) => {
		if (placement.status !== 'paused') throw invalid('Alleen een gepauzeerde vermelding kan worden geactiveerd.')
		const verdict = await mayGoLive(tx, placement)
		if (verdict === 'full') throw conflict(NO_SLOTS)
		if (verdict === 'salon-live') throw conflict('Deze trimsalon staat al uitgelicht met een andere vermelding.')
		await atProvider(placement, (provider, subscription) => provider.setPaused(subscription, false))
		return { status: 'active' }
	})
}
