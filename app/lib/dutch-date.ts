const LONG = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A calendar date ('2025-04-27') written out in Dutch ('27 april 2025'), the same on server and browser. */
export function formatDutchDate(isoDate: string): string {
	return LONG.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}
