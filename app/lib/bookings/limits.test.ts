import { describe, expect, it } from 'vitest'
import { bookingLimit, requestDeadline, type ClientAtSalon } from './limits'

const at = (salonId: number, facts: Partial<ClientAtSalon> = {}): ClientAtSalon => ({
	salonId,
	coming: 0,
	kept: false,
	noShow: false,
	...facts,
})

describe('bookingLimit', () => {
	it('lets a new client hold one coming appointment at a salon, and a known client three', () => {
		expect(bookingLimit([], 1)).toBeNull()
		expect(bookingLimit([at(1, { coming: 1 })], 1)).toBe('newClientHasOne')
		expect(bookingLimit([at(1, { coming: 2, kept: true })], 1)).toBeNull()
		expect(bookingLimit([at(1, { coming: 3, kept: true })], 1)).toBe('tooMany')
	})

	it('sends a dog owner who did not come once to the phone, known there or not', () => {
		expect(bookingLimit([at(1, { noShow: true, kept: true })], 1)).toBe('noShow')
		expect(bookingLimit([at(1, { noShow: true })], 1)).toBe('noShow')
		expect(bookingLimit([at(2, { noShow: true })], 1)).toBeNull()
	})

	it('counts first appointments at other salons, not those where the dog owner is known or has nothing coming', () => {
		const firsts = [at(2, { coming: 1 }), at(3, { coming: 1 }), at(4, { coming: 1 })]
		expect(bookingLimit(firsts, 1)).toBe('firstsElsewhere')
		expect(bookingLimit(firsts.slice(0, 2), 1)).toBeNull()
		expect(bookingLimit([...firsts.slice(0, 2), at(4, { coming: 2, kept: true }), at(5)], 1)).toBeNull()
		// At a salon that knows the dog owner, first appointments elsewhere do not count.
		expect(bookingLimit([...firsts, at(1, { kept: true })], 1)).toBeNull()
	})
})

describe('requestDeadline', () => {
	const now = new Date('2026-12-07T07:00:00Z')
	it('gives the salon two days to answer a request for a time far ahead', () => {
		expect(requestDeadline(now, new Date('2026-12-20T09:00:00Z'), 120).toISOString()).toBe('2026-12-09T07:00:00.000Z')
	})
	it('ends the request when the notice before a nearer time begins, never before now', () => {
		expect(requestDeadline(now, new Date('2026-12-08T09:00:00Z'), 120).toISOString()).toBe('2026-12-08T07:00:00.000Z')
		expect(requestDeadline(now, new Date('2026-12-07T08:00:00Z'), 120).toISOString()).toBe(now.toISOString())
	})
})
