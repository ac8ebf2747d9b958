import { describe, expect, it } from 'vitest'
import { closedParts, gridFrame, hourHeight, shownDay, shownWeek, weekHours } from './agenda-week'

describe('shownWeek', () => {
	it('is the Monday of the week asked for, or of this week for nothing, no real date or a week too far', () => {
		expect(shownWeek(null, '2026-12-02')).toBe('2026-11-30')
		expect(shownWeek('2026-12-10', '2026-12-02')).toBe('2026-12-07')
		expect(shownWeek('2026-11-29', '2026-12-02')).toBe('2026-11-23')
		for (const asked of ['2026-02-30', '2026-1-5', "'; drop", '9999-01-01', '2020-01-06'])
			expect(shownWeek(asked, '2026-12-02')).toBe('2026-11-30')
	})
})

describe('the grid', () => {
	const lines = ['Maandag: 09:00 - 17:00', 'Dinsdag: 08:30 - 12:00, 13:00 - 18:00', 'Zondag: Gesloten']

	it('takes each weekday its opening hours, and a date that differs its own', () => {
		const week = weekHours(lines, [{ date: '2026-12-01', ranges: [] }], '2026-11-30')
		expect(week.map((day) => day.date)).toEqual([
			'2026-11-30',
			'2026-12-01',
			'2026-12-02',
			'2026-12-03',
			'2026-12-04',
			'2026-12-05',
			'2026-12-06',
		])
		expect(week[0]!.ranges).toEqual([{ start: 540, end: 1020 }])
		expect(week[1]!.ranges).toEqual([])
		expect(week[2]!.ranges).toEqual([])
	})

	it('draws the weekly breaks apart on each day they fall within the opening hours', () => {
		const breaks = [
			{ weekday: null, start: 750, end: 780 },
			{ weekday: 1, start: 960, end: 1440 },
		]
		const week = weekHours(lines, [], '2026-11-30', breaks)
		expect(week[0]!.breaks).toEqual([{ start: 750, end: 780 }])
		// Tuesday is closed 12:00-13:00 already; its afternoon ends at 16:00 by the second rule.
		expect(week[1]!.breaks).toEqual([{ start: 960, end: 1080 }])
		expect(week[1]!.ranges).toEqual([
			{ start: 510, end: 720 },
			{ start: 780, end: 1080 },
		])
		expect(week[6]!.breaks).toEqual([])
	})

	it('frames the week from the earliest opening to the latest closing in whole hours, widened to every time in it', () => {
		const week = weekHours(lines, [], '2026-11-30')
		expect(gridFrame(week, [])).toEqual({ start: 480, end: 1080 })
		expect(gridFrame(week, [{ start: 365, end: 370 }])).toEqual({ start: 360, end: 1080 })
		expect(gridFrame(weekHours([], [], '2026-11-30'), [])).toEqual({ start: 480, end: 1080 })
	})

	it('shades what is closed within the frame', () => {
		expect(
			closedParts(
				[
					{ start: 780, end: 1080 },
					{ start: 510, end: 720 },
				],
				{ start: 480, end: 1080 },
			),
		).toEqual([
			{ start: 480, end: 510 },
			{ start: 720, end: 780 },
		])
		expect(closedParts([], { start: 480, end: 1080 })).toEqual([{ start: 480, end: 1080 }])
	})
})

describe('shownDay', () => {
	it('is the day asked for when it lies in the week shown, else none', () => {
		expect(shownDay('2026-12-06', '2026-11-30')).toBe('2026-12-06')
		expect(shownDay('2026-11-30', '2026-11-30')).toBe('2026-11-30')
		expect(shownDay('2026-12-07', '2026-11-30')).toBeNull()
		for (const asked of [null, '2026-02-30', '2026-12-6', "'; drop"]) expect(shownDay(asked, '2026-11-30')).toBeNull()
	})
})

describe('hourHeight', () => {
	it('keeps the shortest appointment at least 24 px tall, between 48 and 96 px an hour', () => {
		expect(hourHeight([])).toBe(48)
		expect(hourHeight([{ start: 600, end: 660 }])).toBe(48)
		expect(hourHeight([{ start: 600, end: 630 }])).toBe(48)
		expect(
			hourHeight([
				{ start: 600, end: 660 },
				{ start: 700, end: 720 },
			]),
		).toBe(72)
		expect(hourHeight([{ start: 600, end: 615 }])).toBe(96)
		expect(
			hourHeight([
				{ start: 600, end: 605 },
				{ start: 700, end: 700 },
			]),
		).toBe(96)
	})
})
