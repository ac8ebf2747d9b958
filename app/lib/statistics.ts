import { paths } from '~/lib/paths'
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
export const STATS_BEACON_PATH = paths.api.stats

/** At most this many salon ids in one beacon (a results page shows fewer). */
export const MAX_BEACON_SALONS = 60
