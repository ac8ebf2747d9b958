import { describe, expect, it } from 'vitest'
import { answerLine, responseTimeLine, takesRequests, weightText } from './place-requests'

const now = new Date('2026-11-26T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)

describe('takesRequests', () => {
	const salon = { owner_id: 'u1', accepts_new_clients: 'ja' as const, waiting_weeks: null, availability_updated_at: daysAgo(3) }
	it('needs an owner and a recent yes or waiting list', () => {
		expect(takesRequests(salon, now)).toBe(true)
		expect(takesRequests({ ...salon, accepts_new_clients: 'wachtlijst' }, now)).toBe(true)
		expect(takesRequests({ ...salon, accepts_new_clients: 'nee' }, now)).toBe(false)
		expect(takesRequests({ ...salon, owner_id: null }, now)).toBe(false)
		expect(takesRequests({ ...salon, availability_updated_at: daysAgo(61) }, now)).toBe(false)
		expect(takesRequests({ ...salon, accepts_new_clients: null, availability_updated_at: null }, now)).toBe(false)
	})
})

describe('answerLine', () => {
	const base = { proposal: null, call_me: false, waiting_weeks: null }
	it('names the answer with its details', () => {
		expect(answerLine({ ...base, answer: 'plek', proposal: 'dinsdag 10:00' })).toBe('Ik heb plek: dinsdag 10:00')
		expect(answerLine({ ...base, answer: 'plek', call_me: true })).toBe('Ik heb plek: bel me om een afspraak te maken')
		expect(answerLine({ ...base, answer: 'plek' })).toBe('Ik heb plek')
		expect(answerLine({ ...base, answer: 'wachtlijst', waiting_weeks: 1 })).toBe('Wachtlijst: ± 1 week')
		expect(answerLine({ ...base, answer: 'wachtlijst', waiting_weeks: 6 })).toBe('Wachtlijst: ± 6 weken')
		expect(answerLine({ ...base, answer: 'geen-plek', proposal: 'genegeerd' })).toBe('Geen plek')
	})
})

describe('responseTimeLine', () => {
	it('says nothing below three requests, then the median', () => {
		expect(responseTimeLine([1, 2])).toBeUndefined()
		expect(responseTimeLine([1, 2, 3])).toBe('Reageert meestal binnen een paar uur')
		expect(responseTimeLine([5, 20, 400])).toBe('Reageert meestal binnen 1 dag')
		expect(responseTimeLine([30, 40, 60, 70])).toBe('Reageert meestal binnen 3 dagen')
		expect(responseTimeLine([200, 300, 400])).toBe('Reageert meestal na meer dan een week')
	})
})

it('writes a weight the Dutch way', () => {
	expect(weightText(12.5)).toBe('12,5 kg')
	expect(weightText(8)).toBe('8 kg')
})
