import { formatDutchMonth } from '../../lib/common/dutch-date'
import { countLabel } from '../../lib/common/dutch-number'
import { statCount, STAT_METRICS, type StatMetric } from '../../lib/statistics/statistics'
import type { AppointmentCounts } from '../../lib/bookings/counts'

/**
 * A salon's month: its figures, how many of our reviews of it were published that month and, for a
 * salon with an agenda, its appointments.
 */
export type SalonMonth = { name: string; newReviews: number; appointments?: AppointmentCounts | null } & Record<StatMetric, number>

/** 'Afspraken: 12 online geboekt, 2 geannuleerd, 0 niet gekomen'. */
const appointmentLine = ({ booked, cancelled, noShows }: AppointmentCounts) =>
	`Afspraken: ${booked} online geboekt, ${cancelled} geannuleerd, ${noShows} niet gekomen`

/** The summary mail's paragraphs: one per salon, each figure on its own line in words ('12 klikken op je telefoonnummer'). */
export function summaryParagraphs(month: string, salons: readonly SalonMonth[]): string[] {
	return [
		`Zo vaak ${salons.length === 1 ? 'werd je trimsalon' : 'werden je trimsalons'} in ${formatDutchMonth(month)} bekeken en aangeklikt:`,
		...salons.map((salon) =>
			[
				salon.name,
				...STAT_METRICS.map((metric) => statCount(metric, salon[metric])),
				...(salon.newReviews ? [countLabel(salon.newReviews, 'nieuwe beoordeling', 'nieuwe beoordelingen')] : []),
				...(salon.appointments ? [appointmentLine(salon.appointments)] : []),
			].join('\n'),
		),
		'We tellen zonder cookies en zonder iets op te slaan waaraan een bezoeker te herkennen is. De cijfers per dag zie je in je dashboard.',
	]
}
