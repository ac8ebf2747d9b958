import { describe, expect, it } from 'vitest'
import { postcodeAreaAt } from './generate.server'
import { PLACES } from './places.server'

const utrecht = PLACES.find((place) => place.name === 'Utrecht')!

describe('postcodeAreaAt', () => {
	it('gives salons in one direction from the centre one area, and other directions other areas', () => {
		const north = postcodeAreaAt(utrecht, utrecht.lat + 0.01, utrecht.lng)
		expect(postcodeAreaAt(utrecht, utrecht.lat + 0.02, utrecht.lng + 0.0001)).toBe(north)
		expect(postcodeAreaAt(utrecht, utrecht.lat - 0.01, utrecht.lng)).not.toBe(north)
		expect(postcodeAreaAt(utrecht, utrecht.lat, utrecht.lng + 0.01)).not.toBe(north)
	})

	it('stays inside the place’s postcode range', () => {
		for (let angle = 0; angle < 2 * Math.PI; angle += 0.1) {
			const area = postcodeAreaAt(utrecht, utrecht.lat + Math.sin(angle), utrecht.lng + Math.cos(angle))
			expect(area).toBeGreaterThanOrEqual(utrecht.pc4[0])
			expect(area).toBeLessThanOrEqual(utrecht.pc4[1])
		}
	})
})
