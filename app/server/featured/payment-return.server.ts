import { logger } from '../platform/logger.server'
import type { SessionUser } from '../accounts/permissions.server'
import type { NewToast } from '../platform/http/toast.server'
import { checkSubscriptions } from './check-status.server'

/**
 * The toast for a return from the payment provider (`?subscription=success&session_id=…`,
 * `?subscription=cancelled`, `?payment=success|cancelled`); null for any other visit. A return is a
 * GET that any site can link to, so it decides nothing itself: the success return brings this
 * owner's placements in line with what the provider holds (as its webhook would), and a cancelled
 * checkout gives its slot back when the provider says it has ended (checkout.session.expired) or
 * when its reservation runs out.
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
	if (subscription === 'cancelled')
		return { title: 'Abonnement Geannuleerd', description: 'De betaling is afgebroken; er is niets afgeschreven.', variant: 'destructive' }
	if (payment === 'success') return { title: 'Betaling Succesvol!', description: 'Bedankt, je betaling is ontvangen.' }
	if (payment === 'cancelled') return { title: 'Betaling Geannuleerd', description: 'Er is niets afgeschreven.', variant: 'destructive' }
	return null
}
