import { and, eq } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import { describe, expect, it } from 'vitest'
import { NO_SLOTS } from '~/lib/featured/featured-plans'
import { createAccount, grantAdmin } from '~/server/accounts/users.server'
import { users } from '~/server/accounts/tables.server'
import { auditLog } from '~/server/audit/tables.server'
import { placements, paymentEvents, payments } from '~/server/featured/tables.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { liveFeaturedSalons } from '~/server/featured/live.server'
import { activatePlacement } from '~/server/featured/activate.server'
import { cancelPlacement } from '~/server/featured/cancel.server'
import { startCheckout } from '~/server/featured/checkout.server'
import { expirePlacements, sendRenewalReminders } from '~/server/featured/jobs.server'
import { adminFeatured } from '~/server/featured/list-admin.server'
import { movePlacement } from '~/server/featured/move.server'
import { pausePlacement } from '~/server/featured/pause.server'
import { paymentProvider } from '~/server/platform/payments/provider.server'
import { completeCheckout } from '~/server/platform/payments/stand-in.server'
import { uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'
import { cityWithOwners, eventsHandled, liveIn, sessionIdOf, type Owner } from '../featured-fixtures'

const database = await useTestDatabase()
const adminAccount = await createAccount({ email: uniqueEmail('beheer'), password: 'geheim123', emailVerified: true })
await grantAdmin(adminAccount.id)
// An admin acts only once the account has two-factor sign-in.
await database.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, adminAccount.id))
const admin = { id: adminAccount.id, email: '', name: '', emailVerified: true }

/** Buys a placement through the stand-in, as the owner would; answers the placement. */
async function bought(owner: Owner, plan: 'monthly' | 'yearly' = 'monthly') {
	await completeCheckout(sessionIdOf(await startCheckout(actorWith(owner.user), { salonId: owner.salon.id, plan })))
	const [placement] = await database
		.select()
		.from(placements)
		.where(and(eq(placements.salon_id, owner.salon.id), eq(placements.status, 'active')))
	return placement!
}
const statusOf = async (id: number) => (await database.select().from(placements).where(eq(placements.id, id)))[0]!
/** The stand-in tells the webhook about each change at the provider after the admin's transaction; wait for it. */
async function afterProviderEvent(work: () => Promise<void>) {
	const before = await database.$count(paymentEvents)
	await work()
	await eventsHandled(database, before + 1)
}

describe('the admin featured actions', () => {
	it('pause stops collection and hides the placement; activate restores it, only while a slot is free', async () => {
		const owners = await cityWithOwners(database, 'Pauzestad', 4)
		const first = await bought(owners[0]!)
		await bought(owners[1]!)
		const third = await bought(owners[2]!)
		await afterProviderEvent(() => pausePlacement(actorWith(admin), { placementId: first.id }))
		expect((await statusOf(first.id)).status).toBe('paused')
		expect((await paymentProvider()!.subscription(first.stripe_subscription_id!))!.paused).toBe(true)
		expect((await liveFeaturedSalons(actorWith(null), { cityId: owners[0]!.cityId, limit: 3 })).map((salon) => salon.name)).not.toContain(
			owners[0]!.salon.name,
		)

		// Meanwhile a fourth owner takes the freed slot: the paused one cannot come back.
		await bought(owners[3]!)
		await expect(activatePlacement(actorWith(admin), { placementId: first.id })).rejects.toThrow(NO_SLOTS)
		await afterProviderEvent(() => cancelPlacement(actorWith(admin), { placementId: third.id }))
		expect((await statusOf(third.id)).status).toBe('cancelled')
		expect((await paymentProvider()!.subscription(third.stripe_subscription_id!))!.status).toBe('canceled')

		await afterProviderEvent(() => activatePlacement(actorWith(admin), { placementId: first.id }))
		expect((await statusOf(first.id)).status).toBe('active')
		expect((await paymentProvider()!.subscription(first.stripe_subscription_id!))!.paused).toBe(false)
		expect(await liveIn(database, owners[0]!.cityId)).toBe(3)
		const actions = await database.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, 'featured'))
		expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['pause', 'cancel', 'activate']))
	})

	it('a new position swaps with the placement that had it', async () => {
		const owners = await cityWithOwners(database, 'Positiestad', 2)
		const [first, second] = [await bought(owners[0]!), await bought(owners[1]!)]
		await movePlacement(actorWith(admin), { placementId: second.id, position: 1 })
		expect([(await statusOf(first.id)).listing_position, (await statusOf(second.id)).listing_position]).toEqual([2, 1])
		expect((await liveFeaturedSalons(actorWith(null), { cityId: owners[0]!.cityId, limit: 3 })).map((salon) => salon.name)).toEqual([
			owners[1]!.salon.name,
			owners[0]!.salon.name,
		])
	})

	it('a cancellation is final: a later event from the provider does not bring the placement back', async () => {
		const [owner] = await cityWithOwners(database, 'Eindstad', 1)
		const placement = await bought(owner!)
		await afterProviderEvent(() => cancelPlacement(actorWith(admin), { placementId: placement.id }))
		await expect(cancelPlacement(actorWith(admin), { placementId: placement.id })).rejects.toThrow('Deze vermelding is al opgezegd.')
		await expect(activatePlacement(actorWith(admin), { placementId: placement.id })).rejects.toThrow(
			'Alleen een gepauzeerde vermelding kan worden geactiveerd.',
		)
		expect((await statusOf(placement.id)).status).toBe('cancelled')
	})

	it('only admins act', async () => {
		const [owner] = await cityWithOwners(database, 'Rechtenstad', 1)
		const placement = await bought(owner!)
		await expect(pausePlacement(actorWith(owner!.user), { placementId: placement.id })).rejects.toMatchObject({ code: 'forbidden' })
		await expect(adminFeatured(actorWith(owner!.user), { q: '', status: null })).rejects.toMatchObject({ code: 'forbidden' })
		expect((await statusOf(placement.id)).status).toBe('active')
	})
})

describe('the admin featured tab', () => {
	it('counts by status (a passed period is expired), sums this month’s paid revenue and filters by text and status', async () => {
		const owners = await cityWithOwners(database, 'Telstad', 3)
		const [live, , old] = [await bought(owners[0]!, 'yearly'), await bought(owners[1]!), await bought(owners[2]!)]
		await database
			.update(placements)
			.set({ current_period_end: new Date(Date.now() - 1000) })
			.where(eq(placements.id, old.id))
		const all = await adminFeatured(actorWith(admin), { q: 'telstad', status: null })
		expect(all.placements).toHaveLength(3)
		expect(all.payments.find((row) => row.salon === owners[0]!.salon.name)).toMatchObject({ amountCents: 9995, status: 'paid' })
		// Revenue: paid this calendar month; not last month's, not a failed one.
		const revenue = async () => (await adminFeatured(actorWith(admin), { q: '', status: null })).revenueCents
		await database.insert(payments).values([
			{ invoice_id: 'in_last_month', amount_cents: 5000, status: 'paid', paid_at: new Date(Date.now() - 40 * 86_400_000) },
			{ invoice_id: 'in_failed', amount_cents: 300, status: 'failed', paid_at: new Date() },
		])
		expect(await revenue()).toBe(all.revenueCents)
		await database.insert(payments).values({ invoice_id: 'in_now', amount_cents: 700, status: 'paid', paid_at: new Date() })
		expect(await revenue()).toBe(all.revenueCents + 700)
		const expired = await adminFeatured(actorWith(admin), { q: 'Telstad', status: 'expired' })
		expect(expired.placements.map((row) => row.id)).toEqual([old.id])
		expect(expired.counters.expired).toBeGreaterThanOrEqual(1)
		const active = await adminFeatured(actorWith(admin), { q: owners[0]!.salon.name, status: 'active' })
		expect(active.placements.map((row) => row.id)).toEqual([live.id])
		expect((await adminFeatured(actorWith(admin), { q: 'geen-zulke-stad', status: null })).placements).toEqual([])
	})
})

describe('the featured jobs', () => {
	it('ends run-out reservations and passed periods, and keeps a completed checkout waiting for its payment', async () => {
		const owners = await cityWithOwners(database, 'Verloopstad', 3)
		const passed = await bought(owners[0]!)
		await database
			.update(placements)
			.set({ current_period_end: new Date(Date.now() - 1000) })
			.where(eq(placements.id, passed.id))
		await startCheckout(actorWith(owners[1]!.user), { salonId: owners[1]!.salon.id, plan: 'monthly' })
		// A completed checkout whose SEPA payment is being confirmed.
		await database.insert(placements).values({
			salon_id: owners[2]!.salon.id,
			city_id: owners[2]!.cityId,
			status: 'pending',
			plan_type: 'monthly',
			stripe_subscription_id: 'sub_waiting',
		})
		await database
			.update(placements)
			.set({ reserved_until: new Date(Date.now() - 1000) })
			.where(eq(placements.city_id, owners[0]!.cityId))
		await expirePlacements()
		const rows = await database.select().from(placements).where(eq(placements.city_id, owners[0]!.cityId))
		const byId = Object.fromEntries(rows.map((row) => [row.salon_id, row.status]))
		expect(byId).toEqual({ [owners[0]!.salon.id]: 'expired', [owners[1]!.salon.id]: 'cancelled', [owners[2]!.salon.id]: 'pending' })
	})

	it('reminds the owner once, 7 days before a yearly plan renews', async () => {
		const owners = await cityWithOwners(database, 'Herinnerstad', 3)
		const [yearly, monthly, ending] = [await bought(owners[0]!, 'yearly'), await bought(owners[1]!), await bought(owners[2]!, 'yearly')]
		const inFiveDays = new Date(Date.now() + 5 * 86_400_000)
		for (const placement of [yearly, monthly, ending])
			await database.update(placements).set({ current_period_end: inFiveDays }).where(eq(placements.id, placement.id))
		await database.update(placements).set({ cancel_at_period_end: true }).where(eq(placements.id, ending.id))
		await sendRenewalReminders()
		await sendRenewalReminders()
		const subjectFor = async (owner: Owner) =>
			(await database.select().from(mailOutbox).where(eq(mailOutbox.to, owner.user.email))).map((mail) => mail.subject)
		expect(await subjectFor(owners[0]!)).toEqual([`Je uitgelichte vermelding van ${owners[0]!.salon.name} wordt binnenkort verlengd`])
		expect(await subjectFor(owners[1]!)).toEqual([])
		expect(await subjectFor(owners[2]!)).toEqual([])
		// The next year's renewal gets its own reminder.
		await database
			.update(placements)
			.set({ current_period_end: new Date(Date.now() + 6 * 86_400_000) })
			.where(eq(placements.id, yearly.id))
		await sendRenewalReminders()
		expect(await subjectFor(owners[0]!)).toHaveLength(2)
	})
})
