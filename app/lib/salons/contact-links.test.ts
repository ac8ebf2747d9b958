import { describe, expect, it } from 'vitest'
import { displayWebsite, phoneHref, websiteHref } from './contact-links'

describe('websiteHref', () => {
	it('keeps http and https links', () => {
		expect(websiteHref('https://www.kwispel.nl')).toBe('https://www.kwispel.nl/')
		expect(websiteHref('http://kwispel.nl/prijzen')).toBe('http://kwispel.nl/prijzen')
	})
	it('adds https when the protocol is missing', () => {
		expect(websiteHref('www.kwispel.nl')).toBe('https://www.kwispel.nl/')
	})
	it('refuses other protocols and junk', () => {
		expect(websiteHref('javascript:alert(1)')).toBeUndefined()
		expect(websiteHref('data:text/html,<b>x</b>')).toBeUndefined()
		expect(websiteHref('http://')).toBeUndefined()
		expect(websiteHref('')).toBeUndefined()
		expect(websiteHref(null)).toBeUndefined()
	})
})

describe('displayWebsite', () => {
	it('drops protocol, www and the trailing slash', () => {
		expect(displayWebsite('https://www.kwispel.nl/')).toBe('kwispel.nl')
		expect(displayWebsite('http://kwispel.nl/prijzen')).toBe('kwispel.nl/prijzen')
		expect(displayWebsite('WWW.Kwispel.nl')).toBe('Kwispel.nl')
	})
})

describe('phoneHref', () => {
	it('keeps digits and a leading plus', () => {
		expect(phoneHref('020-1234567')).toBe('tel:0201234567')
		expect(phoneHref('+31 (0)20 123 45 67')).toBe('tel:+310201234567')
	})
	it('gives nothing without digits', () => {
		expect(phoneHref('onbekend')).toBeUndefined()
		expect(phoneHref(null)).toBeUndefined()
	})
})
