import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { icsCalendar } from './ics'

const event = {
	uid: 'afspraak-7@trimsalons.test',
	start: new Date('2026-03-29T00:30:00Z'),
	end: new Date('2026-03-29T02:00:00Z'),
	summary: 'Volledige trimbeurt voor Bobbie, bij Trimsalon De Kam; Plus',
	location: 'Kerkstraat 1, 1017 GA Amsterdam',
	description: 'Prijs: € 60,00\nAnnuleren: https://example.test/afspraak/annuleren/abc',
}

describe('icsCalendar', () => {
	it('writes an event a calendar reads back in Amsterdam time, across the clock change', () => {
		const ics = icsCalendar([event], { method: 'REQUEST', now: new Date('2026-03-01T12:00:00Z') })
		expect(ics.endsWith('\r\n')).toBe(true)
		expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
		const calendar = new ICAL.Component(ICAL.parse(ics))
		const timezone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!)
		ICAL.TimezoneService.register(timezone)
		const parsed = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
		expect(parsed.uid).toBe(event.uid)
		expect(parsed.summary).toBe(event.summary)
		expect(parsed.location).toBe(event.location)
		expect(parsed.description).toBe(event.description)
		// 01:30 winter time to 04:00 summer time: one and a half real hours, the clock said 2.5.
		expect(parsed.startDate.toString()).toBe('2026-03-29T01:30:00')
		expect(parsed.endDate.toString()).toBe('2026-03-29T04:00:00')
		expect(parsed.startDate.toJSDate().getTime()).toBe(event.start.getTime())
		expect(parsed.endDate.toJSDate().getTime()).toBe(event.end.getTime())
		expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
	})

	it('folds a long line with a multi-byte character intact and marks a cancelled event', () => {
		const long = { ...event, summary: 'Wassen en föhnen '.repeat(12), cancelled: true, sequence: 1 }
		const ics = icsCalendar([long], { method: 'CANCEL', name: 'Agenda van Trimsalon De Kam' })
		const parsed = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!
		expect(parsed.getFirstPropertyValue('summary')).toBe(long.summary)
		expect(parsed.getFirstPropertyValue('status')).toBe('CANCELLED')
		expect(parsed.getFirstPropertyValue('sequence')).toBe(1)
	})
})
