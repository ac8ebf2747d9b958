import { invalid } from '../platform/errors.server'
import type { Actor } from '../accounts/actor.server'
import { atProvider, changePlacement } from './admin-change.server'

/** Cancelling ends the subscription at the provider at once; it is final. */
export async function cancelPlacement(actor: Actor, { placementId: id }: { placementId: number }) {
	await changePlacement(actor, id, 'cancel', async (placement) => {
		if (placement.status === 'cancelled') throw invalid('Deze vermelding is al opgezegd.')
		if (placement.status === 'pending') throw invalid('Deze vermelding wacht nog op de betaling.')
		await atProvider(placement, (provider, subscription) => provider.cancel(subscription))
		return { status: 'cancelled', reserved_until: null }
	})
}
