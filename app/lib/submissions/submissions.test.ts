import { describe, expect, it } from 'vitest'
import { submissionDates } from './submissions'

describe('submissionDates', () => {
	it("labels the status in Dutch and writes the review date, or '-' before a review", () => {
		const createdAt = new Date('2025-03-05T13:30:00Z')
		expect(submissionDates({ status: 'pending', createdAt, reviewed_at: null })).toEqual({
			status_label: 'Wachtend',
			submitted: '05 mrt 2025, 14:30',
			reviewed: '-',
		})
		expect(submissionDates({ status: 'rejected', createdAt, reviewed_at: new Date('2025-03-07T09:00:00Z') })).toMatchObject({
			status_label: 'Afgewezen',
			reviewed: '07 mrt 2025',
		})
	})
})
