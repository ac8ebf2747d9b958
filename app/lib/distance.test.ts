import { describe, expect, it } from 'vitest'
import { boundingBox, formatDistance, haversineKm } from './distance'

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

describe('boundingBox', () => {
	it('contains every point of the circle', () => {
		const box = boundingBox(amsterdam, 10)
		for (let angle = 0; angle < 360; angle += 15) {
			// Walk 9.99 km in each direction and check the point is inside the box.
			const lat = amsterdam.lat + (9.99 / 111.2) * Math.cos((angle * Math.PI) / 180)
			const lng = amsterdam.lng + ((9.99 / 111.2) * Math.sin((angle * Math.PI) / 180)) / Math.cos((amsterdam.lat * Math.PI) / 180)
			expect(haversineKm(amsterdam, { lat, lng })).toBeLessThan(10)
			expect(lat).toBeGreaterThanOrEqual(box.minLat)
			expect(lat).toBeLessThanOrEqual(box.maxLat)
			expect(lng).toBeGreaterThanOrEqual(box.minLng)
			expect(lng).toBeLessThanOrEqual(box.maxLng)
		}
	})
	it('is wider in longitude than in latitude at Dutch latitudes', () => {
		const box = boundingBox(amsterdam, 10)
		expect(box.maxLng - box.minLng).toBeGreaterThan(box.maxLat - box.minLat)
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
