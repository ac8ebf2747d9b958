import { describe, expect, it } from 'vitest'
import {
	amsterdamDate,
	appointmentMoment,
	appointmentSpan,
	amsterdamInstant,
	deadlineMoment,
	freeTimes,
	occupiedUntil,
	type BookingRules,
	type Busy,
} from './free-times'

const WEEK = [
	'Maandag: 09:00 - 12:00, 13:00 - 17:00',
	'Dinsdag: 09:00 - 12:00, 13:00 - 17:00',
	'Woensdag: 09:00 - 17:00',
	'Donderdag: Gesloten',
	'Vrijdag: 09:00 - 12:00',
	'Zaterdag: Gesloten',
	'Zondag: Gesloten',
]
const RULES: BookingRules = { bufferMinutes: 0, noticeMinutes: 0, horizonDays: 7, stepMinutes: 60 }
// Sunday 6 December 2026, 08:00 in Amsterdam (UTC+1).
const NOW = new Date('2026-12-06T07:00:00Z')
const at = (date: string, time: string) => amsterdamInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!
type Options = Omit<Partial<Parameters<typeof freeTimes>[0]>, 'rules'> & { rules?: Partial<BookingRules> }
const free = (options: Options = {}) =>
	freeTimes({ openingLines: WEEK, overrides: [], busy: [], minutes: 60, now: NOW, ...options, rules: { ...RULES, ...options.rules } })
const timesOn = (days: ReturnType<typeof freeTimes>, date: string) => days.find((day) => day.date === date)?.times.map((time) => time.time)

describe('freeTimes', () => {
	it('offers the weekly hours around a break, per day nearest first, and leaves out closed days', () => {
		const days = free()
		expect(days.map((day) => day.label)).toEqual(['maandag 7 december', 'dinsdag 8 december', 'woensdag 9 december', 'vrijdag 11 december'])
		expect(timesOn(days, '2026-12-07')).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'])
		expect(days[0]!.times[0]!.start.toISOString()).toBe('2026-12-07T08:00:00.000Z')
	})

	it('offers a long treatment only where it fits before the break or closing', () => {
		const days = free({ minutes: 90, rules: { stepMinutes: 30 } })
		expect(timesOn(days, '2026-12-07')).toEqual(['09:00', '09:30', '10:00', '10:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30'])
		expect(timesOn(days, '2026-12-11')).toEqual(['09:00', '09:30', '10:00', '10:30'])
	})

	it('follows a date override: a holiday is closed, another date gets its own hours', () => {
		const days = free({
			overrides: [
				{ date: '2026-12-08', ranges: [] },
				{ date: '2026-12-10', ranges: [{ start: 10 * 60, end: 12 * 60 }] },
			],
		})
		expect(timesOn(days, '2026-12-08')).toBeUndefined()
		expect(timesOn(days, '2026-12-10')).toEqual(['10:00', '11:00'])
	})

	it('leaves a weekly break out of every matching day: every day, or one weekday, also on a date with other hours', () => {
		const days = free({
			rules: { stepMinutes: 30 },
			breaks: [
				{ weekday: null, start: 10 * 60 + 30, end: 11 * 60 },
				// Wednesday afternoon off: to the end of the day.
				{ weekday: 2, start: 12 * 60, end: 24 * 60 },
			],
			overrides: [{ date: '2026-12-08', ranges: [{ start: 10 * 60, end: 12 * 60 }] }],
		})
		expect(timesOn(days, '2026-12-07')).toEqual(['09:00', '09:30', '11:00', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00'])
		expect(timesOn(days, '2026-12-08')).toEqual(['11:00'])
		expect(timesOn(days, '2026-12-09')).toEqual(['09:00', '09:30', '11:00'])
		// Another weekday than Wednesday keeps its afternoon.
		expect(timesOn(days, '2026-12-11')).toEqual(['09:00', '09:30', '11:00'])
	})

	it('keeps the notice and the horizon', () => {
		const monday = new Date('2026-12-07T09:30:00Z') // 10:30 in Amsterdam
		const days = free({ now: monday, rules: { noticeMinutes: 120, horizonDays: 2 } })
		expect(days.map((day) => day.date)).toEqual(['2026-12-07', '2026-12-08'])
		expect(timesOn(days, '2026-12-07')).toEqual(['13:00', '14:00', '15:00', '16:00'])
	})

	it('keeps the buffer after a busy time: a time may start the minute the buffer ends, not a step before', () => {
		const busy: Busy[] = [{ start: at('2026-12-07', '09:00'), end: occupiedUntil(at('2026-12-07', '09:00'), 60, 15) }]
		const days = free({ busy, rules: { stepMinutes: 15, bufferMinutes: 15 } })
		const monday = timesOn(days, '2026-12-07')!
		expect(monday[0]).toBe('10:15')
		// The next appointment's own buffer may not run into a busy time either: 07:45 + 60 + 15 would reach 09:00.
		const before = free({
			busy: [{ start: at('2026-12-07', '13:00'), end: at('2026-12-07', '14:00') }],
			rules: { stepMinutes: 15, bufferMinutes: 15 },
		})
		expect(timesOn(before, '2026-12-07')).not.toContain('12:00')
		expect(timesOn(before, '2026-12-07')).toContain('14:00')
		expect(timesOn(before, '2026-12-07')).not.toContain('13:45')
	})

	it('finds 28 days of times among 500 busy times: exactly the times without them that overlap none', () => {
		const busy: Busy[] = Array.from({ length: 500 }, (_, index) => {
			const start = new Date(NOW.getTime() + index * 97 * 60_000)
			return { start, end: new Date(start.getTime() + 20 * 60_000) }
		})
		const options = { minutes: 45, rules: { horizonDays: 28, stepMinutes: 15, bufferMinutes: 10 } }
		const overlaps = (start: Date) =>
			busy.some((time) => time.start.getTime() < start.getTime() + 55 * 60_000 && time.end.getTime() > start.getTime())
		const expected = free(options)
			.flatMap((day) => day.times)
			.filter((time) => !overlaps(time.start))
		const offered = free({ ...options, busy: [...busy].reverse() }).flatMap((day) => day.times)
		expect(offered.length).toBeGreaterThan(50)
		expect(offered).toEqual(expected)
	})
})

describe('freeTimes refuses', () => {
	it('a step or a length that would never leave a range', () => {
		expect(() => free({ rules: { stepMinutes: 0 } })).toThrow(RangeError)
		expect(() => free({ minutes: 0 })).toThrow(RangeError)
		expect(() => free({ minutes: 12.5 })).toThrow(RangeError)
	})
})

describe('clock changes in Amsterdam', () => {
	const NIGHT = ['Zondag: 00:00 - 06:00']

	it('on the last Sunday of March offers each instant once, over the 5 real hours the night lasts', () => {
		const days = free({ openingLines: NIGHT, now: new Date('2026-03-28T12:00:00Z'), rules: { horizonDays: 2 } })
		const times = days.find((day) => day.date === '2026-03-29')!.times
		expect(times.map((time) => time.time)).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00'])
		expect(new Set(times.map((time) => time.start.getTime())).size).toBe(times.length)
		expect(times[2]!.start.getTime() - times[1]!.start.getTime()).toBe(60 * 60_000)
	})

	it('on the last Sunday of October offers the repeated hour twice as two instants, over the 7 real hours the night lasts', () => {
		const days = free({ openingLines: NIGHT, now: new Date('2026-10-24T12:00:00Z'), rules: { horizonDays: 2 } })
		const times = days.find((day) => day.date === '2026-10-25')!.times
		expect(times.map((time) => time.time)).toEqual(['00:00', '01:00', '02:00', '02:00', '03:00', '04:00', '05:00'])
		expect(new Set(times.map((time) => time.start.getTime())).size).toBe(7)
		expect(times.at(-1)!.start.getTime() - times[0]!.start.getTime()).toBe(6 * 60 * 60_000)
	})

	it('keeps an appointment across the change at its real length', () => {
		const start = at('2026-10-25', '01:30')
		expect(occupiedUntil(start, 90, 0).getTime() - start.getTime()).toBe(90 * 60_000)
		// On the wall it runs from 01:30 to 02:00 the second time round.
		expect(new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', timeStyle: 'short' }).format(occupiedUntil(start, 90, 0))).toBe(
			'02:00',
		)
	})

	it('has no instant for a wall-clock time the clock skips, and the earlier of two it repeats', () => {
		expect(amsterdamInstant('2026-03-29', 2 * 60 + 30)).toBeUndefined()
		expect(amsterdamInstant('2026-10-25', 2 * 60 + 30)!.toISOString()).toBe('2026-10-25T00:30:00.000Z')
		expect(amsterdamDate(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25')
	})
})

describe('appointmentMoment', () => {
	it('reads an instant on the Amsterdam clock, in summer and in winter', () => {
		expect(appointmentMoment(new Date('2026-12-09T09:30:00Z'))).toBe('woensdag 9 december om 10:30')
		expect(appointmentMoment(new Date('2026-07-01T07:00:00Z'))).toBe('woensdag 1 juli om 09:00')
	})
})

describe('deadlineMoment and appointmentSpan', () => {
	it('write a deadline as a day with its clock time, and a span with an en dash between its times', () => {
		expect(deadlineMoment(new Date('2026-12-06T09:00:00Z'))).toBe('zondag 6 december, 10:00 uur')
		expect(appointmentSpan(new Date('2026-12-09T09:30:00Z'), new Date('2026-12-09T11:30:00Z'))).toBe('woensdag 9 december, 10:30–12:30')
	})
})
