import { describe, expect, it } from 'vitest'
import { localBusiness } from '~/lib/seo/structured-data'
import { localBusinessProblems } from '../schema-org'

const site = 'https://example.nl'
const salon = {
	name: 'Kwispel',
	url: '/trimsalon/kwispel',
	images: ['/images/a.webp'],
	rating: 4.5,
	reviewCount: 2,
	reviews: [{ author: 'Fleur', datePublished: '2026-10-01', body: 'Heel fijn.', score: 5 }],
	address: 'Oudegracht 10',
	city: 'Utrecht',
	postalCode: '3511 AP',
	telephone: '030-2345678',
	latitude: 52.09,
	longitude: 5.12,
	openingHours: ['Maandag: 09:00 - 17:00', 'Zondag: Gesloten'],
}

describe('the LocalBusiness check', () => {
	it('passes what the salon page writes', () => {
		expect(localBusinessProblems(localBusiness(site, salon))).toEqual([])
	})

	it('lists a bookable salon’s treatments as offers from their lowest price, in euro, beside the fixed price range', () => {
		const business = localBusiness(site, { ...salon, offers: [{ name: 'Volledige trimbeurt', fromCents: 4500 }] })
		expect(localBusinessProblems(business)).toEqual([])
		expect(business.priceRange).toBe('€€')
		expect(business.makesOffer).toEqual([
			{
				'@type': 'Offer',
				itemOffered: { '@type': 'Service', name: 'Volledige trimbeurt' },
				priceSpecification: { '@type': 'PriceSpecification', minPrice: 45, priceCurrency: 'EUR' },
			},
		])
		const withoutCurrency = {
			...business,
			makesOffer: [
				{
					'@type': 'Offer',
					itemOffered: { '@type': 'Service', name: 'Wassen' },
					priceSpecification: { '@type': 'PriceSpecification', minPrice: 30 },
				},
			],
		}
		expect(localBusinessProblems(withoutCurrency)).toEqual(['makesOffer'])
	})

	it('finds the faults it is there for: an address in one field, an unknown property, a bad day or clock, a relative URL', () => {
		const business = localBusiness(site, salon) as Record<string, unknown>
		const broken = {
			...business,
			url: '/trimsalon/kwispel',
			openingHours: 'Mo-Fr 09:00-17:00',
			address: { '@type': 'PostalAddress', addressCountry: 'NL', streetAddress: 'Oudegracht 10, 3511 AP Utrecht' },
			openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Maandag'], opens: '9:00', closes: '17:00' }],
		}
		expect(localBusinessProblems(broken)).toEqual([
			'unknown property openingHours',
			'url is not an absolute URL',
			'streetAddress holds a postcode',
			expect.stringMatching(/^openingHoursSpecification entry /),
		])
	})
})
