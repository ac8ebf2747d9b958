import { describe, expect, it } from 'vitest'
import { createRandom, demoSalons } from './generate.server'

describe('demo salon generator', () => {
	it('gives the same salons for the same seed and others for another seed', () => {
		const a = [...demoSalons(50, 1)]
		const b = [...demoSalons(50, 1)]
		const c = [...demoSalons(50, 2)]
		expect(a).toEqual(b)
		expect(a.map((s) => s.slug)).not.toEqual(c.map((s) => s.slug))
	})
	it('gives unique slugs', () => {
		const slugs = [...demoSalons(3000)].map((salon) => salon.slug)
		expect(new Set(slugs).size).toBe(slugs.length)
	})
	it('writes addresses that the city-from-address rule reads back', async () => {
		const { cityFromAddress } = await import('~/lib/address')
		for (const salon of demoSalons(200)) expect(cityFromAddress(salon.formatted_address)).toBe(salon.search_city)
	})
	it('draws integers within bounds', () => {
		const random = createRandom(7)
		const values = Array.from({ length: 1000 }, () => random.int(3, 5))
		expect(new Set(values)).toEqual(new Set([3, 4, 5]))
	})
})
