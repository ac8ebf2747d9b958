import { describe, expect, it } from 'vitest'
import { directoryHref, pageCount, parseFilters, parsePage, parseRadius, withoutUnknownOrder, withPage } from './search-params'

describe('parseRadius', () => {
	it('accepts the four options', () => {
		expect([5, 10, 20, 50].map((r) => parseRadius(String(r)))).toEqual([5, 10, 20, 50])
	})
	it('falls back to 10 km for anything else', () => {
		for (const value of [null, '', '7', '-5', 'abc', '1e9', '10.5', '50; drop table']) expect(parseRadius(value)).toBe(10)
	})
})

describe('parsePage', () => {
	it('reads a positive whole number', () => {
		expect(parsePage('3')).toBe(3)
	})
	it('is page 1 for missing, zero, negative, fractional or non-numeric values', () => {
		for (const value of [null, undefined, '', '0', '-2', '2.5', 'twee', '1e3', '9'.repeat(50)]) expect(parsePage(value)).toBe(1)
	})
	it('caps absurdly high pages', () => {
		expect(parsePage('999999')).toBe(10_000)
	})
})

describe('pageCount', () => {
	it('rounds up and is at least 1', () => {
		expect(pageCount(0)).toBe(1)
		expect(pageCount(24)).toBe(1)
		expect(pageCount(25)).toBe(2)
	})
})

describe('directoryHref', () => {
	it('leaves defaults out of the URL', () => {
		expect(directoryHref({})).toBe('/directory')
		expect(directoryHref({ location: 'Den Haag', radius: 10, page: 1 })).toBe('/directory?location=Den%20Haag')
	})
	it('keeps a chosen radius and page', () => {
		expect(directoryHref({ location: '1012', radius: 5, page: 2 })).toBe('/directory?location=1012&radius=5&page=2')
		expect(directoryHref({ location: 'a&b=c' })).toBe('/directory?location=a%26b%3Dc')
	})
})

describe('parseFilters', () => {
	it('reads the order by first free time for a weight class, and the list’s own order for anything else', () => {
		expect(parseFilters(new URLSearchParams('eerstVrij=klein&onlineTeBoeken=1'))).toEqual({
			newClients: false,
			onlineBooking: true,
			firstFree: 'klein',
		})
		for (const value of ['', 'Klein', 'reus', 'middel;', '__proto__', 'toString'])
			expect(parseFilters(new URLSearchParams({ eerstVrij: value }))).toEqual({ newClients: false, onlineBooking: false })
	})
	it('sends a URL with an empty or unknown order to the same URL without it', () => {
		const at = (path: string) => withoutUnknownOrder(new URL(path, 'https://example.nl'))
		expect(at('/directory?location=Utrecht&eerstVrij=')).toBe('/directory?location=Utrecht')
		expect(at('/city/utrecht?eerstVrij=reus')).toBe('/city/utrecht')
		expect(at('/directory?eerstVrij=klein')).toBeNull()
		expect(at('/directory?location=Utrecht')).toBeNull()
	})
	it('keeps the order in the directory URL', () => {
		expect(directoryHref({ location: 'Utrecht', firstFree: 'groot', page: 2 })).toBe('/directory?location=Utrecht&eerstVrij=groot&page=2')
	})
})

describe('withPage', () => {
	it('sets or removes the page and keeps other parameters', () => {
		const search = new URLSearchParams('location=utrecht&page=4')
		expect(withPage('/directory', search, 2)).toBe('/directory?location=utrecht&page=2')
		expect(withPage('/directory', search, 1)).toBe('/directory?location=utrecht')
		expect(withPage('/city/utrecht', new URLSearchParams(), 1)).toBe('/city/utrecht')
	})
})
