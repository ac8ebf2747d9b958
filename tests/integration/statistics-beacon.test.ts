/**
 * The statistics beacon over real HTTP on two server processes sharing one database: counts sent
 * to both add up (written on shutdown at the latest), and everything that is not a known figure
 * for a listed salon from a person's browser is refused with a 4xx or not counted.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIGURE_PER_SALON_PER_DAY } from '~/lib/beacon-limits'
import { salons, salonStatistics } from '~/server/platform/db/schema.server'
import { seedDemoData } from '~/server/seed/seed.server'
import { useTestDatabase } from '../db'
import { startInstance, type Instance } from '../server-process'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 60 })
const databaseUrl = database.$client.options.connectionString!
const [salon, other, target] = await database.select({ id: salons.id }).from(salons).orderBy(salons.id).limit(3)

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
// A long flush interval: the counts reach the database through the shutdown flush.
const startCounting = () => startInstance(databaseUrl, { STATS_FLUSH_SECONDS: '300' })

let a: Instance
let b: Instance
beforeAll(async () => {
	;[a, b] = await Promise.all([startCounting(), startCounting()])
})
afterAll(async () => {
	await Promise.all([a?.stop(), b?.stop()])
})

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
const views = (ids: number[]) => JSON.stringify({ m: 'views', s: ids })

describe('statistics beacon', () => {
	it('refuses unknown figures, unknown salons and malformed beacons with a 4xx, never a 500', async () => {
		const refusals = [
			'',
			'not json',
			'{}',
			JSON.stringify({ m: 'likes', s: [salon!.id] }),
			JSON.stringify({ m: 'views', s: [] }),
			JSON.stringify({ m: 'views', s: ['1'] }),
			JSON.stringify({ m: 'views', s: [-1] }),
			JSON.stringify({ m: 'views', s: [2_000_000_000] }),
			JSON.stringify({ m: 'views', s: [1.5] }),
			JSON.stringify({ m: 'views', s: Array.from({ length: 61 }, () => salon!.id) }),
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
		expect((await fetch(`${a.base}/api/stats`, { method: 'PUT', body: views([salon!.id]) })).status).toBe(405)
	})

	it('limits one client to 60 beacons a minute, of which it adds a handful to one salon', async () => {
		const statuses: number[] = []
		for (let i = 0; i < 62; i++) statuses.push((await beacon(b, views([other!.id]), { 'X-Forwarded-For': '127.8.8.8' })).status)
		expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true)
		expect(statuses.slice(60)).toEqual([429, 429])
	})

	it('counts only what pages of this site send, the pixel only views, and a handful per client', async () => {
		const attacker = { 'User-Agent': BROWSER, 'X-Forwarded-For': '203.0.113.50' }
		const pixel = (metric: string, headers: Record<string, string>) => fetch(`${a.base}/api/stats?m=${metric}&s=${target!.id}`, { headers })
		for (let i = 0; i < 30; i++) {
			expect((await pixel('phone', { ...attacker, 'Sec-Fetch-Site': 'cross-site' })).status).toBeGreaterThanOrEqual(400)
			expect((await pixel('phone', attacker)).status).toBeGreaterThanOrEqual(400)
			expect((await pixel('views', { ...attacker, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
			expect((await pixel('views', { ...attacker, Referer: 'https://elders.example/' })).status).toBe(403)
		}
		// A page of this site asks for the pixel, but it never counts a click.
		expect((await pixel('phone', { ...attacker, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(400)
		const phone = JSON.stringify({ m: 'phone', s: [target!.id] })
		expect((await beacon(a, phone, { 'Sec-Fetch-Site': '' })).status).toBe(403)
		expect((await beacon(a, phone, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
		expect((await beacon(a, phone, { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403)
		// Same-origin, from one client: answered, but only a handful counted (checked after shutdown below).
		for (let i = 0; i < 10; i++) {
			expect((await beacon(a, phone, { 'X-Forwarded-For': '203.0.113.51' })).status).toBe(204)
			expect(
				(await pixel('views', { 'User-Agent': BROWSER, 'X-Forwarded-For': '203.0.113.52', Referer: `${a.base}/trimsalon/x` })).status,
			).toBe(200)
		}
	})

	it('counts an IPv6 client per /64 for the minute limit', async () => {
		const statuses: number[] = []
		for (let i = 0; i < 61; i++)
			statuses.push(
				(await beacon(b, views([target!.id]), { 'X-Forwarded-For': `2001:db8:5:5::${(i + 1).toString(16)}`, 'User-Agent': '' })).status,
			)
		expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true)
		expect(statuses[60]).toBe(429)
		expect((await beacon(b, views([target!.id]), { 'X-Forwarded-For': '2001:db8:5:6::1', 'User-Agent': '' })).status).toBe(204)
	})

	it('adds the counts of two instances, and counts no bots or prefetches', async () => {
		// The demo data's made-up figures are not what this test counts.
		await database.delete(salonStatistics)
		for (let i = 0; i < 3; i++) expect((await beacon(a, views([salon!.id]))).status).toBe(204)
		for (let i = 0; i < 4; i++) expect((await beacon(b, views([salon!.id]))).status).toBe(204)
		expect((await beacon(a, JSON.stringify({ m: 'phone', s: [salon!.id] }))).status).toBe(204)
		expect((await beacon(b, JSON.stringify({ m: 'impressions', s: [salon!.id, other!.id] }))).status).toBe(204)
		const pixel = await fetch(`${a.base}/api/stats?m=views&s=${salon!.id}`, {
			headers: { 'User-Agent': BROWSER, 'Sec-Fetch-Site': 'same-origin' },
		})
		expect(pixel.status).toBe(200)
		expect(pixel.headers.get('content-type')).toBe('image/gif')
		expect(pixel.headers.get('cache-control')).toContain('no-store')
		// Answered, not counted:
		expect((await beacon(a, views([salon!.id]), { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status).toBe(204)
		expect((await beacon(a, views([salon!.id]), { 'Sec-Purpose': 'prefetch;prerender' })).status).toBe(204)
		expect((await beacon(b, views([salon!.id]), { Purpose: 'prefetch' })).status).toBe(204)
		expect((await beacon(b, views([salon!.id]), { 'User-Agent': '' })).status).toBe(204)
		expect(await database.select().from(salonStatistics).where(eq(salonStatistics.salon_id, salon!.id))).toEqual([])

		await Promise.all([a.stop(), b.stop()])
		const [row] = await database.select().from(salonStatistics).where(eq(salonStatistics.salon_id, salon!.id))
		expect(row).toMatchObject({ views: 8, phone: 1, website: 0, route: 0, impressions: 1 })
		const [otherRow] = await database.select().from(salonStatistics).where(eq(salonStatistics.salon_id, other!.id))
		expect(otherRow).toMatchObject({ views: FIGURE_PER_SALON_PER_DAY, phone: 0, website: 0, route: 0, impressions: 1 })
		// The abuse test's salon: only same-origin figures, a handful per client, views only from the pixel.
		const [targetRow] = await database.select().from(salonStatistics).where(eq(salonStatistics.salon_id, target!.id))
		expect(targetRow).toMatchObject({ views: FIGURE_PER_SALON_PER_DAY, phone: FIGURE_PER_SALON_PER_DAY, website: 0, impressions: 0 })
	})
})
