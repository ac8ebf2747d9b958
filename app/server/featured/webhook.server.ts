import { and, eq, sql, type SQL } from 'drizzle-orm'
import { db } from '../platform/db/client.server'
import { placements, paymentEvents } from '~/server/featured/tables.server'
import { logger } from '../platform/logger.server'
import { paymentProvider, type ProviderEvent } from '../platform/payments/provider.server'
import { invalid } from '../platform/errors.server'
import type { VerifiedWebhook } from '../accounts/actor.server'
import { placementOfSubscription, recordInvoice } from './invoices.server'
import { placementIdOf, syncSubscription } from './sync.server'

const NOT_AN_EVENT = 'Geen gebeurtenis van de betaalprovider'

const idOf = (value: unknown) =>
	typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null

/**
 * An event the payment provider delivered, once the edge has verified its signature: each event is
 * stored once by its id, and one already handled is acknowledged without acting again. Handling reads
 * the subscription's current state from the provider, so events may arrive in any order. A signed body
 * that is not an event is refused; a failure is logged and thrown, so the provider delivers the event
 * again.
 */
export async function handleProviderWebhook(_provider: VerifiedWebhook, { event }: { event: unknown }): Promise<void> {
	if (!isEvent(event)) throw invalid(NOT_AN_EVENT)
	await db().insert(paymentEvents).values({ id: event.id, type: event.type, payload: event }).onConflictDoNothing()
	const [stored] = await db().select({ processed: paymentEvents.processed_at }).from(paymentEvents).where(eq(paymentEvents.id, event.id))
	if (stored?.processed) return
	try {
		await applyEvent(event)
		await db()
			.update(paymentEvents)
			.set({ processed_at: sql`now()` })
			.where(eq(paymentEvents.id, event.id))
	} catch (error) {
		logger.error({ err: error, event: event.id, type: event.type }, 'payment event failed; the provider will send it again')
		throw error
	}
}

/** A signed body that is not an event (an id, a type and the object it is about) is refused all the same. */
function isEvent(event: unknown): event is ProviderEvent {
	if (typeof event !== 'object' || event === null) return false
	const { id, type, data } = event as Partial<ProviderEvent>
	const object: unknown = data?.object
	return typeof id === 'string' && id.length <= 255 && typeof type === 'string' && typeof object === 'object' && object !== null
}

/** A placement still waiting for its payment that will not come ends, and its city's slot is free again. */
async function endPending(which: SQL) {
	await db()
		.update(placements)
		.set({ status: 'cancelled', reserved_until: null })
		.where(and(which, eq(placements.status, 'pending')))
}

async function applyEvent(event: ProviderEvent) {
	const object = event.data.object
	if (event.type.startsWith('checkout.session.')) {
		const placementId = placementIdOf(object.metadata)
		const subscription = idOf(object.subscription)
		if (subscription) await syncSubscription(subscription, placementId)
		// The first payment failed (SEPA says so days later): the placement never goes live.
		if (event.type === 'checkout.session.async_payment_failed' && placementId) await endPending(eq(placements.id, placementId))
		// A checkout that can no longer be paid (cancelled, started again, or run out) gives its slot back.
		if (event.type === 'checkout.session.expired') await endPending(eq(placements.stripe_checkout_session_id, String(object.id)))
		return
	}
	if (event.type.startsWith('customer.subscription.')) {
		await syncSubscription(String(object.id))
		return
	}
	if (event.type.startsWith('invoice.')) {
		const invoice = paymentProvider()!.invoiceOf(object)
		if (!invoice.subscription) return
		const subscription = await syncSubscription(invoice.subscription)
		// Only the invoices of our subscriptions (the account may sell other things); also when the
		// placement is gone (its salon or its buyer's account deleted): the money moved all the same.
		const placement = await placementOfSubscription(invoice.subscription)
		if (placement !== null || placementIdOf(subscription?.metadata) !== undefined) await recordInvoice(db(), invoice, placement)
	}
}
