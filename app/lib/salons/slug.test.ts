import { describe, expect, it } from 'vitest'
import { cityNameFromSlug, citySlug, parseSalonParam, slugify } from './slug'

describe('slugify', () => {
	it('lower-cases and joins words with hyphens', () => {
		expect(slugify('Trimsalon De Gouden Poedel')).toBe('trimsalon-de-gouden-poedel')
	})
	it('drops accents and punctuation, trims hyphens', () => {
		expect(slugify("  Café 't Hondje!! ")).toBe('cafe-t-hondje')
		expect(slugify('Ürsula’s Dog-Grooming')).toBe('ursula-s-dog-grooming')
	})
	it('spells out the ampersand', () => {
		expect(slugify('Was & Knip')).toBe('was-en-knip')
	})
	it('gives an empty slug for text without letters or digits', () => {
		expect(slugify('!!!')).toBe('')
	})
})

describe('citySlug', () => {
	it('lower-cases and turns whitespace runs into single hyphens', () => {
		expect(citySlug('Den   Haag')).toBe('den-haag')
		expect(citySlug(' Bergen op Zoom ')).toBe('bergen-op-zoom')
	})
	it('keeps existing hyphens and accents as the spec says', () => {
		expect(citySlug('Alphen aan den Rijn')).toBe('alphen-aan-den-rijn')
		expect(citySlug("'s-Hertogenbosch")).toBe("'s-hertogenbosch")
	})
})

describe('cityNameFromSlug', () => {
	it('replaces hyphens with spaces and capitalises words', () => {
		expect(cityNameFromSlug('bergen-op-zoom')).toBe('Bergen Op Zoom')
		expect(cityNameFromSlug('amsterdam')).toBe('Amsterdam')
	})
})

describe('parseSalonParam', () => {
	it('treats a purely numeric parameter as an id', () => {
		expect(parseSalonParam('42')).toEqual({ id: 42 })
	})
	it('treats anything else as a slug', () => {
		expect(parseSalonParam('42-trimsalon')).toEqual({ slug: '42-trimsalon' })
		expect(parseSalonParam('-1')).toEqual({ slug: '-1' })
	})
})
