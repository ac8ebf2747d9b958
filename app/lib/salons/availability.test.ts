import { describe, expect, it } from 'vitest'
import { availabilityLine, updatedAgo } from './availability'

const now = new Date('2026-11-23T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)

describe('the availability line', () => {
	it('says whether the salon takes new clients, the wait and how fresh that is', () => {
		expect(availabilityLine({ accepts_new_clients: 'ja', waiting_weeks: 2, availability_updated_at: daysAgo(3) }, now)).toBe(
			'Neemt nieuwe klanten aan · wachttijd ± 2 weken · bijgewerkt 3 dagen geleden',
		)
		expect(availabilityLine({ accepts_new_clients: 'wachtlijst', waiting_weeks: 1, availability_updated_at: daysAgo(0) }, now)).toBe(
			'Wachtlijst voor nieuwe klanten · wachttijd ± 1 week · bijgewerkt vandaag',
		)
		expect(availabilityLine({ accepts_new_clients: 'ja', waiting_weeks: 0, availability_updated_at: daysAgo(1) }, now)).toBe(
			'Neemt nieuwe klanten aan · geen wachttijd · bijgewerkt gisteren',
		)
		expect(availabilityLine({ accepts_new_clients: 'nee', waiting_weeks: 8, availability_updated_at: daysAgo(20) }, now)).toBe(
			'Neemt geen nieuwe klanten aan · bijgewerkt 2 weken geleden',
		)
	})

	it('is unknown without a statement, or after 60 days without an update', () => {
		expect(availabilityLine({ accepts_new_clients: null, waiting_weeks: null, availability_updated_at: null }, now)).toBeUndefined()
		expect(availabilityLine({ accepts_new_clients: 'ja', waiting_weeks: null, availability_updated_at: daysAgo(59) }, now)).toMatch(
			/^Neemt nieuwe klanten aan · bijgewerkt 8 weken geleden$/,
		)
		expect(availabilityLine({ accepts_new_clients: 'ja', waiting_weeks: null, availability_updated_at: daysAgo(60) }, now)).toBeUndefined()
	})

	it('writes the age of a statement in Dutch', () => {
		expect(updatedAgo(daysAgo(13), now)).toBe('13 dagen geleden')
		expect(updatedAgo(daysAgo(14), now)).toBe('2 weken geleden')
	})
})
