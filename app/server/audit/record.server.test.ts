import { describe, expect, it } from 'vitest'
import { changedFields } from './record.server'

describe('changedFields', () => {
	it('lists only the fields whose value changed, with before and after', () => {
		const before = { name: 'Anja', phone_number: null as string | null, services_nl: ['Wassen'] }
		expect(changedFields(before, { name: 'Anja', phone_number: '020 123 4567', services_nl: ['Wassen', 'Knippen'] })).toEqual({
			phone_number: [null, '020 123 4567'],
			services_nl: [['Wassen'], ['Wassen', 'Knippen']],
		})
	})

	it('is empty when nothing changed', () => {
		expect(changedFields({ name: 'Anja' }, { name: 'Anja' })).toEqual({})
	})
})
