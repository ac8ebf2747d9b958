import { describe, expect, it } from 'vitest'
import { combinedShare, shared } from './page-share'

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
