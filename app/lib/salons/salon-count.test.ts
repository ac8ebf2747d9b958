import { describe, expect, it } from 'vitest'
import { salonCountBadge, salonCountFigure } from './salon-count'

describe('salonCountBadge', () => {
	it('caps counts above 1000', () => {
		expect(salonCountBadge(2500)).toBe('Meer dan 1000 trimsalons')
		expect(salonCountBadge(1001)).toBe('Meer dan 1000 trimsalons')
	})
	it('shows the count from 1 up to 1000', () => {
		expect(salonCountBadge(1000)).toBe('1000 Trimsalons')
		expect(salonCountBadge(1)).toBe('1 Trimsalons')
	})
	it('falls back to 500 without data', () => {
		expect(salonCountBadge(0)).toBe('Meer dan 500 trimsalons')
		expect(salonCountBadge(undefined)).toBe('Meer dan 500 trimsalons')
	})
})

describe('salonCountFigure', () => {
	it('is the count up to 1000', () => {
		expect(salonCountFigure(999)).toBe(999)
		expect(salonCountFigure(1000)).toBe(1000)
	})
	it('is 1000 above 1000', () => {
		expect(salonCountFigure(2500)).toBe(1000)
	})
	it('is 500 without data', () => {
		expect(salonCountFigure(undefined)).toBe(500)
		expect(salonCountFigure(0)).toBe(500)
	})
})
