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
	it('writes an event a calendar reads back at its instants, across the clock change', () => {
		const ics = icsCalendar([event], { method: 'REQUEST', now: new Date('2026-03-01T12:00:00Z') })
		expect(ics.endsWith('\r\n')).toBe(true)
		expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
		const calendar = new ICAL.Component(ICAL.parse(ics))
		const parsed = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
		expect(parsed.uid).toBe(event.uid)
		expect(parsed.summary).toBe(event.summary)
		expect(parsed.location).toBe(event.location)
		expect(parsed.description).toBe(event.description)
		// 01:30 winter time to 04:00 summer time: one and a half real hours, the clock said 2.5.
		expect(parsed.startDate.toString()).toBe('2026-03-29T00:30:00Z')
		expect(parsed.endDate.toString()).toBe('2026-03-29T02:00:00Z')
		expect(parsed.duration.toSeconds()).toBe(90 * 60)
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

	it('gives each 02:30 of the repeated hour in October its own instant, in UTC, and the appointment its length', () => {
		// The first 02:30 is summer time (00:30Z), the second winter time (01:30Z).
		for (const start of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
			const repeated = { ...event, start: new Date(start), end: new Date(new Date(start).getTime() + 60 * 60_000) }
			const parsed = new ICAL.Event(new ICAL.Component(ICAL.parse(icsCalendar([repeated]))).getFirstSubcomponent('vevent')!)
			expect(parsed.startDate.toString(), start).toBe(start)
			expect(parsed.startDate.toJSDate().getTime(), start).toBe(repeated.start.getTime())
			expect(parsed.endDate.toJSDate().getTime(), start).toBe(repeated.end.getTime())
			expect(parsed.duration.toSeconds(), start).toBe(60 * 60)
		}
	})

	it('writes every line break in a text as an escaped newline and drops other control characters', () => {
		const injected = 'a\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:evil'
		const breaks = 'b\r\nc\nd\u2028e\u2029f\u0085g'
		const controls = 'h\u0000\u0007\u000b\u000c\u001b\u007f\u0080\u009fi\tj'
		const ics = icsCalendar([{ ...event, summary: controls, location: breaks, description: injected }], { name: `Agenda\r${injected}` })
		// No content line holds a line break or a control character (a tab aside) of its own.
		for (const line of ics.split('\r\n')) expect(line).not.toMatch(/(?!\t)\p{Cc}|[\u2028\u2029]/u)
		// A calendar app that breaks lines at a lone CR or LF too still reads one event.
		const calendar = new ICAL.Component(ICAL.parse(ics.replace(/\r\n|\r|\n/g, '\r\n')))
		const events = calendar.getAllSubcomponents('vevent').map((parsed) => new ICAL.Event(parsed))
		expect(events).toHaveLength(1)
		expect(events[0]!.description).toBe('a\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:evil')
		expect(events[0]!.location).toBe('b\nc\nd\ne\nf\ng')
		expect(events[0]!.summary).toBe('hi\tj')
		// An X- property is read as written: the escaped text.
		expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Agenda\\na\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:evil')
	})

	it("marks an appointment that waits for the salon's approval as tentative", () => {
		const ics = icsCalendar([{ ...event, requested: true }], { method: 'REQUEST' })
		const parsed = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!
		expect(parsed.getFirstPropertyValue('status')).toBe('TENTATIVE')
		expect(new ICAL.Component(ICAL.parse(icsCalendar([event]))).getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe(
			'CONFIRMED',
		)
	})
})
