const LONG = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A calendar date ('2025-04-27') written out in Dutch ('27 april 2025'), the same on server and browser. */
export function formatDutchDate(isoDate: string): string {
	return LONG.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}

const STAMP = new Intl.DateTimeFormat('nl-NL', {
	day: '2-digit',
	month: 'short',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
	timeZone: 'Europe/Amsterdam',
})

/** The parts of a moment in Amsterdam time, the month abbreviated in Dutch without its full stop. */
function stampParts(moment: Date | string) {
	const parts = Object.fromEntries(STAMP.formatToParts(new Date(moment)).map((part) => [part.type, part.value]))
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
