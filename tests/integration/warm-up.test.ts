/**
 * A process renders the site's entry pages before it takes visitors, so the first visitors of a burst
 * right after a start are answered from the page cache.
 */
import { get } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actorWith, systemActor } from '~/server/accounts/actor.server'
import { entryPagePaths, popularCities } from '~/server/salons/cities.server'
import { seedDemoData } from '~/server/seed/seed.server'
import { useTestDatabase } from '../db'
import { startInstance, type Instance } from '../server-process'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 40 })
const databaseUrl = database.$client.options.connectionString!

const startWarmingUp = (cities: number) => startInstance(databaseUrl, { WARM_UP_CITIES: String(cities) })

let warm: Instance
let cold: Instance
beforeAll(async () => {
	;[warm, cold] = await Promise.all([startWarmingUp(2), startWarmingUp(0)])
})
afterAll(async () => {
	await Promise.all([warm?.stop(), cold?.stop()])
})

const cacheStateOf = async (base: string, path: string) => {
	const response = await fetch(`${base}${path}`)
	await response.arrayBuffer()
	return { status: response.status, cache: response.headers.get('x-cache') }
}

/** The X-Cache of a page asked for with headers fetch cannot set (Host). */
function cacheOf(url: string, headers: Record<string, string>): Promise<string | undefined> {
	return new Promise((resolve, reject) => {
		get(url, { headers }, (response) => {
			response.resume()
			response.once('end', () => resolve(String(response.headers['x-cache'])))
		}).once('error', reject)
	})
}

describe('warming up before taking visitors', () => {
	it('knows the entry pages: home, the city list, the blog, then the page and the search of the cities with the most salons', async () => {
		const [first, second] = await popularCities(actorWith(null), { limit: 2 })
		expect(await entryPagePaths(systemActor('warm-up'), { cities: 2 })).toEqual([
			'/',
			'/cities',
			'/blog',
			`/city/${first!.slug}`,
			`/directory?location=${encodeURIComponent(first!.name)}`,
			`/city/${second!.slug}`,
			`/directory?location=${encodeURIComponent(second!.name)}`,
		])
		expect(await entryPagePaths(systemActor('warm-up'), { cities: 0 })).toEqual(['/', '/cities', '/blog'])
	})

	it('answers the first visitor of every entry page from the cache, and renders the other pages as before', async () => {
		for (const path of await entryPagePaths(systemActor('warm-up'), { cities: 2 }))
			expect(await cacheStateOf(warm.base, path), path).toEqual({ status: 200, cache: 'HIT' })
		const [, , third] = await popularCities(actorWith(null), { limit: 3 })
		expect(await cacheStateOf(warm.base, `/city/${third!.slug}`)).toEqual({ status: 200, cache: 'MISS' })
	})

	it("stores the pages under the site's own address, as visitors behind its https proxy ask for them", async () => {
		const site = await startInstance(databaseUrl, { WARM_UP_CITIES: '1', SITE_URL: 'https://trimsalon.test' })
		try {
			const asVisitor = (headers: Record<string, string>) => cacheOf(`${site.base}/`, { host: 'trimsalon.test', ...headers })
			expect(await asVisitor({ 'x-forwarded-proto': 'https' })).toBe('HIT')
			// The same page asked for over plain http is another address: not the stored copy.
			expect(await asVisitor({})).toBe('MISS')
		} finally {
			await site.stop()
		}
	})

	it('renders nothing ahead with WARM_UP_CITIES=0', async () => {
		expect(await cacheStateOf(cold.base, '/')).toEqual({ status: 200, cache: 'MISS' })
	})
})
