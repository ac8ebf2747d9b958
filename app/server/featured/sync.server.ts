import { eq, or } from 'drizzle-orm'
import { db } from '../platform/db/client.server'
import { placements } from '~/server/featured/tables.server'
import { paymentProvider, type ProviderSubscription } from '../platform/payments/provider.server'
import { refundOrphan, refundUnplaceable, type Unplaceable } from './refund.server'
import { freePosition, lockCity, mayGoLive } from './slots.server'

const seconds = (value: number | null) => (value === null ? null : new Date(value * 1000))

/**
 * The placement named in a checkout's or subscription's metadata, when it is a usable id. The key stays
 * `featured_id`: the subscriptions at the provider carry it.
 */
export function placementIdOf(metadata: unknown): number | undefined {
	const value = Number((metadata as Record<string, unknown> | null | undefined)?.featured_id)
	return Number.isInteger(value) && value > 0 && value < 2 ** 31 ? value : undefined
}

/** Our status for the provider's view of the subscription; null keeps the placement waiting for its payment. */
function statusFor(subscription: ProviderSubscription) {
	if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return 'cancelled' as const
	// A renewal that was not paid ends the placement.
	if (subscription.status === 'past_due' || subscription.status === 'unpaid') return 'expired' as const
	if (subscription.status !== 'active' && subscription.status !== 'trialing') return null
	if (subscription.paused) return 'paused' as const
	// Active only on a confirmed payment (a card at once; SEPA when its payment succeeded).
	return subscription.latestInvoicePaid ? ('active' as const) : null
}

type Placement = typeof placements.$inferSelect

/** What syncing leaves to do after its transaction: a refund for a payment that cannot be placed, or for a placement that is gone. */
type Outcome = { placement: Placement; reason: Unplaceable } | 'gone' | null

/**
 * Brings our placement in line with the subscription as the provider holds it now, whatever the
 * order in which its events arrived. A paid placement goes live only while its city has room and
 * its salon is not live already; otherwise the payment is refunded, the subscription cancelled and
 * the owner told. A subscription of ours that still runs while its placement is gone charges for
 * nothing: it is refunded and cancelled too. Answers the subscription as the provider holds it.
 */
export async function syncSubscription(subscriptionId: string, placementId?: number): Promise<ProviderSubscription | null> {
	const provider = paymentProvider()
	const subscription = await provider?.subscription(subscriptionId)
	if (!provider || !subscription) return null
	const ownId = placementId ?? placementIdOf(subscription.metadata) ?? 0
	const outcome = await db().transaction(async (tx): Promise<Outcome> => {
		const [placement] = await tx
			.select()
			.from(placements)
			.where(or(eq(placements.stripe_subscription_id, subscriptionId), eq(placements.id, ownId)))
			.for('update')
		if (!placement) return 'gone'
		await lockCity(tx, placement.city_id)
		const period = {
			stripe_subscription_id: subscriptionId,
			stripe_customer_id: subscription.customer,
			current_period_start: seconds(subscription.currentPeriodStart),
			current_period_end: seconds(subscription.currentPeriodEnd),
			cancel_at_period_end: subscription.cancelAtPeriodEnd,
		}
		const update = (values: Partial<Placement>) =>
			tx
				.update(placements)
				.set({ ...period, ...values })
				.where(eq(placements.id, placement.id))
		const wanted = statusFor(subscription)
		// Cancelled once its subscription was known (by an admin, or refunded) is final. A checkout
		// abandoned or run out before its payment arrived is placed like any other.
		const final = placement.status === 'cancelled' && placement.stripe_subscription_id !== null
		if (final || wanted === null) return update({}).then(() => null)
		if (wanted !== 'active' || placement.status === 'active' || placement.status === 'paused')
			return update({ status: wanted }).then(() => null)
		const verdict = await mayGoLive(tx, placement)
		// Left as it is until the refund is done, so that a failed refund is tried again with the event.
		if (verdict !== 'yes') return { placement, reason: verdict }
		const position = await freePosition(tx, placement.city_id, placement.id)
		await update({ status: 'active', listing_position: position, reserved_until: null })
		return null
	})
	if (outcome === 'gone') {
		if (placementIdOf(subscription.metadata) !== undefined && statusFor(subscription) !== 'cancelled') await refundOrphan(subscription)
	} else if (outcome) await refundUnplaceable(subscription, outcome.placement, outcome.reason)
	return subscription
}
