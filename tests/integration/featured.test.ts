import { and, eq } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { NO_SLOTS } from '~/lib/featured/featured-plans'
import { placements, paymentEvents, payments } from '~/server/featured/tables.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { ALREADY_FEATURED, startCheckout } from '~/server/featured/checkout.server'
import { expirePlacements } from '~/server/featured/jobs.server'
import { ownerPlacements } from '~/server/featured/owned.server'
import { receiveProviderWebhook } from '~/edge/provider-webhook.server'
import { paymentProvider } from '~/server/platform/payments/provider.server'
import { cancelAtPeriodEnd, completeCheckout, STAND_IN_WEBHOOK_SECRET } from '~/server/platform/payments/stand-in.server'
import { useTestDatabase } from '../db'
import { cityWithOwners, eventsHandled, liveIn, sessionIdOf, signed } from '../featured-fixtures'

const database = await useTestDatabase()

const placementOf = async (salonId: number) =>
	(await database.select().from(placements).where(eq(placements.salon_id, salonId))).sort((a, b) => a.id - b.id)
const mailSubjects = async (email: string) =>
	(await database.select().from(mailOutbox).where(eq(mailOutbox.to, email))).map((mail) => mail.subject)
/** Lets a checkout's reservation run out, as 30 minutes would, and runs the job that ends it. */
async function reservationRunsOut(salonId: number) {
	await database
		.update(placements)
		.set({ reserved_until: new Date(Date.now() - 60_000) })
		.where(and(eq(placements.salon_id, salonId), eq(placements.status, 'pending')))
	await expirePlacements()
}

describe('the limit of 3 per city', () => {
	it('lets exactly 3 of 50 parallel checkouts in one city through, and all 3 go live when paid', async () => {
		const owners = await cityWithOwners(database, 'Drukstad', 50)
		const results = await Promise.allSettled(
			owners.map(({ user, salon }) => startCheckout(actorWith(user), { salonId: salon.id, plan: 'monthly' })),
		)
		const started = results.filter((result): result is PromiseFulfilledResult<string> => result.status === 'fulfilled')
		expect(started).toHaveLength(3)
		expect(
			results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason.message),
		).toEqual(Array(47).fill(NO_SLOTS))
		for (const { value } of started) await completeCheckout(sessionIdOf(value))
		expect(await liveIn(database, owners[0]!.cityId)).toBe(3)
		const positions = await database
			.select({ position: placements.listing_position })
			.from(placements)
			.where(and(eq(placements.city_id, owners[0]!.cityId), eq(placements.status, 'active')))
		expect(positions.map((row) => row.position).sort()).toEqual([1, 2, 3])
	})

	it('refunds and cancels a payment that arrives late for a full city, keeps the running reservations, and tells the owner', async () => {
		const owners = await cityWithOwners(database, 'Volstad', 4)
		const late = owners[3]!
		const lateUrl = await startCheckout(actorWith(late.user), { salonId: late.salon.id, plan: 'yearly' })
		// The late owner's reservation runs out while the checkout page stays open; three others reserve the city.
		await reservationRunsOut(late.salon.id)
		expect((await placementOf(late.salon.id))[0]!.status).toBe('cancelled')
		const urls = await Promise.all(
			owners.slice(0, 3).map(({ user, salon }) => startCheckout(actorWith(user), { salonId: salon.id, plan: 'monthly' })),
		)
		// The late payment comes first: the three running reservations keep their slots.
		await completeCheckout(sessionIdOf(lateUrl))
		for (const url of urls) await completeCheckout(sessionIdOf(url))
		expect(await liveIn(database, late.cityId)).toBe(3)
		const [after] = await placementOf(late.salon.id)
		expect(after!.status).toBe('cancelled')
		expect((await paymentProvider()!.subscription(after!.stripe_subscription_id!))!.status).toBe('canceled')
		const [refund] = await database.select().from(payments).where(eq(payments.placement_id, after!.id))
		expect(refund).toMatchObject({ status: 'refunded', amount_cents: 9995 })
		expect(await mailSubjects(late.user.email)).toContain(`Je betaling voor ${late.salon.name} is terugbetaald`)
	})

	it('still places a payment whose reservation ran out while its city has room', async () => {
		const [owner] = await cityWithOwners(database, 'Ruimstad', 1)
		const url = await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })
		await reservationRunsOut(owner!.salon.id)
		await completeCheckout(sessionIdOf(url))
		const [placement] = await placementOf(owner!.salon.id)
		expect(placement).toMatchObject({ status: 'active', listing_position: 1, reserved_until: null })
		expect(await mailSubjects(owner!.user.email)).toEqual([])
	})
})

describe('one placement per salon', () => {
	it('starting again ends the previous checkout, so only one can be paid', async () => {
		const [owner] = await cityWithOwners(database, 'Terugstad', 1)
		const first = await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })
		const second = await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'yearly' })
		expect(await completeCheckout(sessionIdOf(first))).toBeNull()
		expect(await completeCheckout(sessionIdOf(second))).toContain('subscription=success')
		const rows = await placementOf(owner!.salon.id)
		expect(rows.map((row) => [row.status, row.plan_type])).toEqual([
			['cancelled', 'monthly'],
			['active', 'yearly'],
		])
		await expect(startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })).rejects.toThrow(ALREADY_FEATURED)
	})

	it('an owner back from the checkout (without cancelling) in a city their reservation filled sees the plans and can start again', async () => {
		const owners = await cityWithOwners(database, 'Bijnavolstad', 3)
		for (const owner of owners.slice(0, 2))
			await completeCheckout(sessionIdOf(await startCheckout(actorWith(owner.user), { salonId: owner.salon.id, plan: 'monthly' })))
		const last = owners[2]!
		await startCheckout(actorWith(last.user), { salonId: last.salon.id, plan: 'monthly' })
		const [panel] = await ownerPlacements(actorWith(last.user))
		expect(panel).toMatchObject({ placement: null, freeSlots: 1 })
		expect((await ownerPlacements(actorWith(owners[0]!.user)))[0]!.placement).toMatchObject({
			state: 'live',
			listing_position: 1,
			plan_type: 'monthly',
		})
		await completeCheckout(sessionIdOf(await startCheckout(actorWith(last.user), { salonId: last.salon.id, plan: 'yearly' })))
		expect(await liveIn(database, last.cityId)).toBe(3)
	})

	it('refunds a second paid subscription for a salon that is live already', async () => {
		const [owner] = await cityWithOwners(database, 'Dubbelstad', 1)
		await completeCheckout(sessionIdOf(await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })))
		// A checkout from before, paid after all (it was cancelled here when the owner went back).
		const [old] = await database
			.insert(placements)
			.values({ salon_id: owner!.salon.id, city_id: owner!.cityId, user_id: owner!.user.id, status: 'cancelled', plan_type: 'yearly' })
			.returning()
		const checkout = await paymentProvider()!.createCheckout({
			plan: 'yearly',
			successUrl: 'http://localhost/dashboard',
			cancelUrl: 'http://localhost/dashboard',
			customerEmail: owner!.user.email,
			metadata: { featured_id: String(old!.id), user_id: owner!.user.id },
			expiresAt: Math.floor(Date.now() / 1000) + 1800,
		})
		await completeCheckout(checkout.id)
		const rows = await placementOf(owner!.salon.id)
		expect(rows.map((row) => row.status)).toEqual(['active', 'cancelled'])
		const [refund] = await database.select().from(payments).where(eq(payments.placement_id, old!.id))
		expect(refund).toMatchObject({ status: 'refunded', amount_cents: 9995 })
		expect(await mailSubjects(owner!.user.email)).toContain(`Je betaling voor ${owner!.salon.name} is terugbetaald`)
	})
})

describe('the webhook', () => {
	it('refuses a forged or missing signature with 400 and stores nothing', async () => {
		const { payload } = signed(STAND_IN_WEBHOOK_SECRET, 'invoice.paid', { id: 'in_forged' }, 'evt_forged')
		const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
		expect(await receiveProviderWebhook({ rawBody: payload, signature: forged })).toEqual({ status: 400 })
		expect(await receiveProviderWebhook({ rawBody: payload, signature: null })).toEqual({ status: 400 })
		const other = signed(STAND_IN_WEBHOOK_SECRET, 'x', {}).signature
		expect(await receiveProviderWebhook({ rawBody: payload.replace('in_forged', 'in_changed'), signature: other })).toEqual({ status: 400 })
		expect(await database.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged'))).toEqual([])
	})

	it('handles a replayed event once, and converges whatever the order of the events', async () => {
		const [owner] = await cityWithOwners(database, 'Volgordestad', 1)
		const url = await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'monthly' })
		await completeCheckout(sessionIdOf(url))
		const [placement] = await placementOf(owner!.salon.id)
		const [invoice] = await database.select().from(payments).where(eq(payments.placement_id, placement!.id))
		// Forget what arrived, then deliver the events again in reverse order, each twice.
		await database.update(placements).set({ status: 'pending', stripe_subscription_id: null }).where(eq(placements.id, placement!.id))
		await database.delete(payments).where(eq(payments.placement_id, placement!.id))
		const invoicePaid = signed(STAND_IN_WEBHOOK_SECRET, 'invoice.paid', {
			id: invoice!.invoice_id,
			subscription: placement!.stripe_subscription_id,
			amount_paid: 1195,
			amount_due: 1195,
			currency: 'eur',
			status: 'paid',
			paid_at: 1_795_000_000,
		})
		const completed = signed(STAND_IN_WEBHOOK_SECRET, 'checkout.session.completed', {
			id: 'cs_x',
			subscription: placement!.stripe_subscription_id,
			metadata: { featured_id: String(placement!.id) },
		})
		for (const event of [invoicePaid, invoicePaid, completed, completed])
			expect(await receiveProviderWebhook({ rawBody: event.payload, signature: event.signature })).toEqual({ status: 200 })
		const [after] = await placementOf(owner!.salon.id)
		expect(after!.status).toBe('active')
		expect(after!.current_period_end!.getTime()).toBeGreaterThan(Date.now())
		expect(await database.select().from(payments).where(eq(payments.placement_id, placement!.id))).toHaveLength(1)
		const stored = await database.select().from(paymentEvents).where(eq(paymentEvents.type, 'invoice.paid'))
		expect(stored.filter((event) => event.id === JSON.parse(invoicePaid.payload).id)).toHaveLength(1)
	})

	it('cancelling in the portal keeps the placement live until the end of its period', async () => {
		const [owner] = await cityWithOwners(database, 'Portaalstad', 1)
		await completeCheckout(sessionIdOf(await startCheckout(actorWith(owner!.user), { salonId: owner!.salon.id, plan: 'yearly' })))
		const handled = await database.$count(paymentEvents)
		const [placement] = await placementOf(owner!.salon.id)
		await cancelAtPeriodEnd(placement!.stripe_subscription_id!)
		await eventsHandled(database, handled + 1)
		const [after] = await placementOf(owner!.salon.id)
		expect(after).toMatchObject({ status: 'active', cancel_at_period_end: true })
		expect(await liveIn(database, owner!.cityId)).toBe(1)
	})
})
