import { STAT_LABELS, STAT_METRICS, type StatMetric } from './statistics'

const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december']

/** The month (YYYY-MM) before the one `day` (YYYY-MM-DD) is in. */
export function previousMonth(day: string): string {
	const [year, month] = day.split('-').map(Number) as [number, number]
	return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

/** 'oktober 2026' for '2026-10'. */
export function monthLabel(month: string): string {
	const [year, number] = month.split('-').map(Number) as [number, number]
	return `${MONTHS[number - 1]} ${year}`
}

export type SalonMonth = { name: string } & Record<StatMetric, number>

/** The summary mail's paragraphs: one per salon, each figure on its own line next to its dashboard label. */
export function summaryParagraphs(month: string, salons: readonly SalonMonth[]): string[] {
	const number = new Intl.NumberFormat('nl-NL')
	return [
		`Zo vaak werd je trimsalon in ${monthLabel(month)} bekeken en aangeklikt:`,
		...salons.map((salon) =>
			[salon.name, ...STAT_METRICS.map((metric) => `${STAT_LABELS[metric]}: ${number.format(salon[metric])}`)].join('\n'),
		),
		'We tellen zonder cookies en zonder iets op te slaan dat een bezoeker herkent. Per dag zie je alles in je dashboard.',
	]
}
