import { localBusinessProblems } from '../schema-org'
import { expect, test } from './fixtures'
import { metaContent, salonHero, salonPaths, structuredData } from './discovery-helpers'

const types = (html: string) => structuredData(html).map((data) => data['@type'])

test.describe('[SEO] server-rendered HTML', () => {
	test('home: title, description, canonical, social tags, WebSite search action and FAQ', async ({ request, baseURL }) => {
		const html = await (await request.get('/')).text()
		expect(html).toContain('<title>Vind de beste trimsalon voor je hond | Trimsalonwijzer</title>')
		expect(metaContent(html, 'name', 'description')).toContain('trimsalons')
		expect(html).toContain(`<link rel="canonical" href="${baseURL}/"/>`)
		expect(metaContent(html, 'property', 'og:title')).toBe('Vind de beste trimsalon voor je hond | Trimsalonwijzer')
		expect(metaContent(html, 'name', 'twitter:card')).toBe('summary')
		const [site, faq] = structuredData(html)
		expect(site).toMatchObject({
			'@type': 'WebSite',
			potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${baseURL}/directory?location={search_term_string}` } },
		})
		expect(faq).toMatchObject({ '@type': 'FAQPage' })
		expect((faq!.mainEntity as unknown[]).length).toBe(5)
	})

	test('directory and city pages: item list and breadcrumbs', async ({ request, baseURL }) => {
		const directory = await (await request.get('/directory?page=2')).text()
		expect(types(directory)).toEqual(['BreadcrumbList', 'ItemList'])
		expect(directory).toContain(`<link rel="canonical" href="${baseURL}/directory?page=2"/>`)
		const list = structuredData(directory)[1] as { itemListElement: { position: number; url: string }[] }
		expect(list.itemListElement[0]).toMatchObject({ position: 25, url: expect.stringMatching(/\/trimsalon\//) })
		// A search result page is left out of search engines, and so is its list of salons.
		const search = await (await request.get('/directory?location=utrecht')).text()
		expect(metaContent(search, 'name', 'robots')).toContain('noindex')
		expect(types(search)).toEqual(['BreadcrumbList'])
		const city = await (await request.get('/city/utrecht')).text()
		expect(types(city)).toEqual(['BreadcrumbList', 'ItemList'])
		expect(city).toContain('<title>Hondentrimmers in Utrecht | Trimsalonwijzer</title>')
	})

	test('salon page: LocalBusiness with country NL and price range €€, no rating from imported scores, its own photo or no picture to share', async ({
		request,
		baseURL,
	}) => {
		let imported = false
		// At least one salon carries every part: street, postcode and place apart, the coordinates, the phone and the hours.
		let complete = false
		let withPhoto = false
		let withoutPhoto = false
		for (const path of await salonPaths(request, 40)) {
			const html = await (await request.get(path)).text()
			const business = structuredData(html).find((data) => data['@type'] === 'LocalBusiness')!
			expect(business).toMatchObject({
				url: `${baseURL}${path}`,
				priceRange: '€€',
				address: { '@type': 'PostalAddress', addressCountry: 'NL' },
			})
			expect(localBusinessProblems(business), path).toEqual([])
			const address = business.address as Record<string, unknown>
			complete ||= Boolean(
				address.streetAddress &&
				address.postalCode &&
				address.addressLocality &&
				business.geo &&
				business.telephone &&
				business.openingHoursSpecification,
			)
			expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`)
			// A shared link shows the salon's first photo, the one the page shows; a salon without one shares no picture.
			const photo = (business.image as string[] | undefined)?.[0]
			expect(metaContent(html, 'property', 'og:image') ?? null, path).toBe(photo ?? null)
			expect(metaContent(html, 'name', 'twitter:card'), path).toBe(photo ? 'summary_large_image' : 'summary')
			withPhoto ||= Boolean(photo)
			withoutPhoto ||= !photo
			// The demo data has imported scores only; aggregateRating counts our own reviews (reviews.spec.ts).
			const ownReviews = salonHero(html).includes('Beoordelingen van bezoekers van deze site')
			expect(Boolean(business.aggregateRating), path).toBe(ownReviews)
			imported ||= salonHero(html).includes('Overgenomen score uit openbare bedrijfsvermeldingen')
		}
		expect(imported).toBe(true)
		expect(complete).toBe(true)
		expect(withPhoto && withoutPhoto).toBe(true)
	})

	test('the sitemap lists every salon and city, robots.txt points at it', async ({ request, baseURL }) => {
		const sitemap = await request.get('/sitemap.xml')
		expect(sitemap.headers()['content-type']).toContain('application/xml')
		const xml = await sitemap.text()
		// The 2,500 demo salons, plus the few that admin specs on this shared server may have approved.
		const salons = xml.match(/<loc>[^<]+\/trimsalon\/[^<]+<\/loc>/g)!.length
		expect(salons).toBeGreaterThanOrEqual(2500)
		expect(salons).toBeLessThan(2520)
		expect(xml).toContain(`<loc>${baseURL}/city/amsterdam</loc>`)
		const robots = await (await request.get('/robots.txt')).text()
		expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
	})
})
