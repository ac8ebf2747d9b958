/**
 * Owner statistics on the real database: counts kept in memory by several instances add up in the
 * daily rows, the dashboard reads 30-day sums, unknown salons are left out and old rows expire.
 */
import { actorWith } from '~/server/accounts/actor.server'
import { desc, eq, inArray, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loader as adminIndex } from '~/routes/admin/submissions'
import { loader as dashboardSalons } from '~/routes/dashboard/salons'
import { loader as chartDays } from '~/routes/dashboard.statistics'
import { dayBefore, dutchDay, middayOf } from '~/lib/common/dutch-date'
import { comparisonText, statisticsSeries } from '~/lib/statistics/statistics-chart'
import { createAccount, grantAdmin } from '~/server/accounts/users.server'
import { createDatabase, setDatabase } from '~/server/platform/db/client.server'
import { users } from '~/server/accounts/tables.server'
import { placements, payments } from '~/server/featured/tables.server'
import { salons } from '~/server/salons/tables.server'
import { salonStatistics, statisticsSalts } from '~/server/statistics/tables.server'
import { purgeExpiredRecords } from '~/server/retention.server'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { areKnownSalons, readOwnStatistics, siteStatistics, StatisticsBuffer } from '~/server/statistics/statistics.server'
import { dailySalt } from '~/server/statistics/visitors.server'
import { run, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 60 })
// The demo owner's figures would be in the site-wide sums.
await database.delete(salonStatistics)
const salonRows = await database.select({ id: salons.id }).from(salons).orderBy(salons.id)
const [first, second, third] = salonRows.map((s) => s.id) as [number, number, number]
const adminAccount = await createAccount({ email: uniqueEmail('beheer'), password: 'geheim123', emailVerified: true })
await grantAdmin(adminAccount.id)
await database.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, adminAccount.id))
const admin = { id: adminAccount.id, email: '', name: '', emailVerified: true }
const ownerAccount = await createAccount({ email: uniqueEmail('eigenaar'), password: 'geheim123', emailVerified: true })
const owner = { id: ownerAccount.id, email: '', name: '', emailVerified: true }
await database
	.update(salons)
	.set({ owner_id: owner.id })
	.where(inArray(salons.id, [first, second, third]))
const today = dutchDay(new Date())
/** A visitor key, as the beacon makes them. */
const person = (n: number) => `persoon-${n}`
/** The owner's own figures, read as that account. */
const readOwn = (account: { id: string }, now?: Date) =>
	readOwnStatistics(actorWith({ id: account.id, email: '', name: '', emailVerified: true }), now)
const ownStatistics = async (salonId: number, now?: Date) => (await readOwn(owner, now)).get(salonId)!

/** Gives an unowned salon to a new owner, for the tests of one salon's featured days. */
async function salonOfNewOwner() {
	const [{ id, city }] = (await database
		.select({ id: salons.id, city: salons.city_id })
		.from(salons)
		.where(isNull(salons.owner_id))
		.orderBy(desc(salons.id))
		.limit(1)) as [{ id: number; city: number }]
	const account = await createAccount({ email: uniqueEmail('uitgelicht'), password: 'geheim123', emailVerified: true })
	await database.update(salons).set({ owner_id: account.id }).where(eq(salons.id, id))
	return { id, city, statistics: async (now: Date) => (await readOwn(account, now)).get(id)! }
}

/** The demo owner and their featured (Amsterdam, the first by id) salon, which the seed gives 90 days of figures. */
async function demoOwnerSalons() {
	const [owner] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.owner))
	const [featured] = await database.select({ id: salons.id }).from(salons).where(eq(salons.owner_id, owner!.id)).orderBy(salons.id)
	return { owner: owner!, featured: featured!.id }
}

describe('statistics', () => {
	it('adds the counts of two instances flushing at the same time into one row per salon per day, each person once', async () => {
		const one = new StatisticsBuffer()
		const two = new StatisticsBuffer()
		for (let i = 0; i < 5; i++) await one.record(today, person(i), 'views', [first])
		for (let i = 5; i < 12; i++) await two.record(today, person(i), 'views', [first])
		// A person who reloads, or whose beacons reach both instances, counts once.
		await one.record(today, person(0), 'views', [first])
		await two.record(today, person(0), 'views', [first])
		await one.record(today, person(1), 'impressions', [first, second])
		await two.record(today, person(1), 'phone', [first])
		await two.record(today, person(2), 'website', [second])
		await Promise.all([one.flush(database), two.flush(database)])
		await one.record(today, person(12), 'views', [first])
		await one.record(today, person(3), 'views', [first])
		await one.flush(database)
		expect(one.pending).toBe(0)
		const rows = await database.select().from(salonStatistics).where(eq(salonStatistics.salon_id, first))
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ day: today, views: 13, phone: 1, impressions: 1, website: 0, route: 0 })
		const read = await readOwn(owner)
		expect([...read.keys()].sort((a, b) => a - b)).toEqual([first, second, third])
		expect(read.get(first)!.totals).toEqual({ views: 13, phone: 1, website: 0, route: 0, impressions: 1 })
		expect(read.get(second)!.totals).toEqual({ views: 0, phone: 0, website: 1, route: 0, impressions: 1 })
		expect(read.get(third)!.days).toEqual([])
		const site = await siteStatistics(actorWith(admin))
		expect(site.totals).toEqual({ views: 13, phone: 1, website: 1, route: 0, impressions: 2 })
		// The second salon was only clicked and listed: without a view it is not among the most viewed.
		const [firstSalon] = await database
			.select({ id: salons.id, name: salons.name, slug: salons.slug })
			.from(salons)
			.where(eq(salons.id, first))
		expect(site.mostViewed).toEqual([{ ...firstSalon, views: 13 }])
		await expect(siteStatistics(actorWith(owner))).rejects.toMatchObject({ code: 'forbidden' })
	})

	it('counts a salon deleted before the flush nowhere, and keeps the other counts', async () => {
		const [gone] = await database.insert(salons).values({ name: 'Weg', slug: 'weg-stats' }).returning({ id: salons.id })
		const buffer = new StatisticsBuffer()
		await buffer.record(today, person(1), 'route', [gone!.id, third])
		await database.delete(salons).where(eq(salons.id, gone!.id))
		await buffer.flush(database)
		expect(await database.select().from(salonStatistics).where(eq(salonStatistics.salon_id, gone!.id))).toEqual([])
		expect((await ownStatistics(third)).totals.route).toBe(1)
	})

	it('keeps the counts for the next flush when writing fails', async () => {
		const buffer = new StatisticsBuffer()
		await buffer.record(today, person(1), 'views', [third])
		const failing = { execute: () => Promise.reject(new Error('down')) } as unknown as typeof database
		await expect(buffer.flush(failing)).rejects.toThrow('down')
		expect(buffer.pending).toBe(1)
		await buffer.flush(database)
		expect((await ownStatistics(third)).totals.views).toBe(1)
	})

	it('sums only the last 30 days, shows 90 and deletes rows older than 25 months', async () => {
		await database.insert(salonStatistics).values([
			{ salon_id: second, day: dayBefore(today, 29), views: 2 },
			{ salon_id: second, day: dayBefore(today, 30), views: 100 },
			{ salon_id: second, day: dayBefore(today, 800), views: 5 },
		])
		const read = await ownStatistics(second)
		expect(read.totals.views).toBe(2)
		expect(read.days.map((d) => d.day)).toContain(dayBefore(today, 30))
		await purgeExpiredRecords()
		const left = await database.select({ day: salonStatistics.day }).from(salonStatistics).where(eq(salonStatistics.salon_id, second))
		expect(left.map((r) => r.day)).not.toContain(dayBefore(today, 800))
		expect(left.map((r) => r.day)).toContain(dayBefore(today, 30))
	})

	it('gives the days a salon was featured: paid periods up to today or their early end, never an unpaid checkout', async () => {
		const salon = await salonOfNewOwner()
		const now = middayOf(dutchDay(new Date()))
		const ago = (days: number) => new Date(now.getTime() - days * 86_400_000)
		const placement = { salon_id: salon.id, city_id: salon.city, plan_type: 'monthly' as const }
		await database.insert(placements).values([
			{ ...placement, status: 'cancelled', current_period_start: ago(200), current_period_end: ago(150), updatedAt: ago(150) },
			{ ...placement, status: 'expired', current_period_start: ago(60), current_period_end: ago(30), updatedAt: ago(30) },
			{ ...placement, status: 'cancelled', current_period_start: ago(20), current_period_end: ago(-10), updatedAt: ago(15) },
			{ ...placement, status: 'active', current_period_start: ago(5), current_period_end: ago(-25) },
			{ ...placement, status: 'pending', current_period_start: ago(3), reserved_until: ago(-1) },
		])
		const today = dutchDay(now)
		expect((await salon.statistics(now)).featured).toEqual([
			{ from: dayBefore(today, 60), to: dayBefore(today, 30) },
			{ from: dayBefore(today, 20), to: dayBefore(today, 15) },
			{ from: dayBefore(today, 5), to: today },
		])
	})

	it('counts a renewed placement as featured from its first paid invoice, not from the renewed period', async () => {
		const salon = await salonOfNewOwner()
		const now = middayOf(dutchDay(new Date()))
		const ago = (days: number) => new Date(now.getTime() - days * 86_400_000)
		// Renewed once: the row's period is the second one; the first invoice was paid 40 days ago.
		const [placement] = await database
			.insert(placements)
			.values({
				salon_id: salon.id,
				city_id: salon.city,
				plan_type: 'monthly',
				status: 'active',
				current_period_start: ago(10),
				current_period_end: ago(-20),
			})
			.returning({ id: placements.id })
		await database.insert(payments).values([
			{ placement_id: placement!.id, invoice_id: `renewed-1-${placement!.id}`, amount_cents: 4900, status: 'paid', paid_at: ago(40) },
			{ placement_id: placement!.id, invoice_id: `renewed-2-${placement!.id}`, amount_cents: 4900, status: 'paid', paid_at: ago(10) },
			// A failed invoice has no payment time and moves nothing.
			{ placement_id: placement!.id, invoice_id: `renewed-3-${placement!.id}`, amount_cents: 4900, status: 'failed' },
		])
		const today = dutchDay(now)
		expect((await salon.statistics(now)).featured).toEqual([{ from: dayBefore(today, 40), to: today }])
	})

	it('shows an owner the figures of their own salons only, on the dashboard too', async () => {
		const other = await createAccount({ email: uniqueEmail('ander'), password: 'geheim123', emailVerified: true })
		const [theirs] = await database
			.insert(salons)
			.values({ name: 'Andermans Salon', slug: `andermans-salon-${other.id}`, owner_id: other.id })
			.returning({ id: salons.id })
		await database.insert(salonStatistics).values({ salon_id: theirs!.id, day: dutchDay(new Date()), views: 77, phone: 3 })
		const mine = await readOwn(owner)
		expect(mine.has(theirs!.id)).toBe(false)
		expect([...mine.keys()].sort((a, b) => a - b)).toEqual([first, second, third])
		const their = await readOwn(other)
		expect([...their.keys()]).toEqual([theirs!.id])
		expect(their.get(theirs!.id)!.totals).toEqual({ views: 77, phone: 3, website: 0, route: 0, impressions: 0 })
		// The dashboard's loader: the signed-in owner's salons and nothing else.
		const [demoOwner] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.owner))
		const demoSalons = await database.select({ id: salons.id }).from(salons).where(eq(salons.owner_id, demoOwner!.id))
		const answer = await run(dashboardSalons, await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD, '/dashboard'))
		const { statistics } = answer.data as { statistics: Record<string, unknown> }
		expect(
			Object.keys(statistics)
				.map(Number)
				.sort((a, b) => a - b),
		).toEqual(demoSalons.map((s) => s.id).sort((a, b) => a - b))
		expect(statistics).not.toHaveProperty(String(theirs!.id))
	})

	it("gives the dashboard's chart the 90 days of the owner's own salon only", async () => {
		const [demoOwner] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.owner))
		const [own] = await database.select({ id: salons.id }).from(salons).where(eq(salons.owner_id, demoOwner!.id)).limit(1)
		const ask = async (email: string | null, salonId: number) => {
			const path = `/dashboard/statistieken/${salonId}`
			const request = email ? await requestAs(email, DEMO_PASSWORD, path) : new Request(`http://localhost${path}`)
			return run(chartDays, request, undefined, { salonId: String(salonId) })
		}
		const answer = await ask(DEMO_ACCOUNTS.owner, own!.id)
		expect(answer.status).toBe(200)
		const days = answer.data as ReturnType<typeof statisticsSeries>
		const read = (await readOwn(demoOwner!)).get(own!.id)!
		expect(days).toEqual(statisticsSeries(read.days, read.featured, read.today))
		expect(days.days).toHaveLength(90)
		// Another account's salon, and a visitor: refused, with nothing of the figures.
		expect((await ask(DEMO_ACCOUNTS.owner, first)).status).toBe(403)
		expect((await ask(null, own!.id)).status).toBe(401)
	})

	it('seeds the demo owner a featured period with more views than the days before', async () => {
		await seedDemoData(database, { salons: 60 })
		const { owner: demoOwner, featured } = await demoOwnerSalons()
		const read = (await readOwn(demoOwner)).get(featured)!
		expect(read.days).toHaveLength(90)
		expect(read.featured).toEqual([{ from: dayBefore(read.today, 40), to: dayBefore(read.today, 11) }])
		// The seed's pattern: 14 views a day while featured, 285 in the 49 days before (5.8 a day); 331 in the last 30 days.
		expect(read.totals.views).toBe(331)
		expect(comparisonText(statisticsSeries(read.days, read.featured, read.today))).toBe(
			'Tijdens je uitgelichte periode had je per dag 2,4× zoveel weergaven als daarvoor.',
		)
	})

	it('shows the site-wide figures on the admin overview, and only to an admin', async () => {
		await database
			.insert(salonStatistics)
			.values({ salon_id: third, day: dutchDay(new Date()), views: 5000 })
			.onConflictDoUpdate({ target: [salonStatistics.salon_id, salonStatistics.day], set: { views: 5000 } })
		const answer = await run(adminIndex, await requestAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORD, '/admin'))
		const { statistics } = answer.data as { statistics: Awaited<ReturnType<typeof siteStatistics>> }
		const { featured } = await demoOwnerSalons()
		expect(statistics.mostViewed.slice(0, 2).map(({ id, views }) => ({ id, views }))).toEqual([
			{ id: third, views: 5000 },
			{ id: featured, views: 331 },
		])
		expect(statistics).toEqual(await siteStatistics(actorWith(admin)))
		const asOwner = await run(adminIndex, await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD, '/admin'))
		expect(asOwner.status).toBe(302)
	})

	it("reads the day's salt once, and after a failed read tries again a second later rather than on every beacon", async () => {
		const unreachable = createDatabase('postgres://trimsalon@127.0.0.1:1/nergens')
		setDatabase(unreachable)
		try {
			const failed = dailySalt(today)
			await expect(failed).rejects.toThrow()
			expect(dailySalt(today)).toBe(failed)
		} finally {
			setDatabase(database)
			await unreachable.$client.end()
		}
		await new Promise((resolve) => setTimeout(resolve, 1100))
		const salt = await dailySalt(today)
		expect(await dailySalt(today)).toBe(salt)
		expect(await database.select().from(statisticsSalts)).toEqual([{ day: today, salt }])
	})

	it('knows listed salons and refuses others', async () => {
		expect(await areKnownSalons([first, second])).toBe(true)
		expect(await areKnownSalons([first, 2_000_000_000])).toBe(false)
	})
})
