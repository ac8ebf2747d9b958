/**
 * The web geocoder (PDOK, played here by a local HTTP server) is asked at most
 * `RATE_LIMITS.geocode.max` times per client and window, whichever page asks: the directory search,
 * the map search and a salon submission share one budget. Past it every page still answers, from
 * the offline data, and the directory says why the location is approximate.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { loader as mapLocate } from '~/routes/api.map.locate'
import { loader as directory } from '~/routes/directory'
import { action as submit } from '~/routes/submit-trimsalon'
import { config } from '~/server/platform/config.server'
import { salons } from '~/server/salons/tables.server'
import { listingSubmissions } from '~/server/submissions/tables.server'
import { RATE_LIMITS } from '~/server/platform/rate-limit.server'
import { LOCATION_APPROXIMATE, type SalonPage } from '~/server/search/search.server'
import { formRequest, run, uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'

/** What the web service was asked, in order. */
const asked: string[] = []
const service = createServer((request, response) => {
	const query = new URL(request.url ?? '/', 'http://geocoder').searchParams.get('q') ?? ''
	asked.push(query)
	response.setHeader('Content-Type', 'application/json')
	response.end(JSON.stringify({ response: { numFound: 1, docs: [{ centroide_ll: 'POINT(5.13 52.1)', weergavenaam: query }] } }))
})
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
afterAll(() => new Promise((resolve) => service.close(resolve)))
// config() reads the environment on first use.
process.env.GEOCODER = 'pdok'
process.env.GEOCODER_URL = `http://127.0.0.1:${(service.address() as AddressInfo).port}`

const database = await useTestDatabase()
await database
	.insert(salons)
	.values({ name: 'Limiet Salon', slug: 'limiet-salon', postal_code: '3511 AA', latitude: 52.09, longitude: 5.12 })

const MAX = RATE_LIMITS.geocode.max

async function search(location: string, client: string) {
	return (await watchedSearch(location, client)).result
}

/** The search, and whether its page says it is this visitor's own (no cache, the page cache included, keeps it). */
async function watchedSearch(location: string, client: string) {
	const answer = await run(directory, new Request(`${config().SITE_URL}/directory?${new URLSearchParams({ location })}`), client)
	expect(answer.status).toBe(200)
	return { result: (answer.data as { result: SalonPage }).result, personal: answer.headers.get('cache-control') === 'private, no-store' }
}

/** Uses up the client's budget with postcodes nobody else searches (each one a question to the service). */
async function exhaust(client: string, firstPostcode: number) {
	const before = asked.length
	for (let i = 0; i < MAX; i++) expect((await search(String(firstPostcode + i), client)).notice).toBeUndefined()
	expect(asked.length - before).toBe(MAX)
}

describe('the web geocoder per client', () => {
	it('is asked at most the limit from the directory; past it the offline data answers, with a notice', async () => {
		const client = '198.51.100.7'
		await exhaust(client, 4000)
		const before = asked.length

		const { result: postcode, personal } = await watchedSearch('3511 BB', client)
		expect(asked.length).toBe(before)
		expect(postcode).toMatchObject({ notice: LOCATION_APPROXIMATE, place: { label: '3511 BB' } })
		// The notice is about this visitor's limit: the page is not shared with anyone else.
		expect(personal).toBe(true)
		expect(postcode.salons.map((salon) => salon.name)).toEqual(['Limiet Salon'])
		const village = await search('Nergenshuizen', client)
		expect(village).toMatchObject({ notice: LOCATION_APPROXIMATE, total: 0 })
		expect(asked.length).toBe(before)

		// A remembered answer costs the service nothing, and another client has a budget of its own.
		expect((await search('4000', client)).notice).toBeUndefined()
		expect(asked.length).toBe(before)
		const other = await watchedSearch('3512', '198.51.100.8')
		expect(other.result.notice).toBeUndefined()
		expect(other.personal).toBe(false)
		expect(asked.slice(before)).toEqual(['3512'])
	})

	it('shares the budget with the map search and salon submissions', async () => {
		const client = '198.51.100.9'
		await exhaust(client, 5000)
		const before = asked.length

		const map = await run(mapLocate, new Request(`${config().SITE_URL}/api/map/locate?location=3511+CC&radius=10`), client)
		expect(map).toMatchObject({ status: 200, data: { place: { label: '3511 CC', total: 1 } } })

		const businessName = 'Trimsalon Zonder Kaartdienst'
		const fields = { businessName, ownerName: 'Fleur Visser', email: uniqueEmail('limiet'), address: 'Oudegracht 12' }
		const submitted = await run(submit, formRequest('/submit-trimsalon', { ...fields, postalCode: '3511 DD', city: 'Utrecht' }), client)
		expect(submitted).toMatchObject({ status: 200, data: { ok: true } })
		const [stored] = await database.select().from(listingSubmissions).where(eq(listingSubmissions.business_name, businessName))
		// Located at the centre of the known salons in 3511, not by the service.
		expect(stored).toMatchObject({ latitude: 52.09, longitude: 5.12 })
		expect(asked.length).toBe(before)
	})
})
