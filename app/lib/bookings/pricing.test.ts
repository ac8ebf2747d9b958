import { describe, expect, it } from 'vitest'
import { formatEuro } from '../featured/featured-plans'
import { coatExtrasLine, priceForDog, priceParts, weightClassOf, type TreatmentPricing } from './pricing'

const TRIM: TreatmentPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 90, cents: 6000 }, groot: { minutes: 120, cents: 8000 } },
	coatExtras: { krullend: { minutes: 30, cents: 1500 }, lang: { minutes: 15, cents: 1000 } },
}

describe('weightClassOf', () => {
	it('puts 10 kg in Klein, 25 kg in Middel and anything heavier in Groot', () => {
		expect([0.5, 10, 10.1, 25, 25.1, 80].map(weightClassOf)).toEqual(['klein', 'klein', 'middel', 'middel', 'groot', 'groot'])
	})
})

describe('priceForDog', () => {
	it("adds the coat's extra to the weight class's price and length", () => {
		expect(priceForDog(TRIM, { weightKg: 8, coat: 'krullend' })).toEqual({ weightClass: 'klein', minutes: 90, cents: 6000 })
		expect(priceForDog(TRIM, { weightKg: 30, coat: 'lang' })).toEqual({ weightClass: 'groot', minutes: 135, cents: 9000 })
	})

	it('adds nothing for a coat the treatment asks nothing extra for', () => {
		expect(priceForDog(TRIM, { weightKg: 18, coat: 'kort' })).toEqual({ weightClass: 'middel', minutes: 90, cents: 6000 })
	})
})

describe('priceParts', () => {
	it("names the weight class's price and the coat's extra apart, and their sum as priceForDog does", () => {
		expect(priceParts(TRIM, { weightKg: 12.5, coat: 'krullend' })).toEqual({
			weightClass: 'middel',
			base: { minutes: 90, cents: 6000 },
			coatExtra: { minutes: 30, cents: 1500 },
			minutes: 120,
			cents: 7500,
		})
		expect(priceForDog(TRIM, { weightKg: 12.5, coat: 'krullend' })).toEqual({ weightClass: 'middel', minutes: 120, cents: 7500 })
	})

	it('has no coat extra for a coat the treatment asks nothing extra for', () => {
		expect(priceParts(TRIM, { weightKg: 30, coat: 'kort' })).toMatchObject({ coatExtra: null, minutes: 120, cents: 8000 })
	})
})

describe('coatExtrasLine', () => {
	it("says in a sentence which coats add to a treatment's price, and by how much", () => {
		expect(coatExtrasLine(TRIM)).toBe(
			`Een vacht kan de prijs verhogen: lang ${formatEuro(1000)} extra, krullend ${formatEuro(1500)} extra.`,
		)
	})

	it('says nothing for a treatment without coat extras', () => {
		expect(coatExtrasLine({ ...TRIM, coatExtras: {} })).toBeNull()
	})
})
