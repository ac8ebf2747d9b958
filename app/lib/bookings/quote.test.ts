import { describe, expect, it } from 'vitest'
import { bookingQuote } from './quote'
import type { TreatmentPricing } from './pricing'

const PRICING: TreatmentPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 90, cents: 6000 }, groot: { minutes: 120, cents: 8000 } },
	coatExtras: { krullend: { minutes: 30, cents: 1500 } },
}
const NOW = new Date('2026-12-07T07:00:00Z')

describe('bookingQuote', () => {
	it('gives the total and its parts, the cancellation hours with the moment it was made, and the times as instants', () => {
		const quote = bookingQuote({
			treatment: { id: 3, name: 'Volledige trimbeurt', pricing: PRICING },
			dog: { weightKg: 12.5, coat: 'krullend' },
			days: [{ date: '2026-12-08', label: 'dinsdag 8 december', times: [{ start: new Date('2026-12-08T08:00:00Z'), time: '09:00' }] }],
			cancelHours: 24,
			now: NOW,
		})
		expect(quote).toEqual({
			treatment: { id: 3, name: 'Volledige trimbeurt' },
			price: { weightClass: 'middel', minutes: 120, cents: 7500 },
			parts: { base: { minutes: 90, cents: 6000 }, coatExtra: { minutes: 30, cents: 1500 } },
			weightKg: 12.5,
			cancelHours: 24,
			quotedAt: '2026-12-07T07:00:00.000Z',
			days: [{ date: '2026-12-08', label: 'dinsdag 8 december', times: [{ start: '2026-12-08T08:00:00.000Z', time: '09:00' }] }],
		})
	})
})
