import { describe, expect, it } from 'vitest'
import { averageScore, firstName, rankingScore, visitMonthOptions } from './reviews'

describe('reviews', () => {
	it('shows the first word of a name, or Anoniem', () => {
		expect(firstName('  Fleur de Vries ')).toBe('Fleur')
		expect(firstName('')).toBe('Anoniem')
	})
	it('offers this month and the eleven before it', () => {
		const months = visitMonthOptions(new Date('2026-02-15T12:00:00Z'))
		expect(months).toHaveLength(12)
		expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12'])
	})
	it('averages scores and ranks by ours from three reviews on', () => {
		expect(averageScore([])).toBeNull()
		expect(averageScore([5, 4, 3])).toBe(4)
		expect(rankingScore({ rating: 4.5, ratingsTotal: 80, ownAverage: 5, ownCount: 2 })).toEqual({ rating: 4.5, count: 80, own: false })
		expect(rankingScore({ rating: 4.5, ratingsTotal: 80, ownAverage: 3, ownCount: 3 })).toEqual({ rating: 3, count: 3, own: true })
	})
})
