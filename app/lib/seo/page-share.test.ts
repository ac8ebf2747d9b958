import { describe, expect, it } from 'vitest'
import { combinedShare, namesNobody, publicAnswers, shared } from './page-share'

describe('combinedShare', () => {
	it('shares nothing when a matched route declares nothing', () => {
		expect(combinedShare([shared().share, undefined])).toBeNull()
		expect(combinedShare([])).toBeNull()
	})

	it('takes the strictest audience and every declared parameter', () => {
		expect(combinedShare([shared().share, shared(['page'], { with: 'visitors' }).share, shared(['page', 'location']).share])).toEqual({
			with: 'visitors',
			params: ['page', 'location'],
		})
		expect(combinedShare([shared().share, shared(['q']).share])).toEqual({ with: 'everyone', params: ['q'] })
	})
})

describe('namesNobody', () => {
	it('holds only when every matched route declares itself shared or public', () => {
		expect(namesNobody([shared(), shared(['page'])])).toBe(true)
		expect(namesNobody([shared(), publicAnswers()])).toBe(true)
		expect(namesNobody([shared(), undefined])).toBe(false)
		expect(namesNobody([shared(), {}])).toBe(false)
		expect(namesNobody([undefined, publicAnswers()])).toBe(false)
		expect(namesNobody([])).toBe(false)
	})
})
