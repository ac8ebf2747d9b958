import { describe, expect, it } from 'vitest'
import { safeEqual } from './safe-equal.server'

describe('safeEqual', () => {
	it('is true only for the same bytes', () => {
		expect(safeEqual('abc123', 'abc123')).toBe(true)
		expect(safeEqual('abc123', 'abc124')).toBe(false)
		expect(safeEqual(Buffer.from('ff00', 'hex'), Buffer.from('ff00', 'hex'))).toBe(true)
		expect(safeEqual(Buffer.from('ff00', 'hex'), Buffer.from('ff01', 'hex'))).toBe(false)
	})
	it('answers false for a different length instead of throwing', () => {
		expect(safeEqual('abc', 'abcd')).toBe(false)
		expect(safeEqual('', 'a')).toBe(false)
		expect(safeEqual('é', 'e')).toBe(false)
	})
})
