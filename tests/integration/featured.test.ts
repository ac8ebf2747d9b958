import { and, eq, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { NO_SLOTS } from '~/lib/featured-plans'
import { createAccount } from '~/server/accounts.server'
import { cities, featuredSubscriptions, mailOutbox, paymentEvents, payments, petGroomers } from '~/server/db/schema.server'
import { startCheckout } from '~/server/featured/owner.server'
import { handleProviderWebhook } from '~/server/featured/webhook.server'
import { paymentProvider } from '~/server/payments/provider.server'
import { completeCheckout, STAND_IN_WEBHOOK_SECRET } from '~/server/payments/stand-in.server'
import { stripeProvider } from '~/server/payments/stripe.server'
import { uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()

async function cityWithOwners(name: string, owners: number) {
	const [city] = await database.insert(cities).values({ name }).returning()
	return Promise.all(
		Array.from({ length: owners }, async (_, index) => {
			const email = uniqueEmail('uitgelicht')
			const account = await createAccount({ email, password: 'geheim123', emailVerified: true })
			const [salon] = await database
				.insert(petGroomers)
				.values({
					name: `${name} Salon ${index}`,
					slug: `${name.toLowerCase()}-${index}-${Math.random().toString(36).slice(2)}`,
					city_id: city!.id,
					owner_id: account.id,
				})
				.returning()
			return { user: { id: account.id, email, name: '', emailVerified: true }, salon: salon!, cityId: city!.id }
		}),
	)
}

const sessionIdOf = (url: string) => url.split('/').pop()!
const live = async (cityId: number) =>
	(
		await database.execute<{ n: number }>(
			sql`select count(*)::int as n from featured_subscriptions where city_id = ${cityId} and status = 'active' and (current_period_end is null or current_period_end > now())`,
		)
	).rows[0]!.n

function signed(type: string, object: object, id = `evt_test_${Math.random().toString(36).slice(2)}`) {
	const payload = JSON.stringify({ id, type, data: { object } })
	return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_WEBHOOK_SECRET }) }
}

describe('the limit of 3 per city', () => {
	it('lets exactly 3 of 50 parallel checkouts in one city through, and all 3 go live when paid', async () => {
		const owners = await cityWithOwners('Drukstad', 50)
		const results = await Promise.allSettled(owners.map(({ user, salon }) => startCheckout(user, { salonId: salon.id, plan: 'monthly' })))
		const started = results.filter((result): result is PromiseFulfilledResult<string> => result.status === 'fulfilled')
		expect(started).toHaveLength(3)
		expect(
			results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason.message),
		).toEqual(Array(47).fill(NO_SLOTS))
		for (const { value } of started) await completeCheckout(sessionIdOf(value))
		expect(await live(owners[0]!.cityId)).toBe(3)
		const positions = await database
			.select({ position: featuredSubscriptions.listing_position })
			.from(featuredSubscriptions)
			.where(and(eq(featuredSubscriptions.city_id, owners[0]!.cityId), eq(featuredSubscriptions.status, 'active')))
		expect(positions.map((row) => row.position).sort()).toEqual([1, 2, 3])
	})

	it('refunds and cancels a payment that arrives for a full city, and tells the owner', async () => {
		const owners = await cityWithOwners('Volstad', 4)
		const urls = await Promise.all(owners.slice(0, 3).map(({ user, salon }) => startCheckout(user, { salonId: salon.id, plan: 'monthly' })))
		// The fourth owner's reservation ran out before the others paid; their checkout is still open.
		const late = owners[3]!
		const [placement] = await database
			.insert(featuredSubscriptions)
			.values({
				groomer_id: late.salon.id,
				city_id: late.cityId,
				user_id: late.user.id,
				status: 'pending',
				plan_type: 'yearly',
				reserved_until: new Date(Date.now() - 60_000),
			})
			.returning()
		const lateCheckout = await paymentProvider()!.createCheckout({
			plan: 'yearly',
			successUrl: 'http://localhost/dashboard',
			cancelUrl: 'http://localhost/dashboard',
			customerEmail: late.user.email,
			metadata: { featured_id: String(placement!.id), user_id: late.user.id },
		})
		for (const url of urls) await completeCheckout(sessionIdOf(url))
		await completeCheckout(lateCheckout.id)
		expect(await live(late.cityId)).toBe(3)
		const [after] = await database.select().from(featuredSubscriptions).where(eq(featuredSubscriptions.id, placement!.id))
		expect(after!.status).toBe('cancelled')
		const subscription = await paymentProvider()!.subscription(after!.stripe_subscription_id!)
		expect(subscription!.status).toBe('canceled')
		const [refund] = await database.select().from(payments).where(eq(payments.featured_id, placement!.id))
		expect(refund).toMatchObject({ status: 'refunded', amount_cents: 9995 })
		const mails = await database.select().from(mailOutbox).where(eq(mailOutbox.to, late.user.email))
		expect(mails.map((mail) => mail.subject)).toContain(`Je betaling voor ${late.salon.name} is terugbetaald`)
	})
})

describe('the webhook', () => {
	it('refuses a forged or missing signature with 400 and stores nothing', async () => {
		const { payload } = signed('invoice.paid', { id: 'in_forged' }, 'evt_forged')
		const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
		expect(await handleProviderWebhook(payload, forged)).toEqual({ status: 400 })
		expect(await handleProviderWebhook(payload, null)).toEqual({ status: 400 })
		expect(await handleProviderWebhook(payload.replace('in_forged', 'in_changed'), signed('x', {}).signature)).toEqual({ status: 400 })
		expect(await database.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged'))).toEqual([])
	})

	it('handles a replayed event once, and converges whatever the order of the events', async () => {
		const [owner] = await cityWithOwners('Volgordestad', 1)
		const url = await startCheckout(owner!.user, { salonId: owner!.salon.id, plan: 'monthly' })
		await completeCheckout(sessionIdOf(url))
		const [placement] = await database.select().from(featuredSubscriptions).where(eq(featuredSubscriptions.groomer_id, owner!.salon.id))
		const [invoice] = await database.select().from(payments).where(eq(payments.featured_id, placement!.id))
		// Forget what arrived, then deliver the events again in reverse order, each twice.
		await database
			.update(featuredSubscriptions)
			.set({ status: 'pending', stripe_subscription_id: null })
			.where(eq(featuredSubscriptions.id, placement!.id))
		await database.delete(payments).where(eq(payments.featured_id, placement!.id))
		const invoicePaid = signed('invoice.paid', {
			id: invoice!.invoice_id,
			subscription: placement!.stripe_subscription_id,
			amount_paid: 1195,
			amount_due: 1195,
			currency: 'eur',
			status: 'paid',
			paid_at: 1_795_000_000,
		})
		const completed = signed('checkout.session.completed', {
			id: 'cs_x',
			subscription: placement!.stripe_subscription_id,
			metadata: { featured_id: String(placement!.id) },
		})
		for (const event of [invoicePaid, invoicePaid, completed, completed])
			expect(await handleProviderWebhook(event.payload, event.signature)).toEqual({ status: 200 })
		const [after] = await database.select().from(featuredSubscriptions).where(eq(featuredSubscriptions.id, placement!.id))
		expect(after!.status).toBe('active')
		expect(after!.current_period_end!.getTime()).toBeGreaterThan(Date.now())
		expect(await database.select().from(payments).where(eq(payments.featured_id, placement!.id))).toHaveLength(1)
	})
})

describe('the Stripe provider, against recorded Stripe shapes', () => {
	const requests: { method: string; path: string; body: string }[] = []
	const RECORDED: Record<string, object> = {
		'POST /v1/checkout/sessions': { id: 'cs_test_a1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' },
		'GET /v1/subscriptions/sub_1': {
			id: 'sub_1',
			object: 'subscription',
			status: 'active',
			customer: 'cus_1',
			cancel_at_period_end: false,
			pause_collection: null,
			metadata: { featured_id: '7' },
			latest_invoice: { id: 'in_1', object: 'invoice', status: 'paid' },
			items: { object: 'list', data: [{ id: 'si_1', current_period_start: 1_795_000_000, current_period_end: 1_797_600_000 }] },
		},
	}
	const fakeFetch = async (input: string | URL | Request, init?: RequestInit) => {
		const url = new URL(String(input))
		const key = `${init?.method ?? 'GET'} ${url.pathname}`
		requests.push({ method: init?.method ?? 'GET', path: url.pathname, body: String(init?.body ?? '') })
		return new Response(JSON.stringify(RECORDED[key] ?? { error: { message: 'not recorded' } }), {
			status: RECORDED[key] ? 200 : 404,
			headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
		})
	}
	const stripe = stripeProvider({
		secretKey: 'sk_test_recorded',
		webhookSecret: 'whsec_recorded',
		prices: { monthly: 'price_month', yearly: 'price_year' },
		httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch),
	})

	it('creates a Checkout Session in subscription mode, in Dutch, with the plan price, metadata and return URLs', async () => {
		const session = await stripe.createCheckout({
			plan: 'monthly',
			successUrl: 'https://example.nl/dashboard?subscription=success&session_id={CHECKOUT_SESSION_ID}',
			cancelUrl: 'https://example.nl/dashboard?subscription=cancelled',
			customerEmail: 'eigenaar@example.nl',
			metadata: { featured_id: '7', salon_id: '3', city_id: '1', user_id: 'u1', plan: 'monthly' },
		})
		expect(session).toEqual({ id: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' })
		const body = new URLSearchParams(requests.at(-1)!.body)
		expect(Object.fromEntries(body)).toMatchObject({
			mode: 'subscription',
			locale: 'nl',
			'line_items[0][price]': 'price_month',
			'line_items[0][quantity]': '1',
			customer_email: 'eigenaar@example.nl',
			success_url: 'https://example.nl/dashboard?subscription=success&session_id={CHECKOUT_SESSION_ID}',
			'metadata[featured_id]': '7',
			'subscription_data[metadata][featured_id]': '7',
		})
	})

	it('reads a subscription with its period on the item and its paid latest invoice', async () => {
		expect(await stripe.subscription('sub_1')).toEqual({
			id: 'sub_1',
			status: 'active',
			customer: 'cus_1',
			currentPeriodStart: 1_795_000_000,
			currentPeriodEnd: 1_797_600_000,
			cancelAtPeriodEnd: false,
			paused: false,
			latestInvoicePaid: true,
			metadata: { featured_id: '7' },
		})
		expect(requests.at(-1)!.path).toBe('/v1/subscriptions/sub_1')
	})

	it("verifies a webhook signed with the account's secret, and refuses one that is not", () => {
		const payload = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: { id: 'in_1' } } })
		const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_recorded' })
		expect(stripe.verifyEvent(payload, header).id).toBe('evt_1')
		expect(() => stripe.verifyEvent(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }))).toThrow()
		expect(
			stripe.invoiceOf({
				id: 'in_2',
				status: 'paid',
				amount_paid: 9995,
				currency: 'eur',
				parent: { subscription_details: { subscription: 'sub_1' } },
				status_transitions: { paid_at: 5 },
			}),
		).toEqual({ id: 'in_2', subscription: 'sub_1', amountCents: 9995, currency: 'eur', status: 'paid', paidAt: 5 })
	})
})
