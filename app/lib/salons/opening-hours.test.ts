import { describe, expect, it } from 'vitest'
import { amsterdamClock, openState, parseOpeningLine, shownOpeningLine, todayLineIndex } from './opening-hours'

const WEEK = [
	'Maandag: Gesloten',
	'Dinsdag: 09:00 - 17:30',
	'Woensdag: 09:00 - 12:00, 13:00 - 17:00',
	'Donderdag: 09:00 - 17:30',
	'Vrijdag: 18:00 - 02:00',
	'Zaterdag: 09:00 - 13:00',
	'Zondag: Gesloten',
]

/** A moment given as Amsterdam wall-clock time in winter (UTC+1) or summer (UTC+2). */
const winter = (iso: string) => new Date(`${iso}+01:00`)
const summer = (iso: string) => new Date(`${iso}+02:00`)

describe('parseOpeningLine', () => {
	it('reads a Dutch day with one range', () => {
		expect(parseOpeningLine('Dinsdag: 09:00 - 17:30')).toEqual({ day: 1, ranges: [{ start: 540, end: 1050 }] })
	})
	it('reads closed days and all-day opening', () => {
		expect(parseOpeningLine('Zondag: Gesloten')).toEqual({ day: 6, ranges: [] })
		expect(parseOpeningLine('zo: 24 uur geopend')).toEqual({ day: 6, ranges: [{ start: 0, end: 1440 }] })
	})
	it('reads several ranges and English twelve-hour notation', () => {
		expect(parseOpeningLine('Friday: 9:00 AM – 12:00 PM, 1:00 – 5:00 PM')).toEqual({
			day: 4,
			ranges: [
				{ start: 540, end: 720 },
				{ start: 780, end: 1020 },
			],
		})
	})
	it('lets a range that ends after midnight run into the next day', () => {
		expect(parseOpeningLine('Vrijdag: 18:00 - 02:00')).toEqual({ day: 4, ranges: [{ start: 1080, end: 1560 }] })
	})
	it('gives nothing for lines it cannot read', () => {
		for (const line of ['Op afspraak', 'Maandag: op afspraak', 'Blursday: 09:00 - 17:00', 'Maandag: 25:00 - 26:00', '']) {
			expect(parseOpeningLine(line)).toBeUndefined()
		}
	})
})

describe('amsterdamClock', () => {
	it('uses Amsterdam time in winter and in summer', () => {
		expect(amsterdamClock(new Date('2025-01-06T08:30:00Z'))).toEqual({ day: 0, minutes: 9 * 60 + 30 })
		expect(amsterdamClock(new Date('2025-07-06T22:30:00Z'))).toEqual({ day: 0, minutes: 30 })
	})
})

describe('openState', () => {
	it('is open inside a range and closed outside it', () => {
		expect(openState(WEEK, winter('2025-01-07T10:00:00'))).toBe('open')
		expect(openState(WEEK, winter('2025-01-07T17:30:00'))).toBe('closed')
		expect(openState(WEEK, winter('2025-01-07T08:59:00'))).toBe('closed')
	})
	it('is closed during a lunch break and on a closed day', () => {
		expect(openState(WEEK, summer('2025-07-09T12:30:00'))).toBe('closed')
		expect(openState(WEEK, summer('2025-07-09T13:30:00'))).toBe('open')
		expect(openState(WEEK, summer('2025-07-07T11:00:00'))).toBe('closed')
	})
	it("counts the night after yesterday's late opening", () => {
		expect(openState(WEEK, winter('2025-01-11T01:30:00'))).toBe('open')
		expect(openState(WEEK, winter('2025-01-11T02:30:00'))).toBe('closed')
	})
	it('is undefined when there are no hours or today cannot be read', () => {
		expect(openState([], winter('2025-01-07T10:00:00'))).toBeUndefined()
		expect(openState(['Dinsdag: op afspraak'], winter('2025-01-07T10:00:00'))).toBeUndefined()
	})
})

describe('todayLineIndex', () => {
	it("finds today's line, even when its hours cannot be read", () => {
		expect(todayLineIndex(WEEK, winter('2025-01-08T10:00:00'))).toBe(2)
		expect(todayLineIndex(['Woensdag: op afspraak'], winter('2025-01-08T10:00:00'))).toBe(0)
		expect(todayLineIndex(['Op afspraak'], winter('2025-01-08T10:00:00'))).toBe(-1)
	})
})

describe('hostile lines', () => {
	it('does not take object property names for days', () => {
		expect(parseOpeningLine('constructor: 09:00 - 17:00')).toBeUndefined()
		expect(parseOpeningLine('__proto__: Gesloten')).toBeUndefined()
	})
})

describe('shownOpeningLine', () => {
	it('writes every time range one way, with an en dash and no spaces', () => {
		expect(shownOpeningLine('Maandag: 09:00 - 17:00')).toBe('Maandag: 09:00–17:00')
		expect(shownOpeningLine('Dinsdag: 09:00-12:00, 13:00 — 17:30')).toBe('Dinsdag: 09:00–12:00, 13:00–17:30')
		expect(shownOpeningLine('Zaterdag: Gesloten')).toBe('Zaterdag: Gesloten')
		expect(shownOpeningLine('Friday: 9:00 AM – 5:00 PM')).toBe('Friday: 9:00 AM – 5:00 PM')
	})
})
