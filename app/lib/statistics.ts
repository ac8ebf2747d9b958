/** The figures counted per salon per day; the beacon accepts only these. */
export const STAT_METRICS = ['views', 'phone', 'website', 'route', 'impressions'] as const
export type StatMetric = (typeof STAT_METRICS)[number]

/** The dashboard's label for each figure. */
export const STAT_LABELS: Record<StatMetric, string> = {
	views: 'Weergaven',
	phone: 'Telefoon',
	website: 'Website',
	route: 'Route',
	impressions: 'In zoekresultaten',
}

/** The one endpoint page views, clicks and result listings are counted through. */
export const STATS_BEACON_PATH = '/api/stats'

/** At most this many salon ids in one beacon (a results page shows fewer). */
export const MAX_BEACON_SALONS = 60

export function isStatMetric(value: unknown): value is StatMetric {
	return typeof value === 'string' && (STAT_METRICS as readonly string[]).includes(value)
}

// Made once: building a formatter costs far more than using it, and the beacon uses it on every view.
const DUTCH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day (YYYY-MM-DD) in the Netherlands for a moment. */
export function dutchDay(at: Date): string {
	return DUTCH_DAY.format(at)
}

/** The Dutch day `days` calendar days before `day` (both YYYY-MM-DD). */
export function dayBefore(day: string, days: number): string {
	const date = new Date(`${day}T12:00:00Z`)
	date.setUTCDate(date.getUTCDate() - days)
	return date.toISOString().slice(0, 10)
}
