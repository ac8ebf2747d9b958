import { describe, expect, it } from 'vitest'
import { formatDistance, haversineKm } from './distance'

const amsterdam = { lat: 52.3676, lng: 4.9041 }
const rotterdam = { lat: 51.9244, lng: 4.4777 }

describe('haversineKm', () => {
	it('is zero for the same point', () => {
		expect(haversineKm(amsterdam, amsterdam)).toBe(0)
	})
	it('measures Amsterdam to Rotterdam as about 57 km, in both directions', () => {
		expect(haversineKm(amsterdam, rotterdam)).toBeCloseTo(57.4, 0)
		expect(haversineKm(rotterdam, amsterdam)).toBeCloseTo(haversineKm(amsterdam, rotterdam), 10)
	})
	it('measures one degree of latitude as about 111 km', () => {
		expect(haversineKm({ lat: 52, lng: 5 }, { lat: 53, lng: 5 })).toBeCloseTo(111.2, 0)
	})
})

describe('formatDistance', () => {
	it('uses metres below one kilometre', () => {
		expect(formatDistance(0.347)).toBe('350 m')
		expect(formatDistance(0)).toBe('10 m')
	})
	it('uses one decimal with a Dutch comma below ten kilometres', () => {
		expect(formatDistance(2.44)).toBe('2,4 km')
		expect(formatDistance(1)).toBe('1,0 km')
	})
	it('rounds to whole kilometres from ten', () => {
		expect(formatDistance(17.6)).toBe('18 km')
	})
})
