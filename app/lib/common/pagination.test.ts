import { describe, expect, it } from 'vitest'
import { paginationItems } from './pagination'

describe('paginationItems', () => {
	it('lists every page when there are few', () => {
		expect(paginationItems(1, 1)).toEqual([1])
		expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5])
	})
	it('shows gaps around the neighbourhood of the current page', () => {
		expect(paginationItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
		expect(paginationItems(1, 20)).toEqual([1, 2, 3, 'gap', 20])
		expect(paginationItems(20, 20)).toEqual([1, 'gap', 18, 19, 20])
	})
	it('fills a gap of a single page with that page', () => {
		expect(paginationItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10])
	})
})
