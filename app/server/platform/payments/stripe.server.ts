import type Stripe from 'stripe'
import type { PlanId } from '~/lib/featured/featured-plans'
import type { PaymentProvider, ProviderEvent, ProviderInvoice, ProviderSubscription } from './provider.server'
import { stripeSdk } from './stripe-sdk.server'

type Settings = { secretKey: string; webhookSecret: string; prices: Record<PlanId, string>; httpClient?: Stripe.HttpClient }

const idOf = (value: unknown): string | null =>
	typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : null

/** The subscription of an invoice: a top-level field in older API versions, under parent in newer ones. */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
	const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined
	return idOf(invoice.subscription) ?? idOf(parent?.subscription_details?.subscription)
}

export function stripeInvoice(invoice: Record<string, unknown>): ProviderInvoice {
	const transitions = invoice.status_transitions as { paid_at?: number | null } | undefined
	const paid = invoice.status === 'paid'
	return {
		id: String(invoice.id),
		subscription: invoiceSubscription(invoice),
		amountCents: Number(paid ? invoice.amount_paid : invoice.amount_due) || 0,
		currency: String(invoice.currency ?? 'eur'),
		status: paid ? 'paid' : 'failed',
		paidAt: transitions?.paid_at ?? null,
	}
}

function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
	// Newer API versions keep the period on the subscription item.
	const item = subscription.items?.data?.[0] as { current_period_start?: number; current_period_end?: number } | undefined
	const top = subscription as unknown as { current_period_start?: number; current_period_end?: number }
	const latest = subscription.latest_invoice
	return {
		id: subscription.id,
		status: subscription.status,
		customer: idOf(subscription.customer) ?? '',
		currentPeriodStart: item?.current_period_start ?? top.current_period_start ?? null,
		currentPeriodEnd: item?.current_period_end ?? top.current_period_end ?? null,
		cancelAtPeriodEnd: subscription.cancel_at_period_end,
		paused: Boolean(subscription.pause_collection),
		latestInvoicePaid: typeof latest === 'object' && latest !== null && latest.status === 'paid',
		metadata: subscription.metadata ?? {},
	}
}

/** Stripe through its official SDK: Checkout in subscription mode (card, and iDEAL that sets up SEPA Direct Debit), the customer portal, webhooks. */
export function stripeProvider(settings: Settings): PaymentProvider {
	const stripe = new (stripeSdk())(settings.secretKey, { httpClient: settings.httpClient, maxNetworkRetries: 2, timeout: 10_000 })
	return {
		name: 'stripe',
		createCheckout: async (input) => {
			const session = await stripe.checkout.sessions.create({
				// Payment methods come from the Dashboard's settings (card, and iDEAL that sets up SEPA Direct Debit for renewals).
				mode: 'subscription',
				locale: 'nl',
				line_items: [{ price: settings.prices[input.plan], quantity: 1 }],
				customer_email: input.customerEmail,
				success_url: input.successUrl,
				cancel_url: input.cancelUrl,
				metadata: input.metadata,
				subscription_data: { metadata: input.metadata },
				expires_at: input.expiresAt,
			})
			return { id: session.id, url: session.url! }
		},
		checkoutSession: async (id) => {
			const session = await stripe.checkout.sessions.retrieve(id).catch(() => null)
			if (!session) return null
			return {
				id: session.id,
				subscription: idOf(session.subscription),
				customer: idOf(session.customer),
				metadata: session.metadata ?? {},
			}
		},
		expireCheckout: async (id) => {
			const session = await stripe.checkout.sessions.retrieve(id)
			if (session.status === 'open') {
				// It may complete between the two calls; then Stripe refuses to expire it.
				const expired = await stripe.checkout.sessions.expire(id).catch(() => stripe.checkout.sessions.retrieve(id))
				return expired.status !== 'complete'
			}
			return session.status !== 'complete'
		},
		subscription: async (id) => {
			const subscription = await stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] }).catch(() => null)
			return subscription ? subscriptionOf(subscription) : null
		},
		cancel: async (id) => {
			// Cancelling twice is an error at Stripe; a retried event may ask again.
			const subscription = await stripe.subscriptions.retrieve(id)
			if (subscription.status !== 'canceled') await stripe.subscriptions.cancel(id)
		},
		setPaused: async (id, paused) => {
			await stripe.subscriptions.update(id, { pause_collection: paused ? { behavior: 'void' } : '' })
		},
		refundLatestPayment: async (id) => {
			const [invoice] = (await stripe.invoices.list({ subscription: id, limit: 1, expand: ['data.payments'] })).data
			const payment = (invoice as unknown as { payments?: { data?: { payment?: { payment_intent?: unknown } }[] } })?.payments?.data?.[0]
			const intent = idOf(payment?.payment?.payment_intent)
			if (!invoice || !intent) return null
			// Idempotent: a retried event refunds the same payment once.
			await stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${invoice.id}` })
			return { ...stripeInvoice(invoice as unknown as Record<string, unknown>), status: 'refunded' }
		},
		portalUrl: async (customer, returnUrl) =>
			(await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl, locale: 'nl' })).url,
		verifyEvent: (rawBody, signature) => {
			if (!signature) throw new Error('no signature')
			return stripeSdk().webhooks.constructEvent(rawBody, signature, settings.webhookSecret) as unknown as ProviderEvent
		},
		invoiceOf: stripeInvoice,
	}
}
