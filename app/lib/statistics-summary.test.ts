import { describe, expect, it } from 'vitest'
import { summaryParagraphs } from './statistics-summary'

describe('statistics summary', () => {
	it('gives each salon its figures next to the dashboard labels, in Dutch notation', () => {
		const paragraphs = summaryParagraphs('2026-10', [{ name: 'Salon A', views: 1234, phone: 5, website: 6, route: 7, impressions: 8 }])
		expect(paragraphs[0]).toBe('Zo vaak werd je trimsalon in oktober 2026 bekeken en aangeklikt:')
		expect(paragraphs[1]).toBe('Salon A\nWeergaven: 1.234\nTelefoon: 5\nWebsite: 6\nRoute: 7\nIn zoekresultaten: 8')
	})
})
