import { describe, expect, it } from 'vitest'
import { fromCents, offerLine } from './offers'

const pricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 75, cents: 5500 }, groot: { minutes: 90, cents: 4000 } },
	coatExtras: { lang: { minutes: 30, cents: 1000 } },
}

describe('a treatment offered online', () => {
	it('is shown from its cheapest weight class, before any coat extra', () => {
		expect(fromCents(pricing)).toBe(4000)
		expect(offerLine({ name: 'Volledige trimbeurt', fromCents: 4500 })).toBe('Volledige trimbeurt vanaf €\u00a045,00')
	})
})
