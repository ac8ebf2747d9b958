/** One appointment as a calendar event; a cancelled one replaces the event it had with the same uid. */
import { TIME_ZONE } from '../common/time-zone'
export type IcsEvent = {
	uid: string
	start: Date
	end: Date
	summary: string
	location?: string | null
	description?: string | null
	cancelled?: boolean
	/** Waiting for the salon's approval: tentative until then. */
	requested?: boolean
	/** Raised on each change, so a calendar takes the newer version of an event it already has. */
	sequence?: number
}

/** Every line break a reader may honour: CRLF, a lone CR or LF, NEL, and the Unicode line and paragraph separators. */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g
/** The control characters a text value may not carry: C0 but tab and line feed (each line break is one by then), DEL and C1. */
const CONTROL = /(?![\t\n])\p{Cc}/gu

/** A text value: every line break an escaped newline, other control characters dropped, backslash, semicolon and comma escaped. */
const text = (value: string) =>
	value
		.replace(LINE_BREAK, '\n')
		.replace(CONTROL, '')
		.replace(/\\/g, '\\\\')
		.replace(/;/g, '\\;')
		.replace(/,/g, '\\,')
		.replace(/\n/g, '\\n')

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
		`DTSTART:${utc(event.start)}`,
		`DTEND:${utc(event.end)}`,
		`SEQUENCE:${event.sequence ?? 0}`,
		`SUMMARY:${text(event.summary)}`,
		...(event.location ? [`LOCATION:${text(event.location)}`] : []),
		...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
		`STATUS:${event.cancelled ? 'CANCELLED' : event.requested ? 'TENTATIVE' : 'CONFIRMED'}`,
		'END:VEVENT',
	]
}

/**
 * An iCalendar file (RFC 5545) with these events: a mail's attachment (`method` REQUEST or CANCEL) or
 * a calendar feed (no method). Times are UTC, so each instant is exact in the hour October repeats;
 * X-WR-TIMEZONE only tells a calendar app to show them in Amsterdam time. Lines end in CRLF.
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
		`X-WR-TIMEZONE:${TIME_ZONE}`,
		...events.flatMap((event) => eventLines(event, stamp)),
		'END:VCALENDAR',
	]
	return lines.map(fold).join('\r\n') + '\r\n'
}
