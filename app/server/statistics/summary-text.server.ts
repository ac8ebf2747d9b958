import { formatDutchMonth } from '../../lib/common/dutch-date'
import { countLabel } from '../../lib/common/dutch-number'
import { statCount, STAT_METRICS, type StatMetric } from '../../lib/statistics/statistics'

/** A salon's month: its figures, and how many of our reviews of it were published that month. */
export type SalonMonth = { name: string; newReviews: number } & Record<StatMetric, number>

/** The summary mail's paragraphs: one per salon, each figure on its own line in words ('12 klikken op je telefoonnummer'). */
export function summaryParagraphs(month: string, salons: readonly SalonMonth[]): string[] {
	return [
		`Zo vaak ${salons.length === 1 ? 'werd je trimsalon' : 'werden je trimsalons'} in ${formatDutchMonth(month)} bekeken en aangeklikt:`,
		...salons.map((salon) =>
			[
				salon.name,
				...STAT_METRICS.map((metric) => statCount(metric, salon[metric])),
				...(salon.newReviews ? [countLabel(salon.newReviews, 'nieuwe beoordeling', 'nieuwe beoordelingen')] : []),
			].join('\n'),
		),
		'We tellen zonder cookies en zonder iets op te slaan waaraan een bezoeker te herkennen is. De cijfers per dag zie je in je dashboard.',
	]
}
