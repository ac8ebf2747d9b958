import { describe, expect, it } from 'vitest'
import { featuredComparison, type ComparedDay } from './featured-comparison'

const days = (before: number[], during: number[]): ComparedDay[] => [
	...before.map((count, i) => ({ day: `2026-01-${String(i + 1).padStart(2, '0')}`, count, featured: false })),
	...during.map((count, i) => ({ day: `2026-02-${String(i + 1).padStart(2, '0')}`, count, featured: true })),
]

describe('featuredComparison', () => {
	it('says how many times as much per day, with a Dutch decimal comma', () => {
		expect(featuredComparison(days([5, 5], [12, 12, 12]), 'weergaven')).toBe(
			'Tijdens je uitgelichte periode: 2,4× zoveel weergaven per dag',
		)
	})
	it('compares averages per day, not totals', () => {
		expect(featuredComparison(days([2, 2, 2, 2], [4]), 'klikken')).toBe('Tijdens je uitgelichte periode: 2,0× zoveel klikken per dag')
	})
	it('says about the same, or less, honestly', () => {
		expect(featuredComparison(days([10], [10]), 'weergaven')).toBe(
			'Tijdens je uitgelichte periode: ongeveer evenveel weergaven per dag als daarvoor',
		)
		expect(featuredComparison(days([10], [5]), 'weergaven')).toBe(
			'Tijdens je uitgelichte periode: 0,5× zoveel weergaven per dag (minder dan daarvoor)',
		)
	})
	it('has nothing to say without featured days, without days before, or with nothing before', () => {
		expect(featuredComparison(days([1, 2], []), 'weergaven')).toBeNull()
		expect(featuredComparison(days([], [3]), 'weergaven')).toBeNull()
		expect(featuredComparison(days([0, 0], [3]), 'weergaven')).toBeNull()
	})
})
