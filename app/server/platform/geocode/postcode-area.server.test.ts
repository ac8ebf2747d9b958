import { describe, expect, it } from 'vitest'
import { postcodeCentre, type AreaCentroid } from './postcode-area.server'

const areas = new Map<string, AreaCentroid>([
	['1012', { lat: 52.37, lng: 4.89, count: 4 }],
	['1013', { lat: 52.39, lng: 4.87, count: 1 }],
	['1091', { lat: 52.36, lng: 4.92, count: 2 }],
	['3511', { lat: 52.09, lng: 5.12, count: 3 }],
])

describe('postcodeCentre', () => {
	it('uses the area itself when it has salons', () => {
		expect(postcodeCentre('1012', areas)).toEqual({ lat: 52.37, lng: 4.89, matched: '1012' })
	})
	it('falls back to the weighted centre of the longest known prefix', () => {
		const centre = postcodeCentre('1019', areas)!
		expect(centre.matched).toBe('101')
		expect(centre.lat).toBeCloseTo((52.37 * 4 + 52.39) / 5, 10)
		expect(centre.lng).toBeCloseTo((4.89 * 4 + 4.87) / 5, 10)
	})
	it('widens further when needed', () => {
		expect(postcodeCentre('1100', areas)?.matched).toBe('1')
		expect(postcodeCentre('3600', areas)).toMatchObject({ lat: 52.09, matched: '3' })
	})
	it('gives nothing when no area shares even the first digit', () => {
		expect(postcodeCentre('9711', areas)).toBeUndefined()
		expect(postcodeCentre('1012', new Map())).toBeUndefined()
	})
	it('answers from the set of areas it is given, also after another set was indexed', () => {
		expect(postcodeCentre('3511', areas)?.matched).toBe('3511')
		const reloaded = new Map<string, AreaCentroid>([['3512', { lat: 52.1, lng: 5.11, count: 2 }]])
		expect(postcodeCentre('3511', reloaded)).toEqual({ lat: 52.1, lng: 5.11, matched: '351' })
		expect(postcodeCentre('3511', areas)?.matched).toBe('3511')
	})
})
