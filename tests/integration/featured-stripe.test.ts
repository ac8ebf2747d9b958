import { eq } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHECKOUT_FAILED, PORTAL_FAILED } from '~/lib/featured/featured-plans'
import { action as webhook } from '~/routes/api.stripe.webhook'
import { config } from '~/server/platform/config.server'
import { placements, payments } from '~/server/featured/tables.server'
import { startCheckout } from '~/server/featured/checkout.server'
import { expirePlacements } from '~/server/featured/jobs.server'
import { customerPortalUrl } from '~/server/featured/portal.server'
import { freeSlots } from '~/server/featured/slots.server'
import { setPaymentProvider } from '~/server/platform/payments/provider.server'
import { stripeProvider } from '~/server/platform/payments/stripe.server'
import { run } from '../actions'
import { useTestDatabase } from '../db'
import { cityWithOwners, liveIn, signed } from '../featured-fixtures'
import { checkoutSessionShape, fakeStripe, invoiceShape, subscriptionShape, type Recorded } from '../stripe-recorded'

const database = await useTestDatabase()
const WEBHOOK_SECRET = 'whsec_recorded'
const settings = { secretKey: 'sk_test_recorded', webhookSecret: WEBHOOK_SECRET, prices: { monthly: 'price_month', yearly: 'price_year' } }
const metadataOf = (form: URLSearchParams) =>
	Object.fromEntries([...form].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]))

describe('the Stripe provider, against recorded Stripe shapes', () => {
	const paidInvoice = invoiceShape({ id: 'in_1', subscription: 'sub_1', status: 'paid', amount: 9995, period: 0 })
	const subscription = (status: string) =>
		subscriptionShape({ id: 'sub_1', status, metadata: { featured_id: '7' }, latestInvoice: paidInvoice, period: 0 })
	const sessions: Record<string, 'open' | 'complete'> = { cs_open: 'open', cs_done: 'complete' }
	let subscriptionStatus = 'active'
	const { requests, httpClient } = fakeStripe((request) => {
		const route = `${request.method} ${request.path}`
		if (route === 'POST /v1/checkout/sessions')
			return { body: checkoutSessionShape({ id: 'cs_test_a1', status: 'open', metadata: metadataOf(request.form) }) }
		const session = request.path.match(/^\/v1\/checkout\/sessions\/(cs_\w+)(\/expire)?$/)
		if (session) {
			const status = request.method === 'POST' ? 'expired' : sessions[session[1]!]!
			return { body: checkoutSessionShape({ id: session[1]!, status, metadata: {} }) }
		}
		if (route === 'GET /v1/subscriptions/sub_1') return { body: subscription(subscriptionStatus) }
		if (route === 'POST /v1/subscriptions/sub_1') return { body: subscription(subscriptionStatus) }
		if (route === 'DELETE /v1/subscriptions/sub_1') return { body: subscription('canceled') }
		if (route === 'GET /v1/invoices')
			return { body: { object: 'list', url: '/v1/invoices', has_more: false, data: [{ ...paidInvoice, payments: paymentsList }] } }
		if (route === 'POST /v1/refunds')
			return { body: { id: 're_1', object: 'refund', amount: 9995, currency: 'eur', payment_intent: 'pi_1', status: 'succeeded' } }
		if (route === 'POST /v1/billing_portal/sessions')
			return {
				body: {
					id: 'bps_1',
					object: 'billing_portal.session',
					customer: 'cus_TestA1',
					locale: 'nl',
					url: 'https://billing.stripe.com/p/session/test_YWNjdF8x',
				},
			}
	})
	const paymentsList = {
		object: 'list',
		has_more: false,
		data: [{ id: 'inpay_1', object: 'invoice_payment', status: 'paid', payment: { type: 'payment_intent', payment_intent: 'pi_1' } }],
	}
	const stripe = stripeProvider({ ...settings, httpClient })
	const last = (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path).at(-1)!

	it('creates a Checkout Session in subscription mode, in Dutch, with the plan price, metadata, return URLs and its expiry', async () => {
		const session = await stripe.createCheckout({
			plan: 'monthly',
			successUrl: 'https://example.nl/dashboard?subscription=success&session_id={CHECKOUT_SESSION_ID}',
			cancelUrl: 'https://example.nl/dashboard?subscription=cancelled',
			customerEmail: 'eigenaar@example.nl',
			metadata: { featured_id: '7', salon_id: '3', city_id: '1', user_id: 'u1', plan: 'monthly' },
			expiresAt: 1_795_001_860,
		})
		expect(session).toEqual({ id: 'cs_test_a1', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_a1/) })
		const form = Object.fromEntries(last('POST', '/v1/checkout/sessions').form)
		expect(form).toMatchObject({
			mode: 'subscription',
			locale: 'nl',
			'line_items[0][price]': 'price_month',
			'line_items[0][quantity]': '1',
			customer_email: 'eigenaar@example.nl',
			success_url: 'https://example.nl/dashboard?subscription=success&session_id={CHECKOUT_SESSION_ID}',
			cancel_url: 'https://example.nl/dashboard?subscription=cancelled',
			expires_at: '1795001860',
			'metadata[featured_id]': '7',
			'subscription_data[metadata][featured_id]': '7',
			'subscription_data[metadata][plan]': 'monthly',
		})
	})

	it('ends an open checkout, and answers false for one that was completed', async () => {
		expect(await stripe.expireCheckout('cs_open')).toBe(true)
		expect(last('POST', '/v1/checkout/sessions/cs_open/expire')).toBeDefined()
		expect(await stripe.expireCheckout('cs_done')).toBe(false)
		expect(requests.some((request) => request.path === '/v1/checkout/sessions/cs_done/expire')).toBe(false)
	})

	it('reads a subscription with its period on the item and its paid latest invoice', async () => {
		expect(await stripe.subscription('sub_1')).toEqual({
			id: 'sub_1',
			status: 'active',
			customer: 'cus_TestA1',
			currentPeriodStart: 1_795_000_000,
			currentPeriodEnd: 1_795_000_000 + 30 * 24 * 60 * 60,
			cancelAtPeriodEnd: false,
			paused: false,
			latestInvoicePaid: true,
			metadata: { featured_id: '7' },
		})
		expect(last('GET', '/v1/subscriptions/sub_1').query.get('expand[0]')).toBe('latest_invoice')
	})

	it('refunds the latest payment by its payment intent, with an idempotency key per invoice', async () => {
		expect(await stripe.refundLatestPayment('sub_1')).toEqual({
			id: 'in_1',
			subscription: 'sub_1',
			amountCents: 9995,
			currency: 'eur',
			status: 'refunded',
			paidAt: 1_795_000_060,
		})
		const list = last('GET', '/v1/invoices')
		expect(Object.fromEntries(list.query)).toMatchObject({ subscription: 'sub_1', limit: '1', 'expand[0]': 'data.payments' })
		const refund = last('POST', '/v1/refunds')
		expect(Object.fromEntries(refund.form)).toEqual({ payment_intent: 'pi_1' })
		expect(refund.headers.get('idempotency-key')).toBe('refund-in_1')
	})

	it('cancels once, pauses and resumes collection, and opens the customer portal in Dutch', async () => {
		await stripe.cancel('sub_1')
		expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1)
		subscriptionStatus = 'canceled'
		await stripe.cancel('sub_1')
		expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1)
		subscriptionStatus = 'active'
		await stripe.setPaused('sub_1', true)
		expect(Object.fromEntries(last('POST', '/v1/subscriptions/sub_1').form)).toEqual({ 'pause_collection[behavior]': 'void' })
		await stripe.setPaused('sub_1', false)
		expect(Object.fromEntries(last('POST', '/v1/subscriptions/sub_1').form)).toEqual({ pause_collection: '' })
		expect(await stripe.portalUrl('cus_TestA1', 'https://example.nl/dashboard/uitgelicht')).toBe(
			'https://billing.stripe.com/p/session/test_YWNjdF8x',
		)
		expect(Object.fromEntries(last('POST', '/v1/billing_portal/sessions').form)).toEqual({
			customer: 'cus_TestA1',
			return_url: 'https://example.nl/dashboard/uitgelicht',
			locale: 'nl',
		})
	})

	it("verifies a webhook signed with the account's secret, and refuses one that is not", () => {
		const { payload, signature } = signed(WEBHOOK_SECRET, 'invoice.paid', paidInvoice, 'evt_1')
		expect(stripe.verifyEvent(payload, signature).id).toBe('evt_1')
		expect(() => stripe.verifyEvent(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }))).toThrow()
		expect(() => stripe.verifyEvent(payload, null)).toThrow()
		expect(stripe.invoiceOf(paidInvoice)).toEqual({
			id: 'in_1',
			subscription: 'sub_1',
			amountCents: 9995,
			currency: 'eur',
			status: 'paid',
			paidAt: 1_795_000_060,
		})
	})
})

describe('a purchase through Stripe, event by event, through POST /api/stripe/webhook', () => {
	type Sub = { status: string; invoice: ReturnType<typeof invoiceShape>; period: number; metadata: Record<string, string> }
	const sessions = new Map<string, ReturnType<typeof checkoutSessionShape>>()
	const subscriptions = new Map<string, Sub>()
	let refuseCheckouts = false
	const shapeOf = (id: string) => {
		const sub = subscriptions.get(id)!
		return subscriptionShape({ id, status: sub.status, metadata: sub.metadata, latestInvoice: sub.invoice, period: sub.period })
	}
	const fake = fakeStripe((request: Recorded) => {
		if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
			if (refuseCheckouts) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such price: price_month' } } }
			const session = checkoutSessionShape({ id: `cs_test_${sessions.size + 1}`, status: 'open', metadata: metadataOf(request.form) })
			sessions.set(session.id, session)
			return { body: session }
		}
		const session = sessions.get(request.path.split('/')[4] ?? '')
		if (session && request.method === 'GET') return { body: session }
		const subscription = request.path.match(/^\/v1\/subscriptions\/(sub_\w+)$/)?.[1]
		if (subscription && subscriptions.has(subscription)) {
			if (request.method === 'DELETE') subscriptions.get(subscription)!.status = 'canceled'
			return { body: shapeOf(subscription) }
		}
	})

	/** What Stripe does when the owner completes the checkout: a subscription whose first invoice is paid (card) or still processing (SEPA). */
	function ownerCompletes(sessionId: string, subscriptionId: string, paid: boolean) {
		const session = sessions.get(sessionId)!
		const metadata = session.metadata as Record<string, string>
		const invoice = invoiceShape({
			id: `in_${subscriptionId}_0`,
			subscription: subscriptionId,
			status: paid ? 'paid' : 'open',
			amount: 1195,
			period: 0,
		})
		subscriptions.set(subscriptionId, { status: 'active', invoice, period: 0, metadata })
		sessions.set(sessionId, checkoutSessionShape({ id: sessionId, status: 'complete', metadata, subscription: subscriptionId }))
		return sessions.get(sessionId)!
	}

	async function deliver(type: string, object: object, secret = WEBHOOK_SECRET) {
		const { payload, signature } = signed(secret, type, object)
		const request = new Request(`${config().SITE_URL}/api/stripe/webhook`, {
			method: 'POST',
			headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
			body: payload,
		})
		return (await run(webhook, request)).status
	}

	const placementOf = async (salonId: number) => (await database.select().from(placements).where(eq(placements.salon_id, salonId)))[0]!

	beforeAll(() => setPaymentProvider(stripeProvider({ ...settings, httpClient: fake.httpClient })))
	afterAll(() => setPaymentProvider(undefined))

	it('refuses a forged signature with 400', async () => {
		expect(await deliver('invoice.paid', { id: 'in_forged' }, 'whsec_not_ours')).toBe(400)
	})

	it('SEPA: the slot is held while the payment is processed, live once confirmed; renewals move the period; an unpaid renewal ends it; a deletion is final', async () => {
		const [owner] = await cityWithOwners(database, 'Incassostad', 1)
		const url = await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })
		const sessionId = [...sessions.keys()].at(-1)!
		expect(url).toBe(sessions.get(sessionId)!.url)
		expect(sessions.get(sessionId)!.metadata).toMatchObject({ salon_id: String(owner!.salon.id), user_id: owner!.user.id, plan: 'monthly' })

		// The checkout completes with a SEPA mandate; the money is not there yet.
		expect(await deliver('checkout.session.completed', ownerCompletes(sessionId, 'sub_sepa', false))).toBe(200)
		expect(await placementOf(owner!.salon.id)).toMatchObject({ status: 'pending', stripe_subscription_id: 'sub_sepa' })
		await database.update(placements).set({ reserved_until: new Date(Date.now() - 60_000) })
		await expirePlacements()
		expect((await placementOf(owner!.salon.id)).status).toBe('pending')
		expect(await freeSlots(database, owner!.cityId)).toBe(2)

		// Days later the bank confirms.
		const sub = subscriptions.get('sub_sepa')!
		sub.invoice = invoiceShape({ id: 'in_sub_sepa_0', subscription: 'sub_sepa', status: 'paid', amount: 1195, period: 0 })
		expect(await deliver('checkout.session.async_payment_succeeded', sessions.get(sessionId)!)).toBe(200)
		expect(await deliver('invoice.paid', sub.invoice)).toBe(200)
		const live = await placementOf(owner!.salon.id)
		expect(live).toMatchObject({ status: 'active', listing_position: 1, stripe_customer_id: 'cus_TestA1' })
		expect(await liveIn(database, owner!.cityId)).toBe(1)

		// A renewal: a new period, a second payment.
		sub.period = 1
		sub.invoice = invoiceShape({ id: 'in_sub_sepa_1', subscription: 'sub_sepa', status: 'paid', amount: 1195, period: 1 })
		expect(await deliver('invoice.paid', sub.invoice)).toBe(200)
		const renewed = await placementOf(owner!.salon.id)
		expect(renewed.current_period_end!.getTime() - live.current_period_end!.getTime()).toBe(30 * 24 * 60 * 60 * 1000)

		// The next renewal is not paid: the placement ends.
		sub.period = 2
		sub.status = 'past_due'
		sub.invoice = invoiceShape({ id: 'in_sub_sepa_2', subscription: 'sub_sepa', status: 'open', amount: 1195, period: 2 })
		expect(await deliver('invoice.payment_failed', sub.invoice)).toBe(200)
		expect((await placementOf(owner!.salon.id)).status).toBe('expired')
		const recorded = await database.select().from(payments).where(eq(payments.placement_id, live.id)).orderBy(payments.invoice_id)
		expect(recorded.map((row) => [row.invoice_id, row.status, row.amount_cents])).toEqual([
			['in_sub_sepa_0', 'paid', 1195],
			['in_sub_sepa_1', 'paid', 1195],
			['in_sub_sepa_2', 'failed', 1195],
		])

		// Stripe gives up and deletes the subscription; an old event that arrives after it changes nothing.
		sub.status = 'canceled'
		expect(await deliver('customer.subscription.deleted', shapeOf('sub_sepa'))).toBe(200)
		expect(
			await deliver(
				'invoice.paid',
				invoiceShape({ id: 'in_sub_sepa_1', subscription: 'sub_sepa', status: 'paid', amount: 1195, period: 1 }),
			),
		).toBe(200)
		expect((await placementOf(owner!.salon.id)).status).toBe('cancelled')
	})

	it('a SEPA payment that fails gives the slot back', async () => {
		const [owner] = await cityWithOwners(database, 'Weigerstad', 1)
		await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })
		const sessionId = [...sessions.keys()].at(-1)!
		expect(await deliver('checkout.session.completed', ownerCompletes(sessionId, 'sub_refused', false))).toBe(200)
		subscriptions.get('sub_refused')!.status = 'incomplete_expired'
		expect(await deliver('checkout.session.async_payment_failed', sessions.get(sessionId)!)).toBe(200)
		expect((await placementOf(owner!.salon.id)).status).toBe('cancelled')
		expect(await freeSlots(database, owner!.cityId)).toBe(3)
	})

	it('a checkout Stripe refuses to create gives the slot back and says so in Dutch; without a subscription there is no portal', async () => {
		const [owner] = await cityWithOwners(database, 'Foutstad', 1)
		refuseCheckouts = true
		await expect(startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })).rejects.toThrow(CHECKOUT_FAILED)
		refuseCheckouts = false
		expect(await database.select().from(placements).where(eq(placements.salon_id, owner!.salon.id))).toEqual([])
		expect(await freeSlots(database, owner!.cityId)).toBe(3)
		await expect(customerPortalUrl(actorWith(owner!.user))).rejects.toThrow(PORTAL_FAILED)
	})
})
