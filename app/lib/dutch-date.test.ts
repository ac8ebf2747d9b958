import { describe, expect, it } from 'vitest'
import { formatDutchDate } from './dutch-date'

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
