import { parseOpeningLine } from './opening-hours'

export const WEEKDAYS = ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag'] as const

/** One opening period as the time inputs hold it ('09:00'). */
export type Period = { from: string; to: string }
/** A day in the opening-hours editor: closed, or open with one period or two around a break. */
export type DayHours = { open: boolean; periods: Period[] }

export const DEFAULT_PERIOD: Period = { from: '09:00', to: '17:30' }
const CLOSED_DAY: DayHours = { open: false, periods: [DEFAULT_PERIOD] }

const pad = (n: number) => String(n).padStart(2, '0')
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`

/**
 * The week as the editor shows it, read from the stored lines. A day without a readable line starts
 * closed, so the owner sees at once which days still need hours.
 */
export function weekFromLines(lines: readonly string[]): DayHours[] {
	const week = WEEKDAYS.map(() => ({ ...CLOSED_DAY }))
	for (const line of lines) {
		const parsed = parseOpeningLine(line)
		if (!parsed) continue
		const periods = parsed.ranges.slice(0, 2).map((range) => ({ from: clock(range.start), to: clock(range.end) }))
		week[parsed.day] = periods.length ? { open: true, periods } : { ...CLOSED_DAY }
	}
	return week
}

/** The lines the public page and the open-now badge read: 'Maandag: 09:00 - 12:00, 13:00 - 17:30', 'Zondag: Gesloten'. */
export function linesFromWeek(week: readonly DayHours[]): string[] {
	return WEEKDAYS.map((name, day) => {
		const hours = week[day]
		if (!hours?.open) return `${name}: Gesloten`
		return `${name}: ${hours.periods.map((period) => `${period.from} - ${period.to}`).join(', ')}`
	})
}

/** The form field names of one day, shared by the editor and its schema. */
export const dayFields = (day: number) => ({
	open: `open-${day}`,
	from: (period: number) => `from-${day}-${period}`,
	to: (period: number) => `to-${day}-${period}`,
})
