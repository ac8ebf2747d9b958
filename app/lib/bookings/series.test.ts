import { describe, expect, it } from 'vitest'
import { amsterdamInstant, appointmentMoment, freeTimes, type Busy } from './free-times'
import {
	datesNear,
	groupedBySeries,
	nextVisitWeeks,
	nextVisitWishes,
	placedStarts,
	placeSeries,
	sameInstants,
	seriesLine,
	seriesWishes,
} from './series'

const at = (date: string, time: string) => amsterdamInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!
const WEEKDAYS = [
	'Maandag: 09:00 - 17:00',
	'Dinsdag: 09:00 - 17:00',
	'Woensdag: 09:00 - 17:00',
	'Donderdag: 09:00 - 17:00',
	'Vrijdag: 09:00 - 17:00',
	'Zaterdag: Gesloten',
	'Zondag: Gesloten',
]
// Monday 7 December 2026, 08:00 in Amsterdam.
const NOW = new Date('2026-12-07T07:00:00Z')
const free = (busy: Busy[] = [], now = NOW) =>
	freeTimes({
		openingLines: WEEKDAYS,
		overrides: [],
		busy,
		minutes: 60,
		rules: { bufferMinutes: 0, noticeMinutes: 0, horizonDays: 182, stepMinutes: 60 },
		now,
	})
const hour = (start: Date): Busy => ({ start, end: new Date(start.getTime() + 60 * 60_000) })

describe('seriesWishes', () => {
	it('asks for the same weekday and time every N weeks', () => {
		const wishes = seriesWishes(at('2026-12-09', '10:00'), 6, 3)
		expect(wishes.map(appointmentMoment)).toEqual([
			'woensdag 9 december om 10:00',
			'woensdag 20 januari om 10:00',
			'woensdag 3 maart om 10:00',
		])
	})

	it('keeps the wall-clock time across the last Sunday of March: 10:00 stays 10:00, an hour earlier in UTC', () => {
		const wishes = seriesWishes(at('2027-03-17', '10:00'), 2, 3)
		expect(wishes.map(appointmentMoment)).toEqual([
			'woensdag 17 maart om 10:00',
			'woensdag 31 maart om 10:00',
			'woensdag 14 april om 10:00',
		])
		expect(wishes.map((wish) => wish.toISOString())).toEqual([
			'2027-03-17T09:00:00.000Z',
			'2027-03-31T08:00:00.000Z',
			'2027-04-14T08:00:00.000Z',
		])
	})

	it('keeps the wall-clock time back across the last Sunday of October', () => {
		const wishes = seriesWishes(at('2027-10-20', '10:00'), 2, 2)
		expect(wishes.map((wish) => wish.toISOString())).toEqual(['2027-10-20T08:00:00.000Z', '2027-11-03T09:00:00.000Z'])
	})
})

describe('the next visit (Volgende afspraak plannen)', () => {
	it("proposes the dog's rhythm within 2 to 12 weeks, else the series interval of the appointment, else 6 weeks", () => {
		expect(nextVisitWeeks({ seriesWeeks: 4, rhythmWeeks: 8 })).toBe(8)
		expect(nextVisitWeeks({ seriesWeeks: null, rhythmWeeks: 16 })).toBe(12)
		expect(nextVisitWeeks({ seriesWeeks: 4, rhythmWeeks: null })).toBe(4)
		expect(nextVisitWeeks({ seriesWeeks: null, rhythmWeeks: null })).toBe(6)
	})

	it('asks for the visits after this one, at its weekday and wall-clock time, across the clock change', () => {
		const wishes = nextVisitWishes(at('2027-03-03', '10:00'), 4, 2, at('2027-03-03', '11:00'))
		expect(wishes.map(appointmentMoment)).toEqual(['woensdag 31 maart om 10:00', 'woensdag 28 april om 10:00'])
		expect(wishes[0]!.toISOString()).toBe('2027-03-31T08:00:00.000Z')
	})

	it('skips the weeks gone by after a visit long ago: the first wished time is still to come', () => {
		const wishes = nextVisitWishes(at('2026-10-07', '10:00'), 6, 2, NOW)
		expect(wishes.map(appointmentMoment)).toEqual(['woensdag 30 december om 10:00', 'woensdag 10 februari om 10:00'])
	})
})

describe('datesNear', () => {
	it('asks the free times of each wished date and the days beside it only, and places the same as with every day', () => {
		const wishes = seriesWishes(at('2026-12-09', '10:00'), 6, 3)
		expect([...datesNear(wishes)].slice(0, 3)).toEqual(['2026-12-08', '2026-12-09', '2026-12-10'])
		const busy = [hour(at('2027-01-20', '10:00'))]
		const near = freeTimes({
			openingLines: WEEKDAYS,
			overrides: [],
			busy,
			minutes: 60,
			rules: { bufferMinutes: 0, noticeMinutes: 0, horizonDays: 182, stepMinutes: 60 },
			now: NOW,
			onDates: datesNear(wishes),
		})
		// Three weekdays around each Wednesday: nine days of free times instead of half a year's.
		expect(near.map((day) => day.date)).toEqual([...datesNear(wishes)])
		expect(placeSeries(wishes, near, '2027-06-06')).toEqual(placeSeries(wishes, free(busy), '2027-06-06'))
	})
})

describe('sameInstants', () => {
	it('holds for the same times in the same order only', () => {
		const [a, b] = [at('2026-12-09', '10:00'), at('2026-12-10', '10:00')]
		expect(sameInstants([a, b], [new Date(a.getTime()), b])).toBe(true)
		expect(sameInstants([a, b], [b, a])).toBe(false)
		expect(sameInstants([a], [a, b])).toBe(false)
	})
})

describe('placeSeries', () => {
	it('keeps a free time, moves a taken one to the nearest free time that day, marked as moved', () => {
		const wishes = seriesWishes(at('2026-12-09', '10:00'), 6, 3)
		const dates = placeSeries(wishes, free([hour(at('2027-01-20', '10:00'))]), '2027-06-07')
		expect(dates.map((date) => [date.start && appointmentMoment(date.start), date.moved])).toEqual([
			['woensdag 9 december om 10:00', false],
			['woensdag 20 januari om 09:00', true],
			['woensdag 3 maart om 10:00', false],
		])
	})

	it('looks on the day before or after when the day is full, and leaves out a date with nothing near', () => {
		const wishes = seriesWishes(at('2026-12-09', '10:00'), 2, 3)
		const fullDay = (date: string) => ({ start: at(date, '09:00'), end: at(date, '17:00') })
		const busy = [fullDay('2026-12-23'), fullDay('2027-01-05'), fullDay('2027-01-06'), fullDay('2027-01-07')]
		const dates = placeSeries(wishes, free(busy), '2027-06-07')
		expect(appointmentMoment(dates[1]!.start!)).toBe('dinsdag 22 december om 16:00')
		expect(dates[1]!.moved).toBe(true)
		expect(dates[2]).toMatchObject({ start: null, moved: false, beyondHorizon: false })
		expect(placedStarts(dates)).toEqual([dates[0]!.start, dates[1]!.start])
	})

	it('says a date past the salon horizon for series lies beyond it', () => {
		const dates = placeSeries(seriesWishes(at('2026-12-09', '10:00'), 12, 4), free(), '2027-03-10')
		expect(dates.map((date) => date.beyondHorizon)).toEqual([false, false, true, true])
		expect(placedStarts(dates)).toHaveLength(2)
	})
})

describe('seriesLine', () => {
	it('names a series as Mijn afspraken does', () => {
		expect(seriesLine(3, 6)).toBe('Reeks van 3, elke 6 weken')
	})
})

describe('groupedBySeries', () => {
	it('keeps a series together where its first appointment stands, and a series with one left alone', () => {
		const one = (id: number, seriesId: string | null = null) => ({ id, seriesId, seriesWeeks: seriesId ? 6 : null })
		const groups = groupedBySeries([one(1, 'a'), one(2), one(3, 'a'), one(4, 'b'), one(5, 'a')])
		expect(groups.map((group) => [group.series?.weeks ?? null, group.items.map((item) => item.id)])).toEqual([
			[6, [1, 3, 5]],
			[null, [2]],
			[null, [4]],
		])
	})
})
