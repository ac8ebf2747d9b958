import { eq } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loader as dashboard } from '~/routes/dashboard/layout'
import { action as devCheckout, loader as devCheckoutPage } from '~/routes/dev.checkout'
import { action as devPortal, loader as devPortalPage } from '~/routes/dev.checkout.portal'
import { action as webhook } from '~/routes/api.stripe.webhook'
import { config } from '~/server/platform/config.server'
import { placements, paymentEvents } from '~/server/featured/tables.server'
import { standInPayments } from '~/server/platform/db/tables.server'
import { salons } from '~/server/salons/tables.server'
import { startCheckout } from '~/server/featured/checkout.server'
import { freeSlots } from '~/server/featured/slots.server'
import { setPaymentProvider, type PaymentProvider } from '~/server/platform/payments/provider.server'
import { completeCheckout, standInProvider } from '~/server/platform/payments/stand-in.server'
import { stripeProvider } from '~/server/platform/payments/stripe.server'
import { formRequest, run } from '../actions'
import { anonymousRequest, requestAs } from '../auth'
import { useTestDatabase } from '../db'
import { cityWithOwners, eventsHandled, sessionIdOf, signed, type Owner } from '../featured-fixtures'
import { checkoutSessionShape, fakeStripe } from '../stripe-recorded'

/** The /dev pages answer this machine only. */
const LOOPBACK = '127.0.0.1'
const database = await useTestDatabase()

const placementOf = async (salonId: number) => (await database.select().from(placements).where(eq(placements.salon_id, salonId)))[0]!
/** The stand-in's own record of a checkout session, as Stripe would hold it. */
const sessionStatus = async (sessionId: string) =>
	((await database.select().from(standInPayments).where(eq(standInPayments.id, sessionId)))[0]!.data as { status: string }).status

const PASSWORD = 'geheim123'
const cookieOf = async (owner: Owner) => (await requestAs(owner.user.email, PASSWORD)).headers.get('cookie')!
/** A page of the site as this owner's browser asks for it. */
const pageAs = (path: string, cookie: string) => new Request(anonymousRequest(path), { headers: { cookie } })

/** The stand-in, keeping the name of each call made to it. */
function recordingStandIn(calls: string[]): PaymentProvider {
	const provider = standInProvider()
	return new Proxy(provider, {
		get: (target, name: keyof PaymentProvider) => {
			const value = target[name]
			if (typeof value !== 'function') return value
			return (...args: never[]) => {
				calls.push(name)
				return (value as (...args: never[]) => unknown)(...args)
			}
		},
	})
}

afterEach(() => setPaymentProvider(undefined))

describe('starting a checkout', () => {
	it('refuses anyone but the owner before anything reaches the payment provider', async () => {
		const [former, next] = await cityWithOwners(database, 'Overdrachtstad', 2)
		const url = await startCheckout(actorWith(former!.user), { salonId: former!.salon.id, plan: 'monthly' })
		// The salon changes hands while the former owner's checkout is still open.
		await database.update(salons).set({ owner_id: next!.user.id }).where(eq(salons.id, former!.salon.id))
		const calls: string[] = []
		setPaymentProvider(recordingStandIn(calls))
		await expect(startCheckout(actorWith(former!.user), { salonId: former!.salon.id, plan: 'monthly' })).rejects.toMatchObject({
			code: 'forbidden',
		})
		expect(calls).toEqual([])
		expect(await sessionStatus(sessionIdOf(url))).toBe('open')
		expect((await placementOf(former!.salon.id)).status).toBe('pending')
	})
})

describe('the return from a cancelled checkout', () => {
	it('/dashboard?subscription=cancelled only shows the toast: a link from anywhere ends no checkout', async () => {
		const [owner] = await cityWithOwners(database, 'Terugkeerstad', 1)
		const url = await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })
		const visit = pageAs('/dashboard?subscription=cancelled', await cookieOf(owner!))
		expect(await run(dashboard, visit)).toMatchObject({ status: 302, location: '/dashboard' })
		expect((await placementOf(owner!.salon.id)).status).toBe('pending')
		expect(await sessionStatus(sessionIdOf(url))).toBe('open')
		expect(await freeSlots(database, owner!.cityId)).toBe(2)
	})

	it('the checkout cancelled at the provider gives its slot back at once (checkout.session.expired)', async () => {
		const [owner] = await cityWithOwners(database, 'Annuleerstad', 1)
		const url = await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })
		const before = await database.$count(paymentEvents)
		const cancel = formRequest(new URL(url).pathname, { intent: 'cancel' }, await cookieOf(owner!))
		const answer = await run(devCheckout, cancel, LOOPBACK, { id: sessionIdOf(url) })
		expect(answer).toMatchObject({ status: 302, location: expect.stringContaining('/dashboard?subscription=cancelled') })
		await eventsHandled(database, before + 1)
		expect((await placementOf(owner!.salon.id)).status).toBe('cancelled')
		expect(await freeSlots(database, owner!.cityId)).toBe(3)
	})

	describe('through Stripe', () => {
		const settings = {
			secretKey: 'sk_test_recorded',
			webhookSecret: 'whsec_recorded',
			prices: { monthly: 'price_month', yearly: 'price_year' },
		}
		const metadataOf = (form: URLSearchParams) =>
			Object.fromEntries([...form].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]))
		let sessions = 0
		const fake = fakeStripe((request) => {
			if (request.method === 'POST' && request.path === '/v1/checkout/sessions')
				return { body: checkoutSessionShape({ id: `cs_test_${++sessions}`, status: 'open', metadata: metadataOf(request.form) }) }
		})
		beforeAll(() => setPaymentProvider(stripeProvider({ ...settings, httpClient: fake.httpClient })))
		afterAll(() => setPaymentProvider(undefined))

		it('an expired Checkout Session ends its own reservation and no other', async () => {
			const [owner, other] = await cityWithOwners(database, 'Verloopsessiestad', 2)
			for (const { user, salon } of [owner!, other!]) await startCheckout(actorWith(user), { salonId: salon.id, plan: 'monthly' })
			const { stripe_checkout_session_id: id } = await placementOf(owner!.salon.id)
			const { payload, signature } = signed(
				settings.webhookSecret,
				'checkout.session.expired',
				checkoutSessionShape({ id: id!, status: 'expired', metadata: {} }),
			)
			const request = new Request(`${config().SITE_URL}/api/stripe/webhook`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', 'stripe-signature': signature },
				body: payload,
			})
			expect((await run(webhook, request)).status).toBe(200)
			expect((await placementOf(owner!.salon.id)).status).toBe('cancelled')
			expect((await placementOf(other!.salon.id)).status).toBe('pending')
			expect(await freeSlots(database, owner!.cityId)).toBe(2)
		})
	})
})

describe('the stand-in checkout at /dev/checkout/{id}', () => {
	it('answers only the user who started the checkout; anyone else gets 404 and cannot pay or cancel it', async () => {
		const [owner, stranger] = await cityWithOwners(database, 'Eigenstad', 2)
		const url = await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })
		const id = sessionIdOf(url)
		const path = new URL(url).pathname
		for (const cookie of [await cookieOf(stranger!), undefined]) {
			const page = cookie ? pageAs(path, cookie) : anonymousRequest(path)
			expect((await run(devCheckoutPage, page, LOOPBACK, { id })).status).toBe(404)
			for (const intent of ['pay', 'cancel'])
				expect((await run(devCheckout, formRequest(path, { intent }, cookie), LOOPBACK, { id })).status).toBe(404)
		}
		expect(await sessionStatus(id)).toBe('open')
		expect((await placementOf(owner!.salon.id)).status).toBe('pending')

		const mine = await cookieOf(owner!)
		expect((await run(devCheckoutPage, pageAs(path, mine), '203.0.113.7', { id })).status, 'from the network').toBe(404)
		expect(await run(devCheckoutPage, pageAs(path, mine), LOOPBACK, { id })).toMatchObject({ status: 200, data: { open: true } })
		const paid = await run(devCheckout, formRequest(path, { intent: 'pay' }, mine), LOOPBACK, { id })
		expect(paid).toMatchObject({ status: 302, location: expect.stringContaining('subscription=success') })
		expect((await placementOf(owner!.salon.id)).status).toBe('active')
	})

	it('its customer portal answers only the user whose subscription it is', async () => {
		const [owner, stranger] = await cityWithOwners(database, 'Portaaleigenstad', 2)
		await completeCheckout(sessionIdOf(await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'yearly' })))
		const { stripe_customer_id: customer, stripe_subscription_id: subscription } = await placementOf(owner!.salon.id)
		const path = `/dev/checkout/portal/${customer}`
		const params = { customer: customer! }
		const theirs = await cookieOf(stranger!)
		expect((await run(devPortalPage, pageAs(path, theirs), LOOPBACK, params)).status).toBe(404)
		expect((await run(devPortal, formRequest(path, { subscription: subscription! }, theirs), LOOPBACK, params)).status).toBe(404)
		expect((await placementOf(owner!.salon.id)).cancel_at_period_end).toBe(false)
		expect(await run(devPortalPage, pageAs(path, await cookieOf(owner!)), LOOPBACK, params)).toMatchObject({
			status: 200,
			data: { subscriptions: [{ id: subscription }] },
		})
	})
})
