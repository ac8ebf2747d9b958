// Written out by hand: the browser's first Dutch date format costs tens of milliseconds on a public page.
const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december']

/** A calendar date ('2025-04-27') written out in Dutch ('27 april 2025'), the same on server and browser. */
export function formatDutchDate(isoDate: string): string {
	const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
	return `${day} ${MONTHS[month! - 1]} ${year}`
}

// Made on first use: only the admin and the dashboard show these, and a time-zone format is costly to make.
let stamp: Intl.DateTimeFormat | undefined
const STAMP_OPTIONS: Intl.DateTimeFormatOptions = {
	day: '2-digit',
	month: 'short',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
	timeZone: 'Europe/Amsterdam',
}

/** The parts of a moment in Amsterdam time, the month abbreviated in Dutch without its full stop. */
function stampParts(moment: Date | string) {
	stamp ??= new Intl.DateTimeFormat('nl-NL', STAMP_OPTIONS)
	const parts = Object.fromEntries(stamp.formatToParts(new Date(moment)).map((part) => [part.type, part.value]))
	return { day: parts.day!, month: parts.month!.replace('.', ''), year: parts.year!, time: `${parts.hour}:${parts.minute}` }
}

/** 'dd MMM yyyy' in Dutch ('05 mrt 2025'): when an admin reviewed something. */
export function formatReviewDate(moment: Date | string): string {
	const { day, month, year } = stampParts(moment)
	return `${day} ${month} ${year}`
}

/** 'dd MMM yyyy, HH:mm' in Dutch, Amsterdam time ('05 mrt 2025, 14:30'): when something was submitted. */
export function formatSubmittedDate(moment: Date | string): string {
	const { day, month, year, time } = stampParts(moment)
	return `${day} ${month} ${year}, ${time}`
}
