import { formatDutchMonth } from './dutch-date'
import { statCount, STAT_METRICS, type StatMetric } from './statistics'

export type SalonMonth = { name: string } & Record<StatMetric, number>

/** The summary mail's paragraphs: one per salon, each figure on its own line in words ('12 klikken op je telefoonnummer'). */
export function summaryParagraphs(month: string, salons: readonly SalonMonth[]): string[] {
	return [
		`Zo vaak ${salons.length === 1 ? 'werd je trimsalon' : 'werden je trimsalons'} in ${formatDutchMonth(month)} bekeken en aangeklikt:`,
		...salons.map((salon) => [salon.name, ...STAT_METRICS.map((metric) => statCount(metric, salon[metric]))].join('\n')),
		'We tellen zonder cookies en zonder iets op te slaan waaraan een bezoeker te herkennen is. De cijfers per dag zie je in je dashboard.',
	]
}
