import { describe, expect, it } from 'vitest'
import { formatDutchDate, formatReviewDate, formatSubmittedDate } from './dutch-date'

describe('formatDutchDate', () => {
	it('writes the month out in Dutch', () => {
		expect(formatDutchDate('2025-04-27')).toBe('27 april 2025')
		expect(formatDutchDate('2024-12-01')).toBe('1 december 2024')
	})
	it('never shifts the day by time zone', () => {
		expect(formatDutchDate('2025-01-01')).toBe('1 januari 2025')
		expect(formatDutchDate('2025-03-31T23:30:00+02:00')).toBe('31 maart 2025')
	})
})

describe('formatReviewDate and formatSubmittedDate', () => {
	it("write 'dd MMM yyyy' and 'dd MMM yyyy, HH:mm' in Dutch, in Amsterdam time", () => {
		expect(formatReviewDate('2025-03-05T10:00:00Z')).toBe('05 mrt 2025')
		expect(formatSubmittedDate('2025-03-05T13:30:00Z')).toBe('05 mrt 2025, 14:30')
		expect(formatSubmittedDate(new Date('2025-07-31T22:15:00Z'))).toBe('01 aug 2025, 00:15')
		expect(formatReviewDate('2025-05-20T12:00:00Z')).toBe('20 mei 2025')
	})
})
