import { describe, expect, it } from 'vitest'
import {
	dayBefore,
	dutchDay,
	formatDutchDate,
	middayOf,
	formatDutchMonth,
	formatReviewDate,
	formatSubmittedDate,
	previousMonth,
} from './dutch-date'

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

describe('formatDutchMonth', () => {
	it('writes a month, or the month of a day, out in Dutch', () => {
		expect(formatDutchMonth('2026-03')).toBe('maart 2026')
		expect(formatDutchMonth('2026-10-31')).toBe('oktober 2026')
	})
})

describe('dutchDay, dayBefore and previousMonth', () => {
	it('takes the day in the Netherlands, not in UTC', () => {
		expect(dutchDay(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11-01')
		expect(dutchDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01')
		expect(dutchDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02')
	})
	it('answers the same minute again from memory, and the next minute anew, also where the day turns', () => {
		expect(dutchDay(new Date('2026-07-01T21:59:00.000Z'))).toBe('2026-07-01')
		expect(dutchDay(new Date('2026-07-01T21:59:59.999Z'))).toBe('2026-07-01')
		expect(dutchDay(new Date('2026-07-01T22:00:00.000Z'))).toBe('2026-07-02')
		expect(dutchDay(new Date('2026-12-31T22:59:59.999Z'))).toBe('2026-12-31')
		expect(dutchDay(new Date('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01')
		expect(() => dutchDay(new Date(NaN))).toThrow(RangeError)
	})
	it('counts calendar days back across month and year ends and a clock change', () => {
		expect(dayBefore('2026-03-01', 1)).toBe('2026-02-28')
		expect(dayBefore('2027-01-01', 1)).toBe('2026-12-31')
		expect(dayBefore('2026-10-26', 2)).toBe('2026-10-24')
		expect(dayBefore('2026-03-02', 0)).toBe('2026-03-02')
	})
	it('keeps whole days back from midday on the Dutch date, where 24-hour steps from late evening slip a day', () => {
		const lateEvening = new Date('2026-11-25T22:44:00Z')
		const fortyDaysBack = (from: Date) => dutchDay(new Date(from.getTime() - 40 * 86_400_000))
		expect(fortyDaysBack(lateEvening)).toBe('2026-10-17')
		expect(fortyDaysBack(middayOf(dutchDay(lateEvening)))).toBe('2026-10-16')
		expect(dayBefore('2026-11-25', 40)).toBe('2026-10-16')
	})
	it('takes the month before, across a year end', () => {
		expect(previousMonth('2026-12-01')).toBe('2026-11')
		expect(previousMonth('2027-01-01')).toBe('2026-12')
		expect(previousMonth('2026-10-31')).toBe('2026-09')
		expect(previousMonth('2026-03-31')).toBe('2026-02')
	})
})
