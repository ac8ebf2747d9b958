import { describe, expect, it } from 'vitest'
import { countLabel, formatCount, formatDecimal } from './dutch-number'

describe('countLabel', () => {
	it('picks the singular for one and the plural for zero and many', () => {
		expect(countLabel(0, 'trimsalon', 'trimsalons')).toBe('0 trimsalons')
		expect(countLabel(1, 'trimsalon', 'trimsalons')).toBe('1 trimsalon')
		expect(countLabel(2, 'beoordeling', 'beoordelingen')).toBe('2 beoordelingen')
		expect(countLabel(1234, 'weergave', 'weergaven')).toBe('1.234 weergaven')
	})
})

describe('formatDecimal', () => {
	it('writes decimals with a comma', () => {
		expect(formatDecimal(3.7)).toBe('3,7')
		expect(formatDecimal(4)).toBe('4,0')
		expect(formatDecimal(4.26)).toBe('4,3')
	})
})

describe('formatCount', () => {
	it('groups thousands with a full stop', () => {
		expect(formatCount(0)).toBe('0')
		expect(formatCount(999)).toBe('999')
		expect(formatCount(1234)).toBe('1.234')
		expect(formatCount(1_234_567)).toBe('1.234.567')
		expect(formatCount(-12_345)).toBe('-12.345')
	})
	it('writes what Intl writes for Dutch', () => {
		for (const n of [7, 1000, 54_321, 9_876_543_210]) expect(formatCount(n)).toBe(new Intl.NumberFormat('nl-NL').format(n))
	})
})
