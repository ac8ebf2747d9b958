import { describe, expect, it } from 'vitest'
import { countLabel, formatDecimal } from './dutch-number'

describe('countLabel', () => {
	it('picks the singular for one and the plural for zero and many', () => {
		expect(countLabel(0, 'trimsalon', 'trimsalons')).toBe('0 trimsalons')
		expect(countLabel(1, 'trimsalon', 'trimsalons')).toBe('1 trimsalon')
		expect(countLabel(2, 'beoordeling', 'beoordelingen')).toBe('2 beoordelingen')
	})
})

describe('formatDecimal', () => {
	it('writes decimals with a comma', () => {
		expect(formatDecimal(3.7)).toBe('3,7')
		expect(formatDecimal(4)).toBe('4,0')
		expect(formatDecimal(4.26)).toBe('4,3')
	})
})
