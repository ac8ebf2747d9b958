import { describe, expect, it } from 'vitest'
import { cityFromAddress, postcodeFromAddress, streetFromAddress } from './address'

describe('cityFromAddress', () => {
	it('strips a trailing ", Nederland" and the postcode', () => {
		expect(cityFromAddress('Kerkstraat 12, 1012 AB Amsterdam, Nederland')).toBe('Amsterdam')
	})
	it('takes the last comma-separated part when there is no country', () => {
		expect(cityFromAddress('Dorpsweg 1, 3011AB Rotterdam')).toBe('Rotterdam')
	})
	it('keeps a last part without postcode as it is', () => {
		expect(cityFromAddress('Markt 5, Bergen op Zoom')).toBe('Bergen op Zoom')
	})
	it('keeps a city name with several words after the postcode', () => {
		expect(cityFromAddress('Hoofdstraat 3, 2405 AA Alphen aan den Rijn, Nederland')).toBe('Alphen aan den Rijn')
	})
	it('gives Onbekend when only a postcode remains', () => {
		expect(cityFromAddress('Kerkstraat 1, 1234 AB, Nederland')).toBe('Onbekend')
	})
	it('gives Onbekend for empty, missing or country-only input', () => {
		expect(cityFromAddress('')).toBe('Onbekend')
		expect(cityFromAddress(null)).toBe('Onbekend')
		expect(cityFromAddress(undefined)).toBe('Onbekend')
		expect(cityFromAddress(', Nederland')).toBe('Onbekend')
	})
	it('takes a single part without commas as the city', () => {
		expect(cityFromAddress('Utrecht')).toBe('Utrecht')
	})
	it('does not treat a house number as a postcode', () => {
		expect(cityFromAddress('Stationsplein 1234 Zwolle')).toBe('Stationsplein 1234 Zwolle')
	})
})

describe('postcodeFromAddress', () => {
	it('finds and normalises a postcode', () => {
		expect(postcodeFromAddress('Kerkstraat 12, 1012ab Amsterdam')).toBe('1012 AB')
	})
	it('is undefined without a postcode', () => {
		expect(postcodeFromAddress('Markt 5, Bergen op Zoom')).toBeUndefined()
	})
})

describe('streetFromAddress', () => {
	it('takes the street and number before the postcode and city', () => {
		expect(streetFromAddress('Kerkstraat 1, 1017 GA Amsterdam, Nederland')).toBe('Kerkstraat 1')
		expect(streetFromAddress('Unit 4, Industrieweg 12, 3542 AD Utrecht')).toBe('Unit 4, Industrieweg 12')
		expect(streetFromAddress('Amsterdam')).toBeUndefined()
		expect(streetFromAddress(null)).toBeUndefined()
	})
})
