import { describe, expect, it } from 'vitest'
import { parseRating, parseServices } from './salon'

describe('parseServices', () => {
	it('accepts an array', () => {
		expect(parseServices(['Knippen', 'Wassen'])).toEqual(['Knippen', 'Wassen'])
	})
	it('accepts a string holding a JSON array', () => {
		expect(parseServices('["Knippen","Nagels knippen"]')).toEqual(['Knippen', 'Nagels knippen'])
	})
	it('trims entries and drops blanks and non-strings', () => {
		expect(parseServices([' Trimmen ', '', 3, null, 'Plukken'])).toEqual(['Trimmen', 'Plukken'])
	})
	it('gives an empty list for invalid JSON, objects, null and undefined', () => {
		expect(parseServices('Knippen, Wassen')).toEqual([])
		expect(parseServices('{"a":1}')).toEqual([])
		expect(parseServices(null)).toEqual([])
		expect(parseServices(undefined)).toEqual([])
	})
})

describe('parseRating', () => {
	it('keeps a number', () => {
		expect(parseRating(4.6)).toBe(4.6)
	})
	it('parses a numeric string', () => {
		expect(parseRating('4.25')).toBe(4.25)
	})
	it('defaults to 0 for missing or unreadable values', () => {
		expect(parseRating(null)).toBe(0)
		expect(parseRating(undefined)).toBe(0)
		expect(parseRating('')).toBe(0)
		expect(parseRating('goed')).toBe(0)
		expect(parseRating(Number.NaN)).toBe(0)
	})
})
