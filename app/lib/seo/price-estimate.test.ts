import { describe, expect, it } from 'vitest'
import * as calculator from './price-estimate'

describe('the calculator table', () => {
	it('has the spec classes and coat types', () => {
		expect(calculator.WEIGHT_CLASSES.map((w) => `${w.label} ${w.range}`)).toEqual([
			'Klein tot 10 kg',
			'Middel 10 tot 25 kg',
			'Groot boven 25 kg',
		])
		expect(calculator.COAT_TYPES.map((c) => c.label)).toEqual(['Kort', 'Lang', 'Krullend', 'Ruwhaar', 'Dubbele vacht'])
	})

	it('stays within the FAQ price range of each weight class', () => {
		const ranges = { klein: [35, 60], middel: [50, 80], groot: [70, 120] } as const
		for (const weight of calculator.WEIGHT_CLASSES) {
			for (const coat of calculator.COAT_TYPES) {
				const { price, minutes } = calculator.estimateGrooming(weight.value, coat.value)
				expect(price).toBeGreaterThanOrEqual(ranges[weight.value][0])
				expect(price).toBeLessThanOrEqual(ranges[weight.value][1])
				expect(minutes).toBeGreaterThan(0)
			}
		}
	})

	it('makes a bigger dog of the same coat at least as expensive and as long', () => {
		for (const coat of calculator.COAT_TYPES) {
			const [small, medium, large] = calculator.WEIGHT_CLASSES.map((w) => calculator.estimateGrooming(w.value, coat.value))
			expect(small!.price).toBeLessThan(medium!.price)
			expect(medium!.price).toBeLessThan(large!.price)
			expect(small!.minutes).toBeLessThanOrEqual(medium!.minutes)
			expect(medium!.minutes).toBeLessThanOrEqual(large!.minutes)
		}
	})

	it('gives known examples', () => {
		expect(calculator.estimateGrooming('klein', 'kort')).toEqual({ price: 35, minutes: 45 })
		expect(calculator.estimateGrooming('groot', 'krullend')).toEqual({ price: 120, minutes: 150 })
	})
})

describe('parsing the choice from the URL', () => {
	it('keeps known values', () => {
		expect(calculator.parseWeightClass('groot')).toBe('groot')
		expect(calculator.parseCoatType('dubbel')).toBe('dubbel')
	})
	it('falls back to the first option for missing or unknown values', () => {
		expect(calculator.parseWeightClass(null)).toBe('klein')
		expect(calculator.parseWeightClass('enorm')).toBe('klein')
		expect(calculator.parseCoatType(undefined)).toBe('kort')
		expect(calculator.parseCoatType("'; drop table")).toBe('kort')
	})
})

describe('formatting', () => {
	it('writes euros without cents', () => {
		expect(calculator.formatEuro(35).replace(/\s/g, ' ')).toBe('€ 35')
	})
})
