import { describe, expect, it } from 'vitest'
import {
	BEACONS_PER_MINUTE,
	BeaconLimits,
	FIGURE_PER_SALON_PER_DAY,
	MAX_CLIENTS_PER_MINUTE,
	MAX_DAILY_COUNTS,
	MAX_DAILY_COUNTS_PER_CLIENT,
} from './beacon-limits'

const clock = (start = Date.UTC(2026, 0, 5, 12)) => {
	let now = start
	return { now: () => now, advance: (ms: number) => void (now += ms) }
}

describe('BeaconLimits', () => {
	it('allows a client its beacons a minute, then again in the next minute', () => {
		const time = clock()
		const limits = new BeaconLimits(time.now)
		for (let i = 0; i < BEACONS_PER_MINUTE; i++) expect(limits.allowBeacon('a')).toBe(true)
		expect(limits.allowBeacon('a')).toBe(false)
		expect(limits.allowBeacon('b')).toBe(true)
		time.advance(60_000)
		expect(limits.allowBeacon('a')).toBe(true)
	})

	it('remembers a bounded number of clients a minute; new ones past it are refused', () => {
		const limits = new BeaconLimits(clock().now)
		for (let i = 0; i < MAX_CLIENTS_PER_MINUTE; i++) limits.allowBeacon(`c${i}`)
		expect(limits.allowBeacon('newcomer')).toBe(false)
		expect(limits.allowBeacon('c1')).toBe(true)
	})

	it('lets one client add a handful to one figure of one salon a day', () => {
		const time = clock()
		const limits = new BeaconLimits(time.now)
		for (let i = 0; i < FIGURE_PER_SALON_PER_DAY; i++) expect(limits.countable('a', 'phone', [1])).toEqual([1])
		expect(limits.countable('a', 'phone', [1, 2])).toEqual([2])
		expect(limits.countable('a', 'views', [1])).toEqual([1])
		expect(limits.countable('b', 'phone', [1])).toEqual([1])
		expect(limits.countable('a', 'phone', [3, 3, 3])).toEqual([3])
		time.advance(24 * 60 * 60 * 1000)
		expect(limits.countable('a', 'phone', [1])).toEqual([1])
	})

	it('bounds the day memory per client and in total, losing counts rather than adding them', () => {
		const limits = new BeaconLimits(clock().now)
		const many = Array.from({ length: MAX_DAILY_COUNTS_PER_CLIENT + 10 }, (_, i) => i + 1)
		expect(limits.countable('a', 'impressions', many)).toHaveLength(MAX_DAILY_COUNTS_PER_CLIENT)
		expect(limits.countable('a', 'impressions', [1])).toEqual([1])
		const clients = MAX_DAILY_COUNTS / MAX_DAILY_COUNTS_PER_CLIENT
		for (let c = 1; c < clients; c++) limits.countable(`c${c}`, 'impressions', many)
		expect(limits.countable('late', 'views', [1])).toEqual([])
	})
})
