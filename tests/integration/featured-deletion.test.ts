import { and, eq } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { action as webhook } from '~/routes/api.stripe.webhook'
import { createAccount, grantAdmin } from '~/server/accounts/users.server'
import { deleteAccount } from '~/server/workflows/delete-account.server'
import { config } from '~/server/platform/config.server'
import { users } from '~/server/accounts/tables.server'
import { auditLog } from '~/server/audit/tables.server'
import { placements, payments } from '~/server/featured/tables.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { salons } from '~/server/salons/tables.server'
import { startCheckout } from '~/server/featured/checkout.server'
import { receiveProviderWebhook } from '~/edge/provider-webhook.server'
import { paymentProvider, setPaymentProvider } from '~/server/platform/payments/provider.server'
import { completeCheckout, STAND_IN_WEBHOOK_SECRET, standInProvider } from '~/server/platform/payments/stand-in.server'
import { stripeProvider } from '~/server/platform/payments/stripe.server'
import { deleteSalon } from '~/server/workflows/delete-salon.server'
import { run, uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'
import { cityWithOwners, liveIn, sessionIdOf, signed, type Owner } from '../featured-fixtures'
import { fakeStripe, invoiceShape, subscriptionShape } from '../stripe-recorded'

const database = await useTestDatabase()
const adminAccount = await createAccount({ email: uniqueEmail('beheer'), password: 'geheim123', emailVerified: true })
await grantAdmin(adminAccount.id)
await database.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, adminAccount.id))
const admin = { id: adminAccount.id, email: '', name: '', emailVerified: true }
const PASSWORD = 'geheim123'
/** The refusal when the provider cannot end the billing: a Dutch message that says nothing was deleted. */
const REFUSED = { code: 'badGateway', message: expect.stringContaining('Er is niets verwijderd') }

/** Buys a placement through the stand-in, as the owner would; answers the placement. */
async function bought(owner: Owner) {
	await completeCheckout(sessionIdOf(await startCheckout(actorWith(owner.user), { salonId: owner.salon.id, plan: 'monthly' })))
	return placementById(owner.salon.id, 'groomer')
}
async function placementById(id: number, by: 'groomer' | 'id' = 'id') {
	const column = by === 'groomer' ? placements.salon_id : placements.id
	return (await database.select().from(placements).where(eq(column, id)))[0]
}
const salonExists = async (id: number) => (await database.select().from(salons).where(eq(salons.id, id))).length === 1
const auditOf = async (placementId: number) =>
	database
		.select()
		.from(auditLog)
		.where(and(eq(auditLog.entity, 'featured'), eq(auditLog.entity_id, String(placementId))))
const mailsTo = async (email: string) => database.select().from(mailOutbox).where(eq(mailOutbox.to, email))
/** The stand-in, with a provider that cannot be reached for cancelling. */
const unreachable = () => setPaymentProvider({ ...standInProvider(), cancel: () => Promise.reject(new Error('connect ETIMEDOUT')) })

afterEach(() => setPaymentProvider(undefined))

describe('deleting a salon with a featured placement (stand-in)', () => {
	it('cancels the subscription at the provider first, records it, and tells the owner', async () => {
		const [owner] = await cityWithOwners(database, 'Sluitstad', 1)
		const placement = (await bought(owner!))!
		await deleteSalon(actorWith(admin), { salonId: owner!.salon.id })
		expect(await salonExists(owner!.salon.id)).toBe(false)
		expect((await paymentProvider()!.subscription(placement.stripe_subscription_id!))!.status).toBe('canceled')
		expect(await auditOf(placement.id)).toMatchObject([
			{ actor_id: admin.id, action: 'cancel', changes: { status: ['active', 'cancelled'] } },
		])
		const [mail] = await mailsTo(owner!.user.email)
		expect(mail!.subject).toBe(`Je uitgelichte vermelding van ${owner!.salon.name} is beëindigd`)
		expect(mail!.text).toContain('er wordt niets meer afgeschreven')
	})

	it('acknowledges and records a later event of that subscription, though its placement is gone', async () => {
		const [owner] = await cityWithOwners(database, 'Naloopstad', 1)
		const placement = (await bought(owner!))!
		await deleteSalon(actorWith(admin), { salonId: owner!.salon.id })
		const late = signed(STAND_IN_WEBHOOK_SECRET, 'invoice.paid', {
			id: 'in_after_deletion',
			object: 'invoice',
			subscription: placement.stripe_subscription_id,
			amount_paid: 1195,
			amount_due: 1195,
			currency: 'eur',
			status: 'paid',
			paid_at: Math.floor(Date.now() / 1000),
		})
		expect(await receiveProviderWebhook({ rawBody: late.payload, signature: late.signature })).toEqual({ status: 200 })
		const [recorded] = await database.select().from(payments).where(eq(payments.invoice_id, 'in_after_deletion'))
		expect(recorded).toMatchObject({ placement_id: null, status: 'paid', amount_cents: 1195 })
	})

	it('ends an open checkout of the salon first, so that it cannot be paid afterwards', async () => {
		const [owner] = await cityWithOwners(database, 'Halfstad', 1)
		const url = await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })
		await deleteSalon(actorWith(admin), { salonId: owner!.salon.id })
		expect(await completeCheckout(sessionIdOf(url))).toBeNull()
	})

	it('is refused in Dutch when the provider cannot cancel, and nothing is deleted', async () => {
		const [owner] = await cityWithOwners(database, 'Storingstad', 1)
		const placement = (await bought(owner!))!
		unreachable()
		await expect(deleteSalon(actorWith(admin), { salonId: owner!.salon.id })).rejects.toMatchObject(REFUSED)
		expect(await salonExists(owner!.salon.id)).toBe(true)
		expect(await placementById(placement.id)).toMatchObject({ status: 'active' })
		expect(await auditOf(placement.id)).toEqual([])
	})
})

describe('deleting an account with a featured placement (stand-in)', () => {
	it('cancels its subscription at the provider first, ends the placement, and says so in the mail', async () => {
		const [owner] = await cityWithOwners(database, 'Vertrekstad', 1)
		const placement = (await bought(owner!))!
		await deleteAccount(actorWith(owner!.user), { password: PASSWORD })
		expect(await database.select().from(users).where(eq(users.id, owner!.user.id))).toEqual([])
		expect((await paymentProvider()!.subscription(placement.stripe_subscription_id!))!.status).toBe('canceled')
		expect(await placementById(placement.id)).toMatchObject({ status: 'cancelled', user_id: null })
		expect(await liveIn(database, owner!.cityId)).toBe(0)
		expect(await auditOf(placement.id)).toMatchObject([{ action: 'cancel', changes: { status: ['active', 'cancelled'] } }])
		const [mail] = await mailsTo(owner!.user.email)
		expect(mail!.text).toContain(`Het abonnement voor de uitgelichte vermelding van ${owner!.salon.name} is direct opgezegd`)
	})

	it('is refused in Dutch when the provider cannot cancel, and the account stays', async () => {
		const [owner] = await cityWithOwners(database, 'Blijfstad', 1)
		const placement = (await bought(owner!))!
		unreachable()
		await expect(deleteAccount(actorWith(owner!.user), { password: PASSWORD })).rejects.toMatchObject(REFUSED)
		expect(await database.select().from(users).where(eq(users.id, owner!.user.id))).toHaveLength(1)
		expect(await placementById(placement.id)).toMatchObject({ status: 'active', user_id: owner!.user.id })
	})
})

describe('deletions and later events through Stripe (recorded shapes)', () => {
	const settings = {
		secretKey: 'sk_test_recorded',
		webhookSecret: 'whsec_recorded',
		prices: { monthly: 'price_month', yearly: 'price_year' },
	}
	type Sub = { status: string; metadata: Record<string, string>; invoice: ReturnType<typeof invoiceShape> }
	const subscriptions = new Map<string, Sub>()
	let refuseCancelling = false
	const shapeOf = (id: string) => {
		const sub = subscriptions.get(id)!
		return subscriptionShape({ id, status: sub.status, metadata: sub.metadata, latestInvoice: sub.invoice, period: 0 })
	}
	const fake = fakeStripe((request) => {
		const id = request.path.match(/^\/v1\/subscriptions\/(sub_\w+)$/)?.[1]
		if (id && subscriptions.has(id)) {
			if (request.method !== 'DELETE') return { body: shapeOf(id) }
			if (refuseCancelling) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Request failed' } } }
			subscriptions.get(id)!.status = 'canceled'
			return { body: shapeOf(id) }
		}
		if (request.method === 'GET' && request.path === '/v1/invoices') {
			const sub = subscriptions.get(request.query.get('subscription')!)!
			const paidWith = {
				object: 'list',
				has_more: false,
				data: [{ id: 'inpay_1', object: 'invoice_payment', payment: { payment_intent: 'pi_1' } }],
			}
			return { body: { object: 'list', url: '/v1/invoices', has_more: false, data: [{ ...sub.invoice, payments: paidWith }] } }
		}
		if (request.method === 'POST' && request.path === '/v1/refunds')
			return { body: { id: 're_1', object: 'refund', amount: 1195, currency: 'eur', payment_intent: 'pi_1', status: 'succeeded' } }
	})
	const calls = (method: string, path: string) => fake.requests.filter((request) => request.method === method && request.path === path)

	async function deliver(type: string, object: object) {
		const { payload, signature } = signed(settings.webhookSecret, type, object)
		const request = new Request(`${config().SITE_URL}/api/stripe/webhook`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'stripe-signature': signature },
			body: payload,
		})
		return (await run(webhook, request)).status
	}

	/** A live placement paid through Stripe, with its subscription as Stripe holds it. */
	async function livePlacement(owner: Owner, subscription: string) {
		const [placement] = await database
			.insert(placements)
			.values({
				salon_id: owner.salon.id,
				city_id: owner.cityId,
				user_id: owner.user.id,
				status: 'active',
				plan_type: 'monthly',
				stripe_subscription_id: subscription,
				stripe_customer_id: 'cus_TestA1',
				current_period_end: new Date(Date.now() + 20 * 86_400_000),
			})
			.returning()
		const invoice = invoiceShape({ id: `in_${subscription}_0`, subscription, status: 'paid', amount: 1195, period: 0 })
		subscriptions.set(subscription, { status: 'active', metadata: { featured_id: String(placement!.id) }, invoice })
		return placement!
	}

	beforeEach(() => {
		refuseCancelling = false
		setPaymentProvider(stripeProvider({ ...settings, httpClient: fake.httpClient }))
	})

	it('an admin deleting the salon cancels its subscription at Stripe first; later events are acknowledged and the invoice recorded', async () => {
		const [owner] = await cityWithOwners(database, 'Stripesluitstad', 1)
		const placement = await livePlacement(owner!, 'sub_salon_gone')
		await deleteSalon(actorWith(admin), { salonId: owner!.salon.id })
		expect(calls('DELETE', '/v1/subscriptions/sub_salon_gone')).toHaveLength(1)
		expect(await auditOf(placement.id)).toMatchObject([{ action: 'cancel', actor_id: admin.id }])

		expect(await deliver('customer.subscription.deleted', shapeOf('sub_salon_gone'))).toBe(200)
		const closing = invoiceShape({ id: 'in_sub_salon_gone_1', subscription: 'sub_salon_gone', status: 'paid', amount: 1195, period: 1 })
		expect(await deliver('invoice.paid', closing)).toBe(200)
		const [recorded] = await database.select().from(payments).where(eq(payments.invoice_id, 'in_sub_salon_gone_1'))
		expect(recorded).toMatchObject({ placement_id: null, status: 'paid' })
		// Cancelled already: nothing more is asked of Stripe.
		expect(calls('DELETE', '/v1/subscriptions/sub_salon_gone')).toHaveLength(1)
		expect(calls('POST', '/v1/refunds')).toHaveLength(0)
	})

	it('Stripe refusing the cancellation refuses the deletion; the salon and its placement stay', async () => {
		const [owner] = await cityWithOwners(database, 'Stripeweigerstad', 1)
		const placement = await livePlacement(owner!, 'sub_refused_cancel')
		refuseCancelling = true
		await expect(deleteSalon(actorWith(admin), { salonId: owner!.salon.id })).rejects.toMatchObject(REFUSED)
		expect(await salonExists(owner!.salon.id)).toBe(true)
		expect(await placementById(placement.id)).toMatchObject({ status: 'active' })
		expect(subscriptions.get('sub_refused_cancel')!.status).toBe('active')
	})

	it('an owner deleting the account cancels the subscription at Stripe first', async () => {
		const [owner] = await cityWithOwners(database, 'Stripevertrekstad', 1)
		const placement = await livePlacement(owner!, 'sub_account_gone')
		await deleteAccount(actorWith(owner!.user), { password: PASSWORD })
		expect(calls('DELETE', '/v1/subscriptions/sub_account_gone')).toHaveLength(1)
		expect(await placementById(placement.id)).toMatchObject({ status: 'cancelled', user_id: null })
		expect(await deliver('customer.subscription.deleted', shapeOf('sub_account_gone'))).toBe(200)
		expect(await placementById(placement.id)).toMatchObject({ status: 'cancelled' })
	})

	it('a subscription of ours still billing for a placement that is gone is refunded and cancelled; one not of ours is left alone', async () => {
		const [owner] = await cityWithOwners(database, 'Weesstad', 1)
		const placement = await livePlacement(owner!, 'sub_orphan')
		// Gone without this code's deletion (before it existed, say): Stripe still bills.
		await database.delete(placements).where(eq(placements.id, placement.id))
		expect(await deliver('invoice.paid', subscriptions.get('sub_orphan')!.invoice)).toBe(200)
		expect(calls('POST', '/v1/refunds')).toHaveLength(1)
		expect(subscriptions.get('sub_orphan')!.status).toBe('canceled')
		const [recorded] = await database.select().from(payments).where(eq(payments.invoice_id, 'in_sub_orphan_0'))
		expect(recorded).toMatchObject({ placement_id: null, status: 'refunded', amount_cents: 1195 })

		const invoice = invoiceShape({ id: 'in_other_0', subscription: 'sub_other', status: 'paid', amount: 500, period: 0 })
		subscriptions.set('sub_other', { status: 'active', metadata: {}, invoice })
		expect(await deliver('invoice.paid', invoice)).toBe(200)
		expect(subscriptions.get('sub_other')!.status).toBe('active')
		expect(await database.select().from(payments).where(eq(payments.invoice_id, 'in_other_0'))).toEqual([])
	})
})
