import { logger } from '../platform/logger.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { checkSubscriptions } from './check-status.server'

/** What a return from the payment provider was; the page says it in its own words. */
export type PaymentReturn = 'subscribed' | 'subscriptionCancelled' | 'paid' | 'paymentCancelled'

/**
 * What a return from the payment provider (`?subscription=success&session_id=…`,
 * `?subscription=cancelled`, `?payment=success|cancelled`); null for any other visit. A return is a
 * GET that any site can link to, so it decides nothing itself: the success return brings this
 * owner's placements in line with what the provider holds (as its webhook would), and a cancelled
 * checkout gives its slot back when the provider says it has ended (checkout.session.expired) or
 * when its reservation runs out.
 */
export async function paymentReturn(actor: Actor, params: URLSearchParams): Promise<PaymentReturn | null> {
	await authorize(actor, 'account:act')
	const subscription = params.get('subscription')
	const payment = params.get('payment')
	if (subscription === 'success') {
		await checkSubscriptions(actor, { sessionId: params.get('session_id') }).catch((error: unknown) =>
			logger.error({ err: error }, 'status check after checkout failed'),
		)
		return 'subscribed'
	}
	if (subscription === 'cancelled') return 'subscriptionCancelled'
	if (payment === 'success') return 'paid'
	if (payment === 'cancelled') return 'paymentCancelled'
	return null
}
