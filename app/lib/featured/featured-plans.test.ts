import { describe, expect, it } from 'vitest'
import { FEATURED_PLANS, formatEuro, yearlySavingPercent } from './featured-plans'

describe('featured plans', () => {
	it('charges 11,95 a month or 99,95 a year', () => {
		expect(formatEuro(FEATURED_PLANS.monthly.amountCents)).toBe('€\u00a011,95')
		expect(formatEuro(FEATURED_PLANS.yearly.amountCents)).toBe('€\u00a099,95')
	})

	it('saves 30% with the yearly plan', () => {
		expect(yearlySavingPercent()).toBe(30)
	})
})
