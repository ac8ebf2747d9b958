import { describe, expect, it } from 'vitest'
import { HOME_FAQ } from './faq'
import {
	breadcrumbList,
	faqPage,
	featuredPlacementService,
	itemList,
	localBusiness,
	webSite,
	openingHoursSpecification,
} from './structured-data'
import { FEATURED_PLANS } from '../featured/featured-plans'

const site = 'https://example.nl'

describe('breadcrumbList', () => {
	it('numbers the crumbs from 1 with absolute URLs', () => {
		expect(
			breadcrumbList(site, [
				{ name: 'Home', path: '/' },
				{ name: 'Steden', path: '/cities' },
			]).itemListElement,
		).toEqual([
			{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.nl/' },
			{ '@type': 'ListItem', position: 2, name: 'Steden', item: 'https://example.nl/cities' },
		])
	})
})

describe('itemList', () => {
	it('continues the positions of earlier pages', () => {
		const list = itemList(site, [{ name: 'Kwispel', path: '/trimsalon/kwispel' }], 24)
		expect(list.numberOfItems).toBe(1)
		expect(list.itemListElement[0]).toEqual({
			'@type': 'ListItem',
			position: 25,
			name: 'Kwispel',
			url: 'https://example.nl/trimsalon/kwispel',
		})
	})
})

describe('webSite', () => {
	it('offers a search action on the directory', () => {
		expect(webSite(site, 'Trimsalonwijzer').potentialAction).toMatchObject({
			'@type': 'SearchAction',
			target: { urlTemplate: 'https://example.nl/directory?location={search_term_string}' },
			'query-input': 'required name=search_term_string',
		})
	})
})

describe('faqPage', () => {
	it('holds the five home questions with their answers', () => {
		const page = faqPage(HOME_FAQ)
		expect(page.mainEntity).toHaveLength(5)
		expect(page.mainEntity[2]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } })
	})
})

describe('localBusiness', () => {
	const base = { name: 'Kwispel', url: '/trimsalon/kwispel', images: ['/images/a.svg'], rating: 4.55, reviewCount: 12 }

	it('has country NL, price range €€, absolute URLs and a rating', () => {
		const business = localBusiness(site, {
			...base,
			address: 'Kerkstraat 1',
			city: 'Ede',
			postalCode: '6711 AB',
			telephone: '0318-123456',
			latitude: 52,
			longitude: 5.6,
		})
		expect(business).toMatchObject({
			'@type': 'LocalBusiness',
			name: 'Kwispel',
			url: 'https://example.nl/trimsalon/kwispel',
			image: ['https://example.nl/images/a.svg'],
			priceRange: '€€',
			telephone: '0318-123456',
			address: {
				'@type': 'PostalAddress',
				streetAddress: 'Kerkstraat 1',
				addressLocality: 'Ede',
				postalCode: '6711 AB',
				addressCountry: 'NL',
			},
			geo: { latitude: 52, longitude: 5.6 },
			aggregateRating: { ratingValue: 4.6, reviewCount: 12, bestRating: 5 },
		})
	})
	it('leaves out the rating without reviews and fields without a value', () => {
		const business = localBusiness(site, { ...base, rating: 0, reviewCount: 0, description: null, telephone: '' })
		expect(business).not.toHaveProperty('aggregateRating')
		expect(business).not.toHaveProperty('description')
		expect(business).not.toHaveProperty('telephone')
		expect(business).not.toHaveProperty('geo')
		expect(business.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'NL' })
	})
})

describe('featuredPlacementService', () => {
	it('offers both plans at their prices in euro', () => {
		const service = featuredPlacementService('https://trimsalonwijzer.nl', 'Trimsalonwijzer', Object.values(FEATURED_PLANS))
		expect(service['@type']).toBe('Service')
		expect(service.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency, offer.priceSpecification.unitCode])).toEqual([
			['Maandelijks', '11.95', 'EUR', 'MON'],
			['Jaarlijks', '99.95', 'EUR', 'ANN'],
		])
	})
})

describe('openingHoursSpecification', () => {
	it('gives each range its days, leaves out closed and unreadable days, and closes a range past midnight at 23:59', () => {
		expect(
			openingHoursSpecification([
				'Maandag: 09:00 - 12:00, 13:00 - 17:30',
				'Dinsdag: 09:00 - 12:00, 13:00 - 17:30',
				'Zaterdag: 22:00 - 02:00',
				'Zondag: Gesloten',
				'Feestdagen: op afspraak',
			]),
		).toEqual([
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
				opens: '09:00',
				closes: '12:00',
			},
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
				opens: '13:00',
				closes: '17:30',
			},
			{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '22:00', closes: '23:59' },
		])
		expect(openingHoursSpecification([])).toEqual([])
	})
})
