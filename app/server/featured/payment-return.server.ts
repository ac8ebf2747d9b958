import { and, eq, isNull } from 'drizzle-orm'
import { db } from '../db/client.server'
import { featuredSubscriptions } from '../db/schema.server'
import { logger } from '../logger.server'
import type { SessionUser } from '../permissions.server'
import type { NewToast } from '../toast.server'
import { checkSubscriptions } from './check-status.server'

/**
 * A cancelled checkout gives its slot back at once rather than after 30 minutes. Should the owner
 * still pay it, the payment is placed (or refunded) like any other.
 */
async function releaseReservations(owner: SessionUser) {
	await db()
		.update(featuredSubscriptions)
		.set({ status: 'cancelled', reserved_until: null })
		.where(
			and(
				eq(featuredSubscriptions.user_id, owner.id),
				eq(featuredSubscriptions.status, 'pending'),
				isNull(featuredSubscriptions.stripe_subscription_id),
			),
		)
}

/**
 * The toast for a return from the payment provider (`?subscription=success&session_id=…`,
 * `?subscription=cancelled`, `?payment=success|cancelled`), after acting on it; null for any other visit.
 */
export async function paymentReturnToast(owner: SessionUser, params: URLSearchParams): Promise<NewToast | null> {
	const subscription = params.get('subscription')
	const payment = params.get('payment')
	if (subscription === 'success') {
		await checkSubscriptions(owner, params.get('session_id')).catch((error: unknown) =>
			logger.error({ err: error }, 'status check after checkout failed'),
		)
		return {
			title: 'Abonnement Succesvol!',
			description: 'Je uitgelichte vermelding wordt geactiveerd. Het kan enkele minuten duren voordat alles zichtbaar is.',
		}
	}
	if (subscription === 'cancelled') {
		await releaseReservations(owner)
		return { title: 'Abonnement Geannuleerd', description: 'De betaling is afgebroken; er is niets afgeschreven.', variant: 'destructive' }
	}
	if (payment === 'success') return { title: 'Betaling Succesvol!', description: 'Bedankt, je betaling is ontvangen.' }
	if (payment === 'cancelled') return { title: 'Betaling Geannuleerd', description: 'Er is niets afgeschreven.', variant: 'destructive' }
	return null
}
