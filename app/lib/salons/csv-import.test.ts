import { describe, expect, it } from 'vitest'
import { classifyRows, matchKey } from './csv-import'

describe('classifyRows', () => {
	const existing = new Map([[matchKey('Trimsalon Bella', '3511 AB'), 7]])

	it('updates a salon with the same name and postcode, creates the rest, and rejects bad rows with the reason', () => {
		const rows = classifyRows(
			[
				{ name: 'trimsalon bella', postal_code: '3511ab', services_nl: 'Wassen|Knippen' },
				{ name: 'Nieuw', postal_code: '1012 AB', latitude: '52,37' },
				{ name: '', postal_code: '' },
				{ name: 'Verkeerd', latitude: '120' },
				{ name: 'Nieuw', postal_code: '1012AB' },
			],
			existing,
		)
		expect(rows.map((row) => [row.line, row.action])).toEqual([
			[2, 'update'],
			[3, 'create'],
			[4, 'reject'],
			[5, 'reject'],
			[6, 'reject'],
		])
		expect(rows[0]).toMatchObject({ salonId: 7, input: { services_nl: ['Wassen', 'Knippen'] } })
		expect(rows[1]).toMatchObject({ input: { latitude: 52.37 } })
		expect(rows[2]).toMatchObject({ reason: 'Naam: Naam is verplicht.' })
		expect(rows[3]).toMatchObject({ reason: 'Breedtegraad: Breedtegraad moet een getal tussen -90 en 90 zijn.' })
		expect(rows[4]).toMatchObject({ reason: 'Deze naam en postcode staan al eerder in het bestand.' })
	})
})
