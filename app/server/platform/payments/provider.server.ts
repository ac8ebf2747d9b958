import type { PlanId } from '~/lib/featured/featured-plans'
import { config } from '../config.server'
import { standInProvider } from './stand-in.server'
import { stripeProvider } from './stripe.server'

/** A subscription as the provider holds it now; times are Unix seconds. */
export type ProviderSubscription = {
	id: string
	status: string
	customer: string
	currentPeriodStart: number | null
	currentPeriodEnd: number | null
	cancelAtPeriodEnd: boolean
	paused: boolean
	/** The subscription's latest invoice is paid: a payment is confirmed (card at once, SEPA later). */
	latestInvoicePaid: boolean
	metadata: Record<string, string>
}

export type ProviderCheckout = { id: string; subscription: string | null; customer: string | null; metadata: Record<string, string> }

export type ProviderInvoice = {
	id: string
	subscription: string | null
	amountCents: number
	currency: string
	status: 'paid' | 'failed' | 'refunded'
	paidAt: number | null
}

/** An event as the webhook receives it (Stripe's shape: the object that changed is data.object). */
export type ProviderEvent = { id: string; type: string; data: { object: Record<string, unknown> } }

export type CheckoutInput = {
	plan: PlanId
	successUrl: string
	cancelUrl: string
	customerEmail: string
	metadata: Record<string, string>
	/** Unix seconds after which the checkout can no longer be paid (Stripe: 30 minutes to 24 hours ahead). */
	expiresAt: number
}

/**
 * What the featured placements need from a payment provider. Stripe implements it; without
 * STRIPE_SECRET_KEY (demo mode only) the built-in stand-in does, with the same events signed the
 * same way and handled by the same webhook code.
 */
export type PaymentProvider = {
	name: 'stripe' | 'stand-in'
	createCheckout: (input: CheckoutInput) => Promise<{ id: string; url: string }>
	checkoutSession: (id: string) => Promise<ProviderCheckout | null>
	/** Ends an open checkout; answers false when it was completed (paid, or its payment under way). */
	expireCheckout: (id: string) => Promise<boolean>
	subscription: (id: string) => Promise<ProviderSubscription | null>
	cancel: (subscriptionId: string) => Promise<void>
	setPaused: (subscriptionId: string, paused: boolean) => Promise<void>
	refundLatestPayment: (subscriptionId: string) => Promise<ProviderInvoice | null>
	portalUrl: (customerId: string, returnUrl: string) => Promise<string>
	/** The event in a webhook body, or an error when the signature does not prove it came from the provider. */
	verifyEvent: (rawBody: string, signature: string | null) => ProviderEvent
	/** The webhook's invoice object in our terms. */
	invoiceOf: (object: Record<string, unknown>) => ProviderInvoice
}

let current: PaymentProvider | null | undefined

/** Stripe when configured; the stand-in in demo mode; none in production without Stripe. */
export function paymentProvider(): PaymentProvider | null {
	if (current !== undefined) return current
	const cfg = config()
	const provider = cfg.STRIPE_SECRET_KEY
		? stripeProvider({
				secretKey: cfg.STRIPE_SECRET_KEY,
				webhookSecret: cfg.STRIPE_WEBHOOK_SECRET!,
				prices: { monthly: cfg.STRIPE_PRICE_MONTHLY!, yearly: cfg.STRIPE_PRICE_YEARLY! },
			})
		: cfg.allowsDemo
			? standInProvider()
			: null
	current = provider
	return provider
}

/** For tests: a provider of the test's choosing. */
export function setPaymentProvider(provider: PaymentProvider | null | undefined) {
	current = provider
}
