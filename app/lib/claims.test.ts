import { describe, expect, it } from 'vitest'
import { claimButtonLabel, claimStatusLabel } from './claims'

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
