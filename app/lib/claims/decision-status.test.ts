import { describe, expect, it } from 'vitest'
import { DECISION_STATUSES, decisionLabels } from './decision-status'

describe('decisionLabels', () => {
	it('names every status in Dutch, the wait as given', () => {
		const labels = decisionLabels('Wachtend')
		expect(DECISION_STATUSES.map((status) => labels[status])).toEqual(['Wachtend', 'Goedgekeurd', 'Afgewezen'])
	})
})
