import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { FEATURED_PLANS, type PlanId } from '~/lib/featured/featured-plans'
import { config } from '../config.server'
import { db } from '../db/client.server'
import { standInPayments } from '~/server/platform/db/tables.server'
import { logger } from '../logger.server'
import type { PaymentProvider, ProviderEvent, ProviderInvoice, ProviderSubscription } from './provider.server'
import { stripeSdk } from './stripe-sdk.server'
import { devCheckoutPath, devCheckoutPortalPath } from '~/lib/common/paths'

/**
 * The built-in payment provider for demo mode: checkout sessions, subscriptions and invoices in the
 * database, a checkout page at /dev/checkout/{id}, and the events Stripe would send, signed with
 * Stripe's own scheme and handled by the same webhook code. Never used in production.
 */
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_for_demo_mode_only'

type Session = {
	id: string
	status: 'open' | 'complete' | 'expired'
	plan: PlanId
	successUrl: string
	cancelUrl: string
	customerEmail: string
	metadata: Record<string, string>
	subscription: string | null
	customer: string | null
	expiresAt: number
}
type Subscription = ProviderSubscription & { plan: PlanId }
type Invoice = {
	id: string
	subscription: string
	amount_paid: number
	amount_due: number
	currency: string
	status: string
	paid_at: number
}

const newId = (prefix: string) => `${prefix}_standin_${randomBytes(9).toString('base64url')}`
const now = () => Math.floor(Date.now() / 1000)

async function read<T>(id: string): Promise<T | null> {
	const [row] = await db().select().from(standInPayments).where(eq(standInPayments.id, id))
	return (row?.data as T | undefined) ?? null
}

async function write(kind: string, id: string, data: object) {
	await db().insert(standInPayments).values({ id, kind, data }).onConflictDoUpdate({ target: standInPayments.id, set: { data } })
}

type EventHandler = (delivery: { rawBody: string; signature: string }) => Promise<{ status: number }>
let handleEvent: EventHandler | undefined

/**
 * Gives the stand-in the app's webhook handler, at start-up: the handler needs the payment provider,
 * so the provider cannot import it.
 */
export function connectStandIn(handler: EventHandler) {
	handleEvent = handler
}

/** Signs an event as Stripe does and hands it to the webhook handler, as Stripe's delivery would. */
export async function deliver(type: string, object: object) {
	if (!handleEvent) throw new Error('the stand-in payments have no webhook handler: call connectStandIn at start-up')
	const event: ProviderEvent = { id: newId('evt'), type, data: { object: object as Record<string, unknown> } }
	const payload = JSON.stringify(event)
	const signature = stripeSdk().webhooks.generateTestHeaderString({ payload, secret: STAND_IN_WEBHOOK_SECRET })
	const answer = await handleEvent({ rawBody: payload, signature })
	if (answer.status !== 200) logger.error({ type, status: answer.status }, 'stand-in event was refused')
}

function invoiceOf(object: Record<string, unknown>): ProviderInvoice {
	return {
		id: String(object.id),
		subscription: (object.subscription as string) ?? null,
		amountCents: Number(object.status === 'paid' ? object.amount_paid : object.amount_due) || 0,
		currency: String(object.currency ?? 'eur'),
		status: object.status === 'paid' ? 'paid' : object.status === 'refunded' ? 'refunded' : 'failed',
		paidAt: (object.paid_at as number) ?? null,
	}
}

/** A session that can still be paid, as Stripe's: open and not past its expiry time. */
async function openSession(sessionId: string): Promise<Session | null> {
	const session = await read<Session>(sessionId)
	return session?.status === 'open' && session.expiresAt > now() ? session : null
}

/** The stand-in checkout page's "Betaling voltooien": a paid subscription, then the events. Answers where to go next. */
export async function completeCheckout(sessionId: string): Promise<string | null> {
	const session = await openSession(sessionId)
	if (!session) return null
	const plan = FEATURED_PLANS[session.plan]
	const start = now()
	const end = start + (plan.interval === 'year' ? 365 : 30) * 24 * 60 * 60
	const subscription: Subscription = {
		id: newId('sub'),
		status: 'active',
		customer: newId('cus'),
		currentPeriodStart: start,
		currentPeriodEnd: end,
		cancelAtPeriodEnd: false,
		paused: false,
		latestInvoicePaid: true,
		metadata: session.metadata,
		plan: session.plan,
	}
	const invoice: Invoice = {
		id: newId('in'),
		subscription: subscription.id,
		amount_paid: plan.amountCents,
		amount_due: plan.amountCents,
		currency: 'eur',
		status: 'paid',
		paid_at: start,
	}
	const completed: Session = { ...session, status: 'complete', subscription: subscription.id, customer: subscription.customer }
	await write('subscription', subscription.id, subscription)
	await write('invoice', invoice.id, invoice)
	await write('checkout', session.id, completed)
	await deliver('checkout.session.completed', {
		id: session.id,
		object: 'checkout.session',
		subscription: subscription.id,
		customer: subscription.customer,
		metadata: session.metadata,
		payment_status: 'paid',
	})
	await deliver('invoice.paid', invoice)
	return session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id)
}

/** "Annuleren" on the stand-in checkout page: the session expires, and the owner goes back. */
export async function cancelCheckout(sessionId: string): Promise<string | null> {
	const session = await openSession(sessionId)
	if (!session) return null
	await expire(session)
	return session.cancelUrl
}

/**
 * A checkout as its page shows it, only to the user who started it (as a Stripe Checkout belongs to
 * the session that opened it): null for anyone else, whose page is a 404.
 */
export async function standInCheckout(user: { id: string } | null, sessionId: string) {
	const session = await read<Session>(sessionId)
	if (!user || session?.metadata.user_id !== user.id) return null
	const plan = FEATURED_PLANS[session.plan]
	return { ...session, open: session.status === 'open' && session.expiresAt > now(), amountCents: plan.amountCents, label: plan.label }
}

/** The stand-in customer portal: the customer's subscriptions this user bought, each can be cancelled at the period's end. */
export async function standInPortal(user: { id: string } | null, customer: string) {
	if (!user) return []
	const rows = await db().select().from(standInPayments).where(eq(standInPayments.kind, 'subscription'))
	return rows
		.map((row) => row.data as Subscription)
		.filter((subscription) => subscription.customer === customer && subscription.metadata.user_id === user.id)
}

/** Delivered after the caller's transaction, as Stripe's own events arrive: the handler locks the same placement. */
function deliverLater(type: string, object: object) {
	setImmediate(() => void deliver(type, object))
}

/** The session can no longer be paid, and Stripe says so. */
async function expire(session: Session) {
	await write('checkout', session.id, { ...session, status: 'expired' })
	deliverLater('checkout.session.expired', { id: session.id, object: 'checkout.session', status: 'expired', metadata: session.metadata })
}

async function updateSubscription(id: string, change: Partial<Subscription>, event: string) {
	const subscription = await read<Subscription>(id)
	if (!subscription) return
	const updated = { ...subscription, ...change }
	await write('subscription', id, updated)
	deliverLater(event, { id, object: 'subscription', customer: updated.customer, metadata: updated.metadata })
}

export async function cancelAtPeriodEnd(id: string) {
	await updateSubscription(id, { cancelAtPeriodEnd: true }, 'customer.subscription.updated')
}

export function standInProvider(): PaymentProvider {
	return {
		name: 'stand-in',
		createCheckout: async (input) => {
			const id = newId('cs')
			const session: Session = {
				id,
				status: 'open',
				plan: input.plan,
				successUrl: input.successUrl,
				cancelUrl: input.cancelUrl,
				customerEmail: input.customerEmail,
				metadata: input.metadata,
				subscription: null,
				customer: null,
				expiresAt: input.expiresAt,
			}
			await write('checkout', id, session)
			return { id, url: `${config().SITE_URL}${devCheckoutPath(id)}` }
		},
		checkoutSession: async (id) => {
			const session = await read<Session>(id)
			return session ? { id, subscription: session.subscription, customer: session.customer, metadata: session.metadata } : null
		},
		expireCheckout: async (id) => {
			const session = await read<Session>(id)
			if (session?.status === 'open') await expire(session)
			return session?.status !== 'complete'
		},
		subscription: async (id) => {
			const subscription = await read<Subscription>(id)
			if (!subscription) return null
			const { plan: _plan, ...rest } = subscription
			return rest
		},
		cancel: (id) => updateSubscription(id, { status: 'canceled' }, 'customer.subscription.deleted'),
		setPaused: (id, paused) => updateSubscription(id, { paused }, 'customer.subscription.updated'),
		refundLatestPayment: async (id) => {
			const rows = await db().select().from(standInPayments).where(eq(standInPayments.kind, 'invoice'))
			const invoice = rows.map((row) => row.data as Invoice).find((candidate) => candidate.subscription === id)
			if (!invoice) return null
			await write('invoice', invoice.id, { ...invoice, status: 'refunded' })
			return { ...invoiceOf(invoice as unknown as Record<string, unknown>), status: 'refunded' }
		},
		portalUrl: async (customer) => `${config().SITE_URL}${devCheckoutPortalPath(customer)}`,
		verifyEvent: (rawBody, signature) => {
			if (!signature) throw new Error('no signature')
			return stripeSdk().webhooks.constructEvent(rawBody, signature, STAND_IN_WEBHOOK_SECRET) as unknown as ProviderEvent
		},
		invoiceOf,
	}
}
