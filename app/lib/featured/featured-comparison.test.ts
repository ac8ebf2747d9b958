import { describe, expect, it } from 'vitest'
import { featuredComparison, type ComparedDay } from './featured-comparison'

const days = (before: number[], during: number[]): ComparedDay[] => [
	...before.map((count, i) => ({ day: `2026-01-${String(i + 1).padStart(2, '0')}`, count, featured: false })),
	...during.map((count, i) => ({ day: `2026-02-${String(i + 1).padStart(2, '0')}`, count, featured: true })),
]

describe('featuredComparison', () => {
	it('says how many times as much per day, with a Dutch decimal comma', () => {
		expect(featuredComparison(days([5, 5, 5, 5, 5, 5, 5], [12, 12, 12, 12, 12, 12, 12]), 'weergaven')).toBe(
			'Tijdens je uitgelichte periode had je per dag 2,4× zoveel weergaven als daarvoor.',
		)
	})
	it('compares averages per day, not totals', () => {
		expect(featuredComparison(days([2, 2, 2, 2], [4]), 'klikken', 1)).toBe(
			'Tijdens je uitgelichte periode had je per dag 2,0× zoveel klikken als daarvoor.',
		)
	})
	it('says about the same, or less, honestly', () => {
		expect(featuredComparison(days([10], [10]), 'weergaven', 1)).toBe(
			'Tijdens je uitgelichte periode had je per dag ongeveer evenveel weergaven als daarvoor.',
		)
		expect(featuredComparison(days([10], [5]), 'weergaven', 1)).toBe(
			'Tijdens je uitgelichte periode had je per dag minder weergaven dan daarvoor (0,5× zoveel).',
		)
	})
	it('has nothing to say without featured days, without days before, or with nothing before', () => {
		expect(featuredComparison(days([1, 2], []), 'weergaven', 1)).toBeNull()
		expect(featuredComparison(days([], [3]), 'weergaven', 1)).toBeNull()
		expect(featuredComparison(days([], [3]), 'weergaven', 0)).toBeNull()
		expect(featuredComparison(days([0, 0], [3]), 'weergaven', 1)).toBeNull()
	})
	it('needs at least minDays days on each side, 7 unless asked otherwise', () => {
		const week = [5, 5, 5, 5, 5, 5, 5]
		expect(featuredComparison(days(week.slice(1), [...week, 10]), 'weergaven')).toBeNull()
		expect(featuredComparison(days([...week, 5], week.slice(1)), 'weergaven')).toBeNull()
		expect(featuredComparison(days(week, week), 'weergaven')).toBe(
			'Tijdens je uitgelichte periode had je per dag ongeveer evenveel weergaven als daarvoor.',
		)
		expect(featuredComparison(days([5, 5], [10, 10]), 'weergaven', 2)).toBe(
			'Tijdens je uitgelichte periode had je per dag 2,0× zoveel weergaven als daarvoor.',
		)
		expect(featuredComparison(days([5, 5], [10]), 'weergaven', 2)).toBeNull()
	})
})
