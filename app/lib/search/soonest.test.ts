import { describe, expect, it } from 'vitest'
import { soonestFirst } from './soonest'

describe('the order Eerst vrij', () => {
	it('puts the soonest time first, salons without one last, and keeps the list’s order between equals', () => {
		const morning = new Date('2026-12-03T09:00:00Z')
		const noon = new Date('2026-12-03T12:00:00Z')
		const times = new Map([
			[1, noon],
			[2, null],
			[3, morning],
			[4, noon],
		])
		expect(soonestFirst([1, 2, 3, 4, 5], times)).toEqual([3, 1, 4, 2, 5])
	})
})
