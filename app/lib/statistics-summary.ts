import { formatDutchMonth } from './dutch-date'
import { formatCount } from './dutch-number'
import { STAT_LABELS, STAT_METRICS, type StatMetric } from './statistics'

export type SalonMonth = { name: string } & Record<StatMetric, number>

/** The summary mail's paragraphs: one per salon, each figure on its own line next to its dashboard label. */
export function summaryParagraphs(month: string, salons: readonly SalonMonth[]): string[] {
	return [
		`Zo vaak werd je trimsalon in ${formatDutchMonth(month)} bekeken en aangeklikt:`,
		...salons.map((salon) =>
			[salon.name, ...STAT_METRICS.map((metric) => `${STAT_LABELS[metric]}: ${formatCount(salon[metric])}`)].join('\n'),
		),
		'We tellen zonder cookies en zonder iets op te slaan dat een bezoeker herkent. Per dag zie je alles in je dashboard.',
	]
}
