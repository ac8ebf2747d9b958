import { describe, expect, it } from 'vitest'
import { reportSummaryText } from './mail-text.server'

describe('reportSummaryText', () => {
	it('counts the reports per salon and kind, in the usual order of the kinds', () => {
		const text = reportSummaryText([
			{ salon: 'Salon Bello', kind: 'website' },
			{ salon: 'Kapsalon Woef', kind: 'gesloten' },
			{ salon: 'Salon Bello', kind: 'gesloten' },
			{ salon: 'Salon Bello', kind: 'gesloten' },
		])
		expect(text.subject).toBe('Bezoekers zien iets wat niet klopt in je vermelding')
		expect(text.paragraphs[0]).toBe('Bezoekers lieten 4 keer weten dat iets in je vermelding niet klopt:')
		expect(text.paragraphs[1]).toBe(
			'Salon Bello: De salon is definitief gesloten (2×), De website klopt niet (1×)\nKapsalon Woef: De salon is definitief gesloten (1×)',
		)
	})

	it('says one report in the singular', () => {
		expect(reportSummaryText([{ salon: 'Salon Bello', kind: 'anders' }]).paragraphs[0]).toBe(
			'Een bezoeker liet weten dat iets in je vermelding niet klopt:',
		)
	})
})
