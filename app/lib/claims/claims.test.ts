import { describe, expect, it } from 'vitest'
import { CLAIM_FILTERS, claimButtonLabel, claimFilter, claimStatusLabel } from './claims'

describe('claim labels', () => {
	it('names every status in Dutch', () => {
		expect(claimStatusLabel('pending')).toBe('In behandeling')
		expect(claimStatusLabel('approved')).toBe('Goedgekeurd')
		expect(claimStatusLabel('rejected')).toBe('Afgewezen')
	})
	it('labels the disabled claim button', () => {
		expect(claimButtonLabel('pending')).toBe('Claim in behandeling')
		expect(claimButtonLabel('rejected')).toBe('Claim afgewezen')
	})
})

describe('claimFilter', () => {
	it('reads a known status and ignores anything else', () => {
		expect(claimFilter('pending')).toBe('pending')
		expect(claimFilter('rejected')).toBe('rejected')
		expect(claimFilter('PENDING')).toBeUndefined()
		expect(claimFilter(null)).toBeUndefined()
		expect(CLAIM_FILTERS.map((filter) => filter.label)).toEqual(['Alle', 'In behandeling', 'Goedgekeurd', 'Afgewezen'])
	})
})
