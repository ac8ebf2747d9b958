import { describe, expect, it } from 'vitest'
import { actorWith } from '~/server/accounts/actor.server'
import { loader as locateLoader } from '~/routes/api.map.locate'
import { loader as markersLoader } from '~/routes/api.map.markers'
import { loader as suggestLoader } from '~/routes/api.suggest'
import { action as submitAction } from '~/routes/submit-trimsalon'
import { createDatabase, setDatabase } from '~/server/platform/db/client.server'
import { AppError } from '~/server/platform/errors.server'
import { limitKey, limitRequest, RATE_LIMITS } from '~/server/platform/rate-limit.server'
import { rateLimits } from '~/server/platform/db/tables.server'
import { mapMarkers, MAX_GRID_CELLS_PER_SIDE, MAX_MARKERS } from '~/server/search/markers.server'
import { seedDemoData } from '~/server/seed/seed.server'
import { formRequest, run } from '../actions'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 1500 })

// Each limit says what was too much in its flow, and when the window ends: these endpoints count per minute, submissions per hour.
const tooMany = (what: string) => new RegExp(`^${what.replace(/\./g, '\\.')} Probeer het over (\\d+ seconden|een uur) opnieuw\\.$`)
let nextClient = 1
const freshIp = () => `198.51.100.${nextClient++}`

describe('limitRequest', () => {
	it('lets the allowed number through and refuses the next with a Dutch 429', async () => {
		const client = freshIp()
		for (let i = 0; i < RATE_LIMITS.locate.max; i++) await limitRequest('locate', client)
		const refused = await limitRequest('locate', client).catch((error: unknown) => error)
		expect(refused).toBeInstanceOf(AppError)
		expect(refused).toMatchObject({ code: 'tooManyRequests', message: expect.stringMatching(tooMany(RATE_LIMITS.locate.refusal)) })
		await expect(limitRequest('locate', freshIp())).resolves.toBeUndefined()
		await expect(limitRequest('suggest', client)).resolves.toBeUndefined()
	})

	it('counts parallel requests exactly', async () => {
		const client = freshIp()
		const results = await Promise.allSettled(Array.from({ length: RATE_LIMITS.locate.max + 5 }, () => limitRequest('locate', client)))
		expect(results.filter((r) => r.status === 'rejected')).toHaveLength(5)
		// The first requests meet on a key nobody stored yet: each is counted, none fails on the primary key.
		for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'tooManyRequests' })
	})

	it('counts an IPv6 client by its /64', async () => {
		for (let i = 0; i < RATE_LIMITS.locate.max; i++) await limitRequest('locate', `2001:db8:7:7::${(i + 1).toString(16)}`)
		await expect(limitRequest('locate', '2001:db8:7:7:ffff::1')).rejects.toMatchObject({ code: 'tooManyRequests' })
		await expect(limitRequest('locate', '2001:db8:7:8::1')).resolves.toBeUndefined()
	})

	it('is shared by every app instance on the database', async () => {
		const other = createDatabase(database.$client.options.connectionString!)
		const client = freshIp()
		try {
			for (let i = 0; i < RATE_LIMITS.locate.max; i++) {
				setDatabase(i % 2 ? other : database)
				await limitRequest('locate', client)
			}
			setDatabase(other)
			await expect(limitRequest('locate', client)).rejects.toMatchObject({ code: 'tooManyRequests' })
		} finally {
			setDatabase(database)
			await other.$client.end()
		}
	})
})

describe('stored counters', () => {
	it('hold no address, number or e-mail address, only a keyed hash of it', async () => {
		await limitRequest('alertPerAddress', 'anna.de.vries@example.nl')
		await limitRequest('smsPerNumber', '+31612345678')
		await limitRequest('locate', '203.0.113.99')
		await limitRequest('locate', '2001:db8:99:1::5')
		const keys = (await database.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).join(' ')
		for (const clear of ['anna', 'example.nl', '31612345678', '203.0.113.99', '2001:db8:99']) expect(keys).not.toContain(clear)
		expect(keys).toContain(limitKey('app:smsPerNumber', '+31612345678'))
	})
})

describe('limited endpoints', () => {
	const get = (path: string) => new Request(`http://localhost:3000${path}`)
	const endpoints = [
		{ name: 'suggestions', loader: suggestLoader, path: '/api/suggest?q=utr', ...RATE_LIMITS.suggest },
		{
			name: 'map markers',
			loader: markersLoader,
			path: '/api/map/markers?south=52.3&west=4.8&north=52.4&east=5&zoom=12',
			...RATE_LIMITS.markers,
		},
		{ name: 'map locate', loader: locateLoader, path: '/api/map/locate?location=Utrecht&radius=10', ...RATE_LIMITS.locate },
	]
	for (const endpoint of endpoints) {
		it(`answers ${endpoint.name} with 429 and the Dutch message past the limit`, async () => {
			const client = freshIp()
			for (let i = 0; i < endpoint.max; i++) expect((await run(endpoint.loader, get(endpoint.path), client)).status).not.toBe(429)
			const refused = await run(endpoint.loader, get(endpoint.path), client)
			expect(refused.status).toBe(429)
			expect(refused.data).toEqual({ ok: false, message: expect.stringMatching(tooMany(endpoint.refusal)) })
		})
	}

	it('limits salon submissions per client', async () => {
		const client = freshIp()
		for (let i = 0; i < RATE_LIMITS.submission.max; i++)
			expect((await run(submitAction, formRequest('/submit-trimsalon', {}), client)).status).toBe(400)
		const refused = await run(submitAction, formRequest('/submit-trimsalon', {}), client)
		expect(refused.status).toBe(429)
		expect(refused.data).toMatchObject({ ok: false, message: expect.stringMatching(tooMany('Je hebt veel trimsalons aangemeld.')) })
	})
})

describe('map markers', () => {
	it('keeps a whole-country view at zoom 22 to a bounded number of clusters', async () => {
		const answer = await mapMarkers(actorWith(null), { south: 50.7, west: 3.3, north: 53.6, east: 7.3, zoom: 22 })
		expect(answer.markers).toHaveLength(0)
		expect(answer.clusters.length).toBeGreaterThan(1)
		expect(answer.clusters.length).toBeLessThanOrEqual((MAX_GRID_CELLS_PER_SIDE + 1) ** 2)
		expect(answer.clusters.reduce((sum, [, , count]) => sum + count, 0)).toBeGreaterThan(MAX_MARKERS)
	})
})
