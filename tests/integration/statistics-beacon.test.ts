/**
 * The statistics beacon over real HTTP on two server processes sharing one database: a person counts
 * once per figure per salon per day, on whichever instance, whatever headers a script forges; a flood
 * from many addresses counts each of them and stops no one else; everything that is not a known figure
 * for a listed salon from a person's browser is refused with a 4xx or not counted; and the day's salt
 * and visitor keys are gone after their day.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { dayBefore, dutchDay } from '~/lib/common/dutch-date'
import { STAT_METRICS, type StatMetric } from '~/lib/statistics/statistics'
import { AGENTS_PER_ADDRESS, agentGroup, MAX_PENDING_VISITS } from '~/server/statistics/visit-rules.server'
import { salons } from '~/server/salons/tables.server'
import { salonStatistics } from '~/server/statistics/tables.server'
import { purgeExpiredRecords } from '~/server/retention.server'
import { seedDemoData } from '~/server/seed/seed.server'
import { dailySalt } from '~/server/statistics/visitors.server'
import { useTestDatabase } from '../db'
import { startInstance, type Instance } from '../server-process'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 70 })
// The demo data's made-up figures are not what these tests count.
await database.delete(salonStatistics)
const databaseUrl = database.$client.options.connectionString!
const ids = (await database.select({ id: salons.id }).from(salons).orderBy(salons.id)).map((row) => row.id)
const [salon, other, target, rotated, shared, fresh] = ids as [number, number, number, number, number, number]
const flooded = ids.slice(6, 66)

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
/** Browsers that differ only in their version: as many user agents as a script cares to make up. */
const browsers = Array.from({ length: 100 }, (_, i) => BROWSER.replace('Chrome/131.0', `Chrome/${100 + i}.0`))
/** A browser in another agent group than BROWSER: another person on the same address. */
const otherBrowser = browsers.find((agent) => agentGroup(agent) !== agentGroup(BROWSER))!
// A long flush interval: the counts reach the database through the shutdown flush (or a full memory).
const startCounting = () => startInstance(databaseUrl, { STATS_FLUSH_SECONDS: '300' })
const running: Instance[] = []
/** A server process over the one database; each test starts its own, so that stopping them writes its counts. */
async function instance() {
	const started = await startCounting()
	running.push(started)
	return started
}
/** Two instances, as behind a load balancer. */
async function twoInstances() {
	const [a, b] = await Promise.all([instance(), instance()])
	return [a, b] as const
}
afterAll(async () => {
	await Promise.all(running.map((instance) => instance.stop()))
})
let refusing: Promise<Instance> | undefined
/** One instance for the tests that only look at answers. */
const answering = () => (refusing ??= instance())

/** A salon's written figures once these instances have stopped (they write what they counted on shutdown). */
async function writtenOnShutdown(stopped: Instance[], salonId: number, metrics: readonly StatMetric[] = STAT_METRICS) {
	await Promise.all(stopped.map((instance) => instance.stop()))
	const [row] = await database.select().from(salonStatistics).where(eq(salonStatistics.salon_id, salonId))
	return Object.fromEntries(metrics.map((metric) => [metric, row?.[metric] ?? 0]))
}

let client = 1
const beacon = (instance: Instance, body: string, headers: Record<string, string> = {}) =>
	fetch(`${instance.base}/api/stats`, {
		method: 'POST',
		body,
		headers: {
			'Content-Type': 'text/plain;charset=UTF-8',
			'User-Agent': BROWSER,
			'Sec-Fetch-Site': 'same-origin',
			'X-Forwarded-For': `127.9.0.${client++}`,
			...headers,
		},
	})
const pixel = (instance: Instance, metric: string, salonId: number, headers: Record<string, string>) =>
	fetch(`${instance.base}/api/stats?m=${metric}&s=${salonId}`, { headers })
const figure = (metric: string, salonIds: number[]) => JSON.stringify({ m: metric, s: salonIds })
const views = (salonIds: number[]) => figure('views', salonIds)

describe('statistics beacon', () => {
	it('refuses unknown figures, unknown salons and malformed beacons with a 4xx, never a 500', async () => {
		const a = await answering()
		const refusals = [
			'',
			'not json',
			'{}',
			JSON.stringify({ m: 'likes', s: [salon] }),
			JSON.stringify({ m: 'views', s: [] }),
			JSON.stringify({ m: 'views', s: ['1'] }),
			JSON.stringify({ m: 'views', s: [-1] }),
			JSON.stringify({ m: 'views', s: [2_000_000_000] }),
			JSON.stringify({ m: 'views', s: [1.5] }),
			JSON.stringify({ m: 'views', s: Array.from({ length: 61 }, () => salon) }),
			'x'.repeat(5000),
		]
		for (const body of refusals) {
			const response = await beacon(a, body)
			expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400)
			expect(response.status, body.slice(0, 40)).toBeLessThan(500)
		}
		for (const query of ['', '?m=views', '?m=views&s=abc', '?m=nope&s=1', '?m=views&s=2000000000']) {
			const response = await fetch(`${a.base}/api/stats${query}`, { headers: { 'User-Agent': BROWSER, 'Sec-Fetch-Site': 'same-origin' } })
			expect(response.status, query).toBe(400)
		}
		expect((await fetch(`${a.base}/api/stats`, { method: 'PUT', body: views([salon]) })).status).toBe(405)
	})

	it('refuses what says it comes from elsewhere, and the pixel counts only views', async () => {
		const a = await answering()
		const attacker = { 'User-Agent': BROWSER, 'X-Forwarded-For': '203.0.113.40' }
		expect((await pixel(a, 'phone', target, { ...attacker, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(400)
		expect((await pixel(a, 'phone', target, { ...attacker, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(400)
		expect((await pixel(a, 'views', target, { ...attacker, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
		expect((await pixel(a, 'views', target, { ...attacker, Referer: 'https://elders.example/' })).status).toBe(403)
		const phone = figure('phone', [target])
		for (const fetchSite of ['', 'cross-site', 'same-site', 'none'])
			expect((await beacon(a, phone, { ...attacker, 'Sec-Fetch-Site': fetchSite })).status).toBe(403)
	})

	it('adds one per figure per salon a day for a script on one address, on every instance, whatever headers it forges', async () => {
		const [a, b] = await twoInstances()
		const address = '203.0.113.50'
		// Every way a page of this site is recognised, with cookies and a made-up proxy chain on top.
		const forgeries = (instance: Instance, i: number): Record<string, string>[] => [
			{ 'Sec-Fetch-Site': 'same-origin' },
			{ 'Sec-Fetch-Site': '', Origin: instance.base },
			{ 'Sec-Fetch-Site': '', Referer: `${instance.base}/trimsalon/${i}` },
			{ 'Sec-Fetch-Site': 'same-origin', Cookie: `better-auth.session_token=${i}; visitor=${i}` },
			{ 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': `198.51.100.${i}, ${address}` },
		]
		for (let i = 1; i <= 6; i++) {
			for (const instance of [a, b]) {
				for (const forged of forgeries(instance, i)) {
					const headers = { 'User-Agent': BROWSER, 'X-Forwarded-For': address, ...forged }
					expect((await beacon(instance, views([target]), headers)).status).toBe(204)
					expect((await beacon(instance, figure('phone', [target]), headers)).status).toBe(204)
					expect((await pixel(instance, 'views', target, { ...headers, Referer: `${instance.base}/trimsalon/${i}` })).status).toBe(200)
				}
			}
		}
		// Another browser on the same address, and the same browser on another address, are other people.
		expect((await beacon(a, views([target]), { 'X-Forwarded-For': address, 'User-Agent': otherBrowser })).status).toBe(204)
		expect((await beacon(b, views([target]), { 'X-Forwarded-For': '203.0.113.51' })).status).toBe(204)
		expect(await writtenOnShutdown([a, b], target)).toEqual({ views: 3, phone: 1, website: 0, route: 0, impressions: 0 })
	})

	it(`counts a script that makes up a user agent for every beacon as at most ${AGENTS_PER_ADDRESS} people`, async () => {
		const [a, b] = await twoInstances()
		for (const [i, agent] of browsers.entries()) {
			const instance = i % 2 ? a : b
			expect(
				(await beacon(instance, figure('website', [rotated]), { 'X-Forwarded-For': '203.0.113.60', 'User-Agent': agent })).status,
			).toBe(204)
		}
		expect(await writtenOnShutdown([a, b], rotated, ['website'])).toEqual({ website: AGENTS_PER_ADDRESS })
	})

	it('counts one person beaconing both instances once, and an IPv6 client per /64', async () => {
		const [a, b] = await twoInstances()
		for (const instance of [a, b, a, b]) {
			expect((await beacon(instance, views([shared]), { 'X-Forwarded-For': '192.0.2.7' })).status).toBe(204)
			expect((await beacon(instance, figure('impressions', [shared, other]), { 'X-Forwarded-For': '192.0.2.7' })).status).toBe(204)
		}
		for (let i = 1; i <= 10; i++) {
			const instance = i % 2 ? a : b
			expect((await beacon(instance, views([other]), { 'X-Forwarded-For': `2001:db8:5:5::${i.toString(16)}` })).status).toBe(204)
		}
		expect((await beacon(a, views([other]), { 'X-Forwarded-For': '2001:db8:5:6::1' })).status).toBe(204)
		expect(await writtenOnShutdown([a, b], shared, ['views', 'impressions'])).toEqual({ views: 1, impressions: 1 })
		expect(await writtenOnShutdown([a, b], other, ['views', 'impressions'])).toEqual({ views: 2, impressions: 1 })
	})

	it('counts every address of a flood, and a flood stops counting for no one else', async () => {
		const a = await instance()
		// Enough (address, figure, salon) visits to fill any day's memory many times over.
		const addresses = Math.ceil(200_000 / (STAT_METRICS.length * flooded.length)) + 1
		expect(addresses * STAT_METRICS.length * flooded.length).toBeGreaterThan(10 * MAX_PENDING_VISITS)
		const requests = Array.from({ length: addresses }, (_, i) => STAT_METRICS.map((metric) => ({ i, metric }))).flat()
		for (let start = 0; start < requests.length; start += 25) {
			const statuses = await Promise.all(
				requests
					.slice(start, start + 25)
					.map(({ i, metric }) =>
						beacon(a, figure(metric, flooded), { 'X-Forwarded-For': `10.77.${i >> 8}.${i & 255}` }).then((r) => r.status),
					),
			)
			expect(statuses.every((status) => status === 204)).toBe(true)
		}
		expect((await beacon(a, views([fresh]), { 'X-Forwarded-For': '192.0.2.99' })).status).toBe(204)
		expect((await beacon(a, figure('phone', [fresh]), { 'X-Forwarded-For': '192.0.2.99' })).status).toBe(204)
		expect(await writtenOnShutdown([a], fresh, ['views', 'phone'])).toEqual({ views: 1, phone: 1 })
		const everyAddress = Object.fromEntries(STAT_METRICS.map((metric) => [metric, addresses]))
		expect(await writtenOnShutdown([a], flooded[0]!)).toEqual(everyAddress)
		expect(await writtenOnShutdown([a], flooded.at(-1)!)).toEqual(everyAddress)
	}, 120_000)

	it('counts people on both instances, and no bots or prefetches', async () => {
		const [a, b] = await twoInstances()
		expect((await beacon(a, views([salon]))).status).toBe(204)
		expect((await beacon(b, views([salon]))).status).toBe(204)
		expect((await beacon(a, figure('phone', [salon]))).status).toBe(204)
		const counted = await pixel(a, 'views', salon, {
			'User-Agent': BROWSER,
			'Sec-Fetch-Site': 'same-origin',
			'X-Forwarded-For': '192.0.2.20',
		})
		expect(counted.status).toBe(200)
		expect(counted.headers.get('content-type')).toBe('image/gif')
		expect(counted.headers.get('cache-control')).toContain('no-store')
		// Answered, not counted:
		expect((await beacon(a, views([salon]), { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status).toBe(204)
		expect((await beacon(a, views([salon]), { 'Sec-Purpose': 'prefetch;prerender' })).status).toBe(204)
		expect((await beacon(b, views([salon]), { Purpose: 'prefetch' })).status).toBe(204)
		expect((await beacon(b, views([salon]), { 'User-Agent': '' })).status).toBe(204)
		expect(await writtenOnShutdown([a, b], salon)).toEqual({ views: 3, phone: 1, website: 0, route: 0, impressions: 0 })
	})

	it("uses one salt a day in every process, drops yesterday's when counting starts today, and yesterday's visitor keys with the daily purge", async () => {
		const today = dutchDay(new Date())
		const yesterday = dayBefore(today, 1)
		await database.execute(sql`insert into statistics_salts (day, salt) values (${yesterday}, 'gisteren')`)
		await database.execute(
			sql`insert into statistics_visits (day, salon_id, figure, visitor) values (${yesterday}, ${salon}, 'views', 'gisteren')`,
		)
		const days = async (table: string) =>
			(await database.execute<{ day: string }>(sql`select distinct day from ${sql.identifier(table)} order by day`)).rows.map(
				(row) => row.day,
			)
		const a = await instance()
		expect((await beacon(a, views([salon]))).status).toBe(204)
		await a.stop()
		expect(await days('statistics_salts')).toEqual([today])
		// This process, new to the day, finds the salt the server made.
		const [stored] = (await database.execute<{ salt: string }>(sql`select salt from statistics_salts where day = ${today}`)).rows
		expect(await dailySalt(today)).toBe(stored!.salt)
		expect(await days('statistics_visits')).toEqual([yesterday, today])
		await purgeExpiredRecords()
		expect(await days('statistics_visits')).toEqual([today])
	})
})
