import { describe, expect, it } from 'vitest'
import { summaryParagraphs } from './summary-text.server'

describe('statistics summary', () => {
	it('gives each salon its figures in words, with the singular rule and Dutch notation', () => {
		const paragraphs = summaryParagraphs('2026-10', [
			{ name: 'Salon A', views: 1234, phone: 5, website: 6, route: 7, impressions: 8, newReviews: 2 },
		])
		expect(paragraphs[0]).toBe('Zo vaak werd je trimsalon in oktober 2026 bekeken en aangeklikt:')
		expect(paragraphs[1]).toBe(
			'Salon A\n1.234 paginaweergaven\n5 klikken op je telefoonnummer\n6 klikken op je website\n7 klikken op de routebeschrijving\n8 keer getoond in zoekresultaten\n2 nieuwe beoordelingen',
		)
		const one = summaryParagraphs('2026-10', [
			{ name: 'Salon B', views: 1, phone: 1, website: 0, route: 1, impressions: 1, newReviews: 1 },
		])[1]
		expect(
			summaryParagraphs('2026-10', [
				{ name: 'A', views: 0, phone: 0, website: 0, route: 0, impressions: 0, newReviews: 0 },
				{ name: 'B', views: 0, phone: 0, website: 0, route: 0, impressions: 0, newReviews: 0 },
			])[0],
		).toBe('Zo vaak werden je trimsalons in oktober 2026 bekeken en aangeklikt:')
		expect(one).toBe(
			'Salon B\n1 paginaweergave\n1 klik op je telefoonnummer\n0 klikken op je website\n1 klik op de routebeschrijving\n1 keer getoond in zoekresultaten\n1 nieuwe beoordeling',
		)
	})

	it('adds the appointments of a salon with an agenda', () => {
		const [, salon] = summaryParagraphs('2026-10', [
			{
				name: 'Salon C',
				views: 0,
				phone: 0,
				website: 0,
				route: 0,
				impressions: 0,
				newReviews: 0,
				appointments: { booked: 12, cancelled: 2, noShows: 1 },
			},
		])
		expect(salon!.split('\n').at(-1)).toBe('Afspraken: 12 online geboekt, 2 geannuleerd, 1 niet gekomen')
	})
})
