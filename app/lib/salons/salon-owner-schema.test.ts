import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../common/forms'
import { AVAILABILITY_MESSAGES, availabilitySchema } from './salon-owner-schema'

describe('the availability form', () => {
	it('takes a choice and an optional whole number of weeks', () => {
		expect(availabilitySchema.parse({ accepts_new_clients: 'ja', waiting_weeks: ' 3 ' })).toEqual({
			accepts_new_clients: 'ja',
			waiting_weeks: 3,
		})
		expect(availabilitySchema.parse({ accepts_new_clients: 'nee', waiting_weeks: '' })).toEqual({
			accepts_new_clients: 'nee',
			waiting_weeks: null,
		})
	})

	it('refuses anything else in Dutch', () => {
		const errors = (form: Record<string, string>) => {
			const result = availabilitySchema.safeParse(form)
			return result.success ? {} : fieldErrors(result.error)
		}
		expect(errors({ accepts_new_clients: 'misschien' })).toEqual({ accepts_new_clients: AVAILABILITY_MESSAGES.choice })
		for (const weeks of ['-1', '53', '2,5', 'twee'])
			expect(errors({ accepts_new_clients: 'ja', waiting_weeks: weeks })).toEqual({ waiting_weeks: AVAILABILITY_MESSAGES.weeks })
	})
})
