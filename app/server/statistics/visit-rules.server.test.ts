import { describe, expect, it } from 'vitest'
import { AGENTS_PER_ADDRESS, agentGroup, MAX_PENDING_VISITS, PendingVisits } from './visit-rules.server'

const DAY = '2026-11-27'

describe('agentGroup', () => {
	it('puts the same user agent in the same group, and made-up agents in no more than the few groups', () => {
		const agent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36'
		expect(agentGroup(agent)).toBe(agentGroup(agent))
		const groups = new Set(Array.from({ length: 1000 }, (_, i) => agentGroup(`${agent} ${i}`)))
		expect([...groups].sort()).toEqual(Array.from({ length: AGENTS_PER_ADDRESS }, (_, i) => i))
		expect(agentGroup('')).toBe(0)
		expect(agentGroup('x'.repeat(8192))).toBeLessThan(AGENTS_PER_ADDRESS)
	})
})

describe('PendingVisits', () => {
	it('holds each person once per figure, salon and day, and hands them over as columns', () => {
		const visits = new PendingVisits()
		visits.add(DAY, 'views', 'a', [1, 2])
		visits.add(DAY, 'views', 'a', [2, 1])
		visits.add(DAY, 'phone', 'a', [1])
		visits.add(DAY, 'views', 'b', [1])
		visits.add('2026-11-28', 'views', 'a', [1])
		expect(visits.size).toBe(5)
		expect(visits.take()).toEqual({
			days: [DAY, DAY, DAY, DAY, '2026-11-28'],
			figures: ['views', 'views', 'phone', 'views', 'views'],
			salonIds: [1, 2, 1, 1, 1],
			visitors: ['a', 'a', 'a', 'b', 'a'],
		})
		expect(visits.size).toBe(0)
	})

	it('says once when the memory fills, and takes back a failed write as far as it fits', () => {
		const visits = new PendingVisits()
		const ids = Array.from({ length: 60 }, (_, i) => i + 1)
		const filled: boolean[] = []
		for (let person = 0; !visits.full; person++) filled.push(visits.add(DAY, 'impressions', `p${person}`, ids))
		// The beacon that fills it adds all its salons.
		expect(visits.size).toBe(Math.ceil(MAX_PENDING_VISITS / ids.length) * ids.length)
		expect(filled.filter(Boolean)).toEqual([true])
		expect(filled.at(-1)).toBe(true)
		expect(visits.add(DAY, 'views', 'p0', [1])).toBe(false)
		const taken = visits.take()
		expect(visits.full).toBe(false)
		visits.add(DAY, 'views', 'new', [1])
		visits.putBack(taken)
		expect(visits.size).toBe(MAX_PENDING_VISITS)
		expect(visits.take().visitors[0]).toBe('new')
	})
})
