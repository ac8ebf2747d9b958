import { describe, expect, it } from 'vitest'
import {
	cardServices,
	formatRating,
	otherSalonsPath,
	ratingFillPercent,
	reviewCountLabel,
	salonInitials,
	salonCity,
	salonPhoto,
	toSalonCard,
} from './salon-card'
import { cityPath } from '../common/paths'

describe('cityPath and otherSalonsPath', () => {
	it('lower-cases and turns spaces into hyphens', () => {
		expect(cityPath('Den Haag')).toBe('/city/den-haag')
		expect(otherSalonsPath('Bergen op Zoom')).toBe('/city/bergen-op-zoom')
	})
	it('gives no link for an empty or unknown city', () => {
		expect(otherSalonsPath('')).toBeUndefined()
		expect(otherSalonsPath('  ')).toBeUndefined()
		expect(otherSalonsPath(null)).toBeUndefined()
		expect(otherSalonsPath('Onbekend')).toBeUndefined()
	})
})

describe('salonCity', () => {
	it('prefers the city record, then the search city, then the address', () => {
		expect(salonCity({ city_name: 'Utrecht', search_city: 'Zeist', formatted_address: 'A 1, 1234 AB Breda' })).toBe('Utrecht')
		expect(salonCity({ city_name: null, search_city: 'Zeist', formatted_address: 'A 1, 1234 AB Breda' })).toBe('Zeist')
		expect(salonCity({ city_name: null, search_city: null, formatted_address: 'A 1, 1234 AB Breda, Nederland' })).toBe('Breda')
		expect(salonCity({ city_name: null, search_city: '', formatted_address: null })).toBe('Onbekend')
	})
})

describe('salonPhoto', () => {
	it('uses the main photo first', () => {
		expect(salonPhoto({ main_photo_url: '/a.jpg', gallery: ['/b.jpg'] })).toBe('/a.jpg')
	})
	it('falls back to the first gallery image', () => {
		expect(salonPhoto({ main_photo_url: null, gallery: ['/b.jpg', '/c.jpg'] })).toBe('/b.jpg')
		expect(salonPhoto({ main_photo_url: '  ', gallery: ['', '/c.jpg'] })).toBe('/c.jpg')
	})
	it('is null without a photo of its own (the page then draws the initials)', () => {
		expect(salonPhoto({ main_photo_url: null, gallery: [] })).toBeNull()
		expect(salonPhoto({ main_photo_url: null, gallery: null })).toBeNull()
		expect(salonPhoto({ main_photo_url: ' ', gallery: [' '] })).toBeNull()
	})
})

describe('cardServices', () => {
	it('shows up to three services', () => {
		expect(cardServices([])).toBe('')
		expect(cardServices(['Knippen', 'Wassen', 'Trimmen'])).toBe('Knippen • Wassen • Trimmen')
	})
	it("adds ' • ...' when there are more than three", () => {
		expect(cardServices(['Knippen', 'Wassen', 'Trimmen', 'Plukken'])).toBe('Knippen • Wassen • Trimmen • ...')
	})
})

describe('rating display', () => {
	it('shows one decimal', () => {
		expect(formatRating(4)).toBe('4,0')
		expect(formatRating(4.26)).toBe('4,3')
	})
	it('labels the review count only when above zero', () => {
		expect(reviewCountLabel(12)).toBe('(12 beoordelingen)')
		expect(reviewCountLabel(0)).toBe('')
		expect(reviewCountLabel(1)).toBe('(1 beoordeling)')
	})
	it('fills the five bones partially, on a scale of five', () => {
		expect(ratingFillPercent(3.5)).toBe(70)
		expect(ratingFillPercent(4.26)).toBe(85.2)
		expect(ratingFillPercent(0)).toBe(0)
		expect(ratingFillPercent(9)).toBe(100)
		expect(ratingFillPercent(-1)).toBe(0)
		expect(ratingFillPercent(Number.NaN)).toBe(0)
	})
})

describe('toSalonCard', () => {
	it('parses services given as a JSON string and a numeric-string rating', () => {
		const card = toSalonCard({
			id: 3,
			name: 'Kwispel',
			slug: 'kwispel-ede',
			formatted_address: 'Dorpsstraat 1, 6711 AB Ede, Nederland',
			search_city: 'Ede',
			city_name: 'Ede',
			rating: '4.55',
			user_ratings_total: 8,
			services_nl: '["Knippen","Wassen"]',
			main_photo_url: null,
			gallery: [],
			distance_km: 1.5,
		})
		expect(card).toEqual({
			id: 3,
			name: 'Kwispel',
			path: '/trimsalon/kwispel-ede',
			city: 'Ede',
			address: 'Dorpsstraat 1, 6711 AB Ede, Nederland',
			rating: 4.55,
			reviews: 8,
			services: ['Knippen', 'Wassen'],
			photo: null,
			distanceKm: 1.5,
		})
	})
})

describe('salonInitials', () => {
	it('takes up to two telling words of the name, past the generic ones', () => {
		expect(salonInitials('Happy Dogs Trimsalon')).toBe('HD')
		expect(salonInitials('Trimsalon De Kam')).toBe('K')
		expect(salonInitials("Hondentrimsalon 't Poedeltje")).toBe('P')
		expect(salonInitials('Trimsalon')).toBe('T')
		expect(salonInitials('Élégance & Co')).toBe('ÉC')
	})
})
