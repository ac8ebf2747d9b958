import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loader as citiesLoader } from '~/routes/cities'
import { loader as cityLoader } from '~/routes/city'
import { loader as directoryLoader } from '~/routes/directory'
import { loader as groomerLoader } from '~/routes/groomer'
import { loader as robotsLoader } from '~/routes/robots'
import { loader as salonLoader } from '~/routes/salon'
import { loader as sitemapLoader } from '~/routes/sitemap'
import { loader as sitemapPartLoader } from '~/routes/sitemap.part'
import { seedDemoData } from '~/server/seed/seed.server'
import { requestContext } from '../actions'
import { anonymousRequest, thrown } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 300 })
const [salon] = (await database.execute<{ id: number; slug: string }>(sql`select id, slug from pet_groomers order by id limit 1`)).rows

// Route loaders need only what they read; the rest of React Router's arguments stay out of the way.
const args = <T>(path: string, params: Record<string, string> = {}) =>
	({ request: anonymousRequest(path), params, context: requestContext('203.0.113.1') }) as unknown as T

describe('[SALON] addresses', () => {
	it('moves the numeric-id URL permanently to the slug URL', async () => {
		expect(await thrown(salonLoader(args(`/trimsalon/${salon!.id}`, { slugOrId: String(salon!.id) })))).toEqual({
			status: 301,
			location: `/trimsalon/${salon!.slug}`,
		})
	})
	it("serves the slug URL with the salon id, and never the owner's account id", async () => {
		const page = await salonLoader(args(`/trimsalon/${salon!.slug}`, { slugOrId: salon!.slug }))
		expect(page.salon).toMatchObject({ id: salon!.id, slug: salon!.slug })
		expect(page.salon).not.toHaveProperty('owner_id')
	})
	it('answers 404 for an unknown slug or id', async () => {
		for (const slugOrId of ['bestaat-niet', '999999', 'x'.repeat(5000)]) {
			expect(await thrown(salonLoader(args(`/trimsalon/${slugOrId}`, { slugOrId })))).toMatchObject({ status: 404 })
		}
	})
	it('moves /groomer/{id} and /groomer/{slug} to the slug URL, and anything else to /trimsalon/{x}', async () => {
		const byId = await groomerLoader(args(`/groomer/${salon!.id}`, { x: String(salon!.id) }))
		expect(byId.status).toBe(301)
		expect(byId.headers.get('Location')).toBe(`/trimsalon/${salon!.slug}`)
		const bySlug = await groomerLoader(args(`/groomer/${salon!.slug}`, { x: salon!.slug }))
		expect(bySlug.headers.get('Location')).toBe(`/trimsalon/${salon!.slug}`)
		const unknown = await groomerLoader(args('/groomer/onbekend', { x: 'onbekend' }))
		expect(unknown.headers.get('Location')).toBe('/trimsalon/onbekend')
	})
})

describe('[DIRECTORY] query strings', () => {
	it('answers every hostile query string with a result', async () => {
		const queries = [
			'location=' + 'a'.repeat(10_000),
			"location=';drop table x;--&page=abc&radius=-1",
			'location=%3Cscript%3E&page=99999999',
			'location=%F0%9F%90%A9&radius=1e9',
			'page=0',
			'location=%00',
		]
		for (const query of queries) {
			const { data } = await directoryLoader(args(`/directory?${query}`))
			expect(data.result.failed, query.slice(0, 30)).toBeUndefined()
			expect(data.location.length).toBeLessThanOrEqual(100)
			expect([5, 10, 20, 50]).toContain(data.radius)
		}
	})
})

describe('[CITY] pages', () => {
	it('answers 404 with the empty result for a city without a record', async () => {
		const response = (await cityLoader(args('/city/atlantis', { slug: 'atlantis' }))) as unknown as {
			init: { status: number }
			data: { cityName: string; result: { total: number } }
		}
		expect(response.init.status).toBe(404)
		expect(response.data).toMatchObject({ cityName: 'Atlantis', result: { total: 0 } })
	})
	it('sends the city picker without JavaScript to the city page', async () => {
		expect(await thrown(citiesLoader(args('/cities?stad=den-haag')))).toEqual({ status: 302, location: '/city/den-haag' })
	})
})

describe('[SEO] sitemap and robots', () => {
	it('lists every salon and city in one sitemap while they fit', async () => {
		const xml = await (await sitemapLoader(args('/sitemap.xml'))).text()
		expect(xml).toContain('<urlset')
		expect(xml.match(/\/trimsalon\//g)).toHaveLength(300)
		expect(xml).toContain('/city/amsterdam</loc>')
	})
	it('serves the parts a sitemap index points at, and 404 for parts that do not exist', async () => {
		const part = (name: string) => sitemapPartLoader(args(`/sitemap/${name}`, { part: name }))
		const pages = await (await part('pages.xml')).text()
		expect(pages).toContain('/city/amsterdam</loc>')
		expect(pages).toContain('/blog/hoe-vaak-naar-de-trimsalon</loc>')
		expect(pages).not.toContain('/trimsalon/')
		expect((await (await part('salons-1.xml')).text()).match(/\/trimsalon\//g)).toHaveLength(300)
		for (const name of ['salons-2.xml', 'salons-0.xml', 'other.xml']) expect(await thrown(part(name)), name).toMatchObject({ status: 404 })
	})
	it('allows crawling and points at the sitemap', async () => {
		const text = await robotsLoader().text()
		expect(text).toContain('User-agent: *')
		expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
	})
})
