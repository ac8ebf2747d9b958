import { paths } from '~/lib/common/paths'
import { countLabel } from '../common/dutch-number'
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

/**
 * Each figure in running text, singular and plural: the dashboard's short labels ('Telefoon: 3')
 * read as a form, not as a sentence, so mails and sentences use these.
 */
export const STAT_PHRASES: Record<StatMetric, { one: string; many: string; chart: string }> = {
	views: { one: 'paginaweergave', many: 'paginaweergaven', chart: 'Paginaweergaven' },
	phone: { one: 'klik op je telefoonnummer', many: 'klikken op je telefoonnummer', chart: 'Klikken op je telefoonnummer' },
	website: { one: 'klik op je website', many: 'klikken op je website', chart: 'Klikken op je website' },
	route: { one: 'klik op de routebeschrijving', many: 'klikken op de routebeschrijving', chart: 'Klikken op de routebeschrijving' },
	impressions: { one: 'keer getoond in zoekresultaten', many: 'keer getoond in zoekresultaten', chart: 'Getoond in zoekresultaten' },
}

/** '1 paginaweergave', '1.234 klikken op je telefoonnummer'. */
export const statCount = (metric: StatMetric, count: number) => countLabel(count, STAT_PHRASES[metric].one, STAT_PHRASES[metric].many)

/** The one endpoint page views, clicks and result listings are counted through. */
export const STATS_BEACON_PATH = paths.api.stats

/** At most this many salon ids in one beacon (a results page shows fewer). */
export const MAX_BEACON_SALONS = 60
