import { eq, or, sql } from 'drizzle-orm'
import { recordAudit } from '../audit/record.server'
import { db, type Executor } from '../db/client.server'
import { featuredSubscriptions, payments, petGroomers, users } from '../db/schema.server'
import { logger } from '../logger.server'
import { queueComposedMail, siteLink } from '../mail/compose.server'
import { paymentProvider, type ProviderInvoice, type ProviderSubscription } from '../payments/provider.server'
import { freePosition, lockCity, roomToGoLive } from './slots.server'
import { paths } from '~/lib/paths'

const seconds = (value: number | null) => (value === null ? null : new Date(value * 1000))

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

/**
 * Brings our placement in line with the subscription as the provider holds it now, whatever the
 * order in which its events arrived. A paid placement goes live only while its city has room; a
 * payment for a full city is refunded, the subscription cancelled and the owner told.
 */
export async function syncSubscription(subscriptionId: string, featuredId?: number) {
	const provider = paymentProvider()
	const subscription = await provider?.subscription(subscriptionId)
	if (!provider || !subscription) return
	const ownId = featuredId ?? (Number(subscription.metadata.featured_id) || 0)
	const outcome = await db().transaction(async (tx) => {
		const [placement] = await tx
			.select()
			.from(featuredSubscriptions)
			.where(or(eq(featuredSubscriptions.stripe_subscription_id, subscriptionId), eq(featuredSubscriptions.id, ownId)))
			.for('update')
		if (!placement) return 'unknown' as const
		await lockCity(tx, placement.city_id)
		const period = {
			stripe_subscription_id: subscriptionId,
			stripe_customer_id: subscription.customer,
			current_period_start: seconds(subscription.currentPeriodStart),
			current_period_end: seconds(subscription.currentPeriodEnd),
			cancel_at_period_end: subscription.cancelAtPeriodEnd,
		}
		const wanted = statusFor(subscription)
		// An admin's cancellation is final; a placement waiting for its payment keeps waiting.
		if (placement.status === 'cancelled' || wanted === null) {
			await tx.update(featuredSubscriptions).set(period).where(eq(featuredSubscriptions.id, placement.id))
			return 'unchanged' as const
		}
		if (wanted === 'active' && placement.status !== 'active' && placement.status !== 'paused') {
			if (!(await roomToGoLive(tx, placement.city_id, placement.id))) {
				await tx
					.update(featuredSubscriptions)
					.set({ ...period, status: 'cancelled' })
					.where(eq(featuredSubscriptions.id, placement.id))
				return { refund: placement }
			}
			const position = await freePosition(tx, placement.city_id, placement.id)
			await tx
				.update(featuredSubscriptions)
				.set({ ...period, status: 'active', listing_position: position, reserved_until: null })
				.where(eq(featuredSubscriptions.id, placement.id))
			return 'activated' as const
		}
		await tx
			.update(featuredSubscriptions)
			.set({ ...period, status: wanted })
			.where(eq(featuredSubscriptions.id, placement.id))
		return 'updated' as const
	})
	if (typeof outcome === 'object') await refundForFullCity(subscriptionId, outcome.refund)
}

/** The city filled up before the payment arrived: money back, subscription ended, owner told. */
async function refundForFullCity(subscriptionId: string, placement: typeof featuredSubscriptions.$inferSelect) {
	const provider = paymentProvider()!
	const refunded = await provider.refundLatestPayment(subscriptionId)
	await provider.cancel(subscriptionId)
	await db()
		.transaction(async (tx) => {
			if (refunded) await recordInvoice(tx, refunded, placement.id)
			const [owner] = await tx
				.select({ email: users.email, name: users.name, salon: petGroomers.name })
				.from(petGroomers)
				.innerJoin(users, eq(users.id, sql`${placement.user_id}`))
				.where(eq(petGroomers.id, placement.groomer_id))
			if (owner) {
				await queueComposedMail(tx, {
					to: owner.email,
					subject: `Je betaling voor ${owner.salon} is terugbetaald`,
					greeting: `Beste ${owner.name || 'Trimsalon eigenaar'},`,
					paragraphs: [
						`Toen je betaling binnenkwam, waren alle uitgelichte posities in de stad van ${owner.salon} al bezet (maximaal 3 per stad).`,
						'We hebben het bedrag volledig terugbetaald en het abonnement beëindigd. Zodra er een plek vrijkomt, kun je het opnieuw proberen.',
					],
					action: { label: 'Naar je dashboard', url: siteLink(paths.dashboardFeatured) },
				})
			}
			if (placement.user_id)
				await recordAudit(tx, { actorId: placement.user_id, action: 'cancel', entity: 'featured', entityId: placement.id })
		})
		.catch((error: unknown) => logger.error({ err: error, subscriptionId }, 'recording the refund failed'))
}

/** Records an invoice as a payment once (by invoice id); a later state of the same invoice replaces it. */
export async function recordInvoice(executor: Executor, invoice: ProviderInvoice, featuredId: number | null) {
	const values = {
		featured_id: featuredId,
		invoice_id: invoice.id,
		amount_cents: invoice.amountCents,
		currency: invoice.currency,
		status: invoice.status,
		paid_at: seconds(invoice.paidAt),
	}
	// A refund is final: an invoice.paid event that arrives after it does not undo it.
	await executor
		.insert(payments)
		.values(values)
		.onConflictDoUpdate({
			target: payments.invoice_id,
			set: {
				status: sql`case when ${payments.status} = 'refunded' then 'refunded' else excluded.status end`,
				paid_at: values.paid_at,
				amount_cents: values.amount_cents,
			},
		})
}

/** The placement a provider subscription belongs to, for recording its invoices. */
export async function placementOfSubscription(subscriptionId: string) {
	const [placement] = await db()
		.select({ id: featuredSubscriptions.id })
		.from(featuredSubscriptions)
		.where(eq(featuredSubscriptions.stripe_subscription_id, subscriptionId))
	return placement?.id ?? null
}
