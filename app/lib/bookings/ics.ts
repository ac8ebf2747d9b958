import { amsterdamIcsTime } from './free-times'

/** One appointment as a calendar event; a cancelled one replaces the event it had with the same uid. */
export type IcsEvent = {
	uid: string
	start: Date
	end: Date
	summary: string
	location?: string | null
	description?: string | null
	cancelled?: boolean
	/** Raised on each change, so a calendar takes the newer version of an event it already has. */
	sequence?: number
}

/**
 * Europe/Amsterdam as calendars need it to read local times: summer time from the last Sunday of
 * March at 02:00 to the last Sunday of October at 03:00.
 */
const AMSTERDAM = [
	'BEGIN:VTIMEZONE',
	'TZID:Europe/Amsterdam',
	'BEGIN:DAYLIGHT',
	'TZOFFSETFROM:+0100',
	'TZOFFSETTO:+0200',
	'TZNAME:CEST',
	'DTSTART:19700329T020000',
	'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
	'END:DAYLIGHT',
	'BEGIN:STANDARD',
	'TZOFFSETFROM:+0200',
	'TZOFFSETTO:+0100',
	'TZNAME:CET',
	'DTSTART:19701025T030000',
	'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
	'END:STANDARD',
	'END:VTIMEZONE',
]

/** A text value: backslash, semicolon, comma and line breaks escaped. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

const utc = (instant: Date) =>
	instant
		.toISOString()
		.replace(/[-:]/g, '')
		.replace(/\.\d{3}/, '')

const utf8Length = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4)

/** A content line folded at 75 octets (a continuation starts with a space), never inside a UTF-8 character. */
function fold(line: string): string {
	const parts: string[] = []
	let current = ''
	let octets = 0
	for (const char of line) {
		const size = utf8Length(char.codePointAt(0)!)
		if (octets + size > (parts.length ? 74 : 75)) {
			parts.push(current)
			current = ''
			octets = 0
		}
		current += char
		octets += size
	}
	parts.push(current)
	return parts.join('\r\n ')
}

function eventLines(event: IcsEvent, stamp: Date): string[] {
	return [
		'BEGIN:VEVENT',
		`UID:${event.uid}`,
		`DTSTAMP:${utc(stamp)}`,
		`DTSTART;TZID=Europe/Amsterdam:${amsterdamIcsTime(event.start)}`,
		`DTEND;TZID=Europe/Amsterdam:${amsterdamIcsTime(event.end)}`,
		`SEQUENCE:${event.sequence ?? 0}`,
		`SUMMARY:${text(event.summary)}`,
		...(event.location ? [`LOCATION:${text(event.location)}`] : []),
		...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
		`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
		'END:VEVENT',
	]
}

/**
 * An iCalendar file (RFC 5545) with these events in Amsterdam time: a mail's attachment (`method`
 * REQUEST or CANCEL) or a calendar feed (no method). Lines end in CRLF.
 */
export function icsCalendar(events: IcsEvent[], options: { name?: string; method?: 'REQUEST' | 'CANCEL'; now?: Date } = {}): string {
	const stamp = options.now ?? new Date()
	const lines = [
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		'PRODID:-//Trimsalons//Afspraken//NL',
		'CALSCALE:GREGORIAN',
		...(options.method ? [`METHOD:${options.method}`] : []),
		...(options.name ? [`X-WR-CALNAME:${text(options.name)}`] : []),
		'X-WR-TIMEZONE:Europe/Amsterdam',
		...AMSTERDAM,
		...events.flatMap((event) => eventLines(event, stamp)),
		'END:VCALENDAR',
	]
	return lines.map(fold).join('\r\n') + '\r\n'
}
