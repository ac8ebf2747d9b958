import { describe, expect, it } from 'vitest'
import { addMonths, meetsWishes, offerDeadline, offerTextAt, waitingListSchemaAt, WAITING_LIST_MESSAGES } from './waiting-list'

// Monday 7 December 2026, 08:00 in Amsterdam (winter time, UTC+1).
const NOW = new Date('2026-12-07T07:00:00Z')
const MINUTE = 60_000

describe('offerDeadline', () => {
	it('holds a time days away for 2 hours', () => {
		const startsAt = new Date('2026-12-11T09:00:00Z')
		expect(offerDeadline(NOW, startsAt, 120)).toEqual(new Date(NOW.getTime() + 120 * MINUTE))
	})

	it('holds a time within two days for 30 minutes, and one today for 15', () => {
		expect(offerDeadline(NOW, new Date('2026-12-08T13:00:00Z'), 60)).toEqual(new Date(NOW.getTime() + 30 * MINUTE))
		expect(offerDeadline(NOW, new Date('2026-12-07T15:00:00Z'), 60)).toEqual(new Date(NOW.getTime() + 15 * MINUTE))
	})

	it('never holds past the salon notice before the time', () => {
		const startsAt = new Date('2026-12-09T09:00:00Z')
		// 50 hours ahead with 49 hours of notice: one hour to answer, not two.
		expect(offerDeadline(NOW, startsAt, 49 * 60)).toEqual(new Date(startsAt.getTime() - 49 * 60 * MINUTE))
	})
})

describe('meetsWishes', () => {
	const monday10 = new Date('2026-12-07T09:00:00Z')
	const tuesday14 = new Date('2026-12-08T13:00:00Z')
	const any = { weekdays: [], dayPart: null, until: '2027-01-31' }

	it('takes any time without wishes, until the end date', () => {
		expect(meetsWishes(any, monday10)).toBe(true)
		expect(meetsWishes({ ...any, until: '2026-12-07' }, tuesday14)).toBe(false)
	})

	it('keeps to the weekdays and the part of the day, in Amsterdam time', () => {
		expect(meetsWishes({ ...any, weekdays: [1] }, monday10)).toBe(false)
		expect(meetsWishes({ ...any, weekdays: [1] }, tuesday14)).toBe(true)
		expect(meetsWishes({ ...any, dayPart: 'morning' }, monday10)).toBe(true)
		expect(meetsWishes({ ...any, dayPart: 'afternoon' }, monday10)).toBe(false)
		// 11:30 UTC is 12:30 in Amsterdam: afternoon.
		expect(meetsWishes({ ...any, dayPart: 'afternoon' }, new Date('2026-12-07T11:30:00Z'))).toBe(true)
	})
})

describe('the form', () => {
	const choice = { salonId: '1', treatmentId: '2', dogName: 'Bobbie', breed: 'Poedel', weight: '8', coat: 'kort' }
	const schema = waitingListSchemaAt(NOW)

	it('waits 8 weeks without an end date, on any day', () => {
		expect(schema.parse(choice)).toMatchObject({ weekdays: [], dayPart: null, until: '2027-02-01' })
		expect(schema.parse({ ...choice, weekdays: ['3', '0', '3'], dayPart: 'morning' })).toMatchObject({ weekdays: [0, 3] })
	})

	it('refuses an end date in the past, past 6 months or no date at all, and made-up days', () => {
		const message = (extra: Record<string, unknown>) => schema.safeParse({ ...choice, ...extra }).error?.issues[0]?.message
		expect(message({ until: '2026-12-06' })).toBe(WAITING_LIST_MESSAGES.untilPast)
		expect(message({ until: addMonths('2026-12-07', 6) })).toBeUndefined()
		expect(message({ until: '2027-06-08' })).toBe(WAITING_LIST_MESSAGES.untilFar)
		expect(message({ until: '2027-02-31' })).toBe(WAITING_LIST_MESSAGES.until)
		expect(message({ weekdays: ['7'] })).toBe(WAITING_LIST_MESSAGES.weekdays)
		expect(message({ dayPart: 'nacht' })).toBe(WAITING_LIST_MESSAGES.dayPart)
	})
})

describe('offerTextAt', () => {
	const utc = (iso: string) => new Date(iso)
	const farOff = utc('2027-12-01T00:00:00Z')

	it('sends at once by day, from 08:00 until 21:00 in Amsterdam', () => {
		expect(offerTextAt(utc('2026-12-07T07:00:00Z'), farOff)).toEqual(utc('2026-12-07T07:00:00Z'))
		expect(offerTextAt(utc('2026-12-07T19:59:59Z'), farOff)).toEqual(utc('2026-12-07T19:59:59Z'))
		expect(offerTextAt(utc('2027-07-07T18:59:00Z'), farOff)).toEqual(utc('2027-07-07T18:59:00Z'))
	})

	it('holds a text of the quiet hours until 08:00, the next morning or the same', () => {
		expect(offerTextAt(utc('2026-12-07T20:00:00Z'), farOff)).toEqual(utc('2026-12-08T07:00:00Z'))
		expect(offerTextAt(utc('2026-12-07T05:30:00Z'), farOff)).toEqual(utc('2026-12-07T07:00:00Z'))
		expect(offerTextAt(utc('2026-12-06T23:30:00Z'), farOff)).toEqual(utc('2026-12-07T07:00:00Z'))
	})

	it('keeps the quiet hours on the October night the clocks go back (12 hours long)', () => {
		// Saturday 30 October 2027 is summer time (UTC+2); 08:00 on Sunday 31 October is winter time (UTC+1).
		expect(offerTextAt(utc('2027-10-30T18:59:00Z'), farOff)).toEqual(utc('2027-10-30T18:59:00Z'))
		expect(offerTextAt(utc('2027-10-30T19:00:00Z'), farOff)).toEqual(utc('2027-10-31T07:00:00Z'))
		expect(offerTextAt(utc('2027-10-31T00:30:00Z'), farOff)).toEqual(utc('2027-10-31T07:00:00Z'))
		expect(offerTextAt(utc('2027-10-31T06:59:00Z'), farOff)).toEqual(utc('2027-10-31T07:00:00Z'))
		expect(offerTextAt(utc('2027-10-31T07:00:00Z'), farOff)).toEqual(utc('2027-10-31T07:00:00Z'))
	})

	it('skips the text when the offer expires before 08:00', () => {
		expect(offerTextAt(utc('2026-12-07T20:00:00Z'), utc('2026-12-07T22:00:00Z'))).toBeNull()
		expect(offerTextAt(utc('2026-12-07T05:30:00Z'), utc('2026-12-07T07:00:00Z'))).toBeNull()
		expect(offerTextAt(utc('2026-12-07T05:30:00Z'), utc('2026-12-07T07:00:01Z'))).toEqual(utc('2026-12-07T07:00:00Z'))
	})
})

describe('otherSalonIds on the form', () => {
	const NOW = new Date('2026-12-07T07:00:00Z')
	const form = { salonId: '1', treatmentId: '2', dogName: 'Bobbie', breed: 'Poedel', weight: '8', coat: 'kort' }
	it('takes up to four other salons, once each, and refuses a fifth or a made-up id', () => {
		const parse = (ids: string[]) => waitingListSchemaAt(NOW).safeParse({ ...form, otherSalonIds: ids })
		expect(parse(['3', '4', '3']).data?.otherSalonIds).toEqual([3, 4])
		expect(waitingListSchemaAt(NOW).parse(form).otherSalonIds).toEqual([])
		expect(parse(['3', '4', '5', '6', '7']).error?.issues[0]?.message).toBe(WAITING_LIST_MESSAGES.otherSalons)
		expect(parse(['x']).error?.issues[0]?.message).toBe(WAITING_LIST_MESSAGES.otherSalons)
	})
})
