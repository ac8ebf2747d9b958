import { CORRECTION_KINDS, CORRECTION_LABELS, type CorrectionKind } from '../../lib/reviews/reviews'

export type ReportToTell = { salon: string; kind: CorrectionKind }

/** 'Salon Bello: De salon is definitief gesloten (2×), De website klopt niet (1×)': one line per salon, the kinds in their usual order. */
function salonLines(reports: readonly ReportToTell[]) {
	const bySalon = Map.groupBy(reports, (report) => report.salon)
	return [...bySalon].map(([salon, own]) => {
		const kinds = CORRECTION_KINDS.map((kind) => [kind, own.filter((report) => report.kind === kind).length] as const)
		return `${salon}: ${kinds
			.filter(([, count]) => count > 0)
			.map(([kind, count]) => `${CORRECTION_LABELS[kind]} (${count}×)`)
			.join(', ')}`
	})
}

/**
 * The owner's summary of reports on their salons: how many, of which kind, for which salon. Never a
 * visitor's own words: they are unchecked text from anyone, and this mail goes out under our name.
 */
export function reportSummaryText(reports: readonly ReportToTell[]) {
	return {
		subject: 'Bezoekers zien iets wat niet klopt in je vermelding',
		paragraphs: [
			reports.length === 1
				? 'Een bezoeker liet weten dat iets in je vermelding niet klopt:'
				: `Bezoekers lieten ${reports.length} keer weten dat iets in je vermelding niet klopt:`,
			salonLines(reports).join('\n'),
			'Klopt er iets niet meer? Pas de gegevens dan zelf aan in je dashboard. Een beheerder kijkt er ook naar.',
			'We mailen je hierover hooguit één keer per dag; wat later binnenkomt, staat in de volgende mail.',
		],
	}
}
