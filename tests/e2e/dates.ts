/** A date 'YYYY-MM-DD' in Amsterdam, `days` from today: today + 7 always lies in next week (weeks start on Monday). */
export function amsterdamDatePlus(days: number) {
	const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date())
	const date = new Date(`${today}T12:00:00Z`)
	date.setUTCDate(date.getUTCDate() + days)
	return date.toISOString().slice(0, 10)
}
