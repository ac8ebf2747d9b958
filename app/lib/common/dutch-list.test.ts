import { describe, expect, it } from 'vitest'
import { dutchList } from './dutch-list'

describe('dutchList', () => {
	it('joins the last two with en and the others with commas', () => {
		expect(dutchList([])).toBe('')
		expect(dutchList(['09:30'])).toBe('09:30')
		expect(dutchList(['09:30', '10:00'])).toBe('09:30 en 10:00')
		expect(dutchList(['09:30', '10:00', '10:30'])).toBe('09:30, 10:00 en 10:30')
	})
})
