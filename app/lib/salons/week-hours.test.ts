import { describe, expect, it } from 'vitest'
import { openState } from './opening-hours'
import { linesFromWeek, weekFromLines, type DayHours } from './week-hours'

const open = (...periods: [string, string][]): DayHours => ({ open: true, periods: periods.map(([from, to]) => ({ from, to })) })
const closed: DayHours = { open: false, periods: [{ from: '09:00', to: '17:30' }] }

describe('the opening-hours editor model', () => {
	it('writes the lines the public page reads, with a break as a second period', () => {
		const week = [
			open(['09:00', '12:00'], ['13:00', '17:30']),
			open(['08:30', '17:00']),
			closed,
			closed,
			closed,
			open(['10:00', '14:00']),
			closed,
		]
		expect(linesFromWeek(week)).toEqual([
			'Maandag: 09:00 - 12:00, 13:00 - 17:30',
			'Dinsdag: 08:30 - 17:00',
			'Woensdag: Gesloten',
			'Donderdag: Gesloten',
			'Vrijdag: Gesloten',
			'Zaterdag: 10:00 - 14:00',
			'Zondag: Gesloten',
		])
	})

	it('reads stored lines back into the same week', () => {
		const week = [open(['09:00', '12:00'], ['13:00', '17:30']), closed, closed, closed, open(['09:00', '21:00']), closed, closed]
		expect(weekFromLines(linesFromWeek(week))).toEqual(week)
	})

	it('reads lines in other spellings, and starts a day without a readable line closed', () => {
		const week = weekFromLines(['maandag: 9:00 - 17:00', 'Tuesday: 9:00 AM – 5:00 PM', 'Woensdag: soms'])
		expect(week[0]).toEqual(open(['09:00', '17:00']))
		expect(week[1]).toEqual(open(['09:00', '17:00']))
		expect(week[2]).toEqual(closed)
		expect(week[6]).toEqual(closed)
	})

	it('gives lines that the open-now badge understands, break included', () => {
		const lines = linesFromWeek([open(['09:00', '12:00'], ['13:00', '17:30']), ...Array(6).fill(closed)])
		// Monday 2026-11-23 in Amsterdam (UTC+1).
		expect(openState(lines, new Date('2026-11-23T10:00:00Z'))).toBe('open')
		expect(openState(lines, new Date('2026-11-23T11:30:00Z'))).toBe('closed')
		expect(openState(lines, new Date('2026-11-24T10:00:00Z'))).toBe('closed')
	})
})
