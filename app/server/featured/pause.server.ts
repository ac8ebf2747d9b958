import { invalid } from '../platform/errors.server'
import type { Actor } from '../accounts/actor.server'
import { atProvider, changePlacement } from './admin-change.server'

/** Pausing stops the provider collecting and hides the placement at once. */
export async function pausePlacement(actor: Actor, { placementId: id }: { placementId: number }) {
	await changePlacement(actor, id, 'pause', async (placement) => {
		if (placement.status !== 'active') throw invalid('Alleen een actieve vermelding kan worden gepauzeerd.')
		await atProvider(placement, (provider, subscription) => provider.setPaused(subscription, true))
		return { status: 'paused' }
	})
}
