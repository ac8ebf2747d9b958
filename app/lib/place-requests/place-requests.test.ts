import { describe, expect, it } from 'vitest'
import {
	answerForDogOwner,
	answerLine,
	COMMON_BREEDS,
	PLACE_REQUEST_STATUS_LABELS,
	responseTimeLine,
	takesRequests,
	weightText,
} from './place-requests'

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
		// A wait of 0 weeks says nothing: never 'Wachtlijst: ± 0 weken'.
		expect(answerLine({ ...base, answer: 'wachtlijst', waiting_weeks: 0 })).toBe('Wachtlijst')
		expect(answerLine({ ...base, answer: 'plek', proposal: 'dinsdag 10:00', call_me: true })).toBe(
			'Ik heb plek: dinsdag 10:00; bel me om een afspraak te maken',
		)
	})
})

describe('answerForDogOwner', () => {
	const base = { proposal: null, call_me: false, waiting_weeks: null }
	it('speaks of the salon, says who calls whom, and that a waiting list puts no dog on a list', () => {
		expect(answerForDogOwner({ ...base, answer: 'plek', proposal: 'dinsdag 10:00', call_me: true })).toBe(
			'De salon heeft plek, voorstel: dinsdag 10:00. De salon vraagt je te bellen om de afspraak te maken.',
		)
		expect(answerForDogOwner({ ...base, answer: 'plek' })).toBe('De salon heeft plek.')
		expect(answerForDogOwner({ ...base, answer: 'wachtlijst', waiting_weeks: 4 })).toBe(
			"De salon heeft nu geen plek en verwacht over ongeveer 4 weken weer plek. Je hond staat daarmee nog niet op een wachtlijst; alleen op 'Ik heb plek' kun je ingaan.",
		)
		expect(answerForDogOwner({ ...base, answer: 'wachtlijst', waiting_weeks: 0 })).toMatch(
			/^De salon heeft nu geen plek en verwacht later weer plek\./,
		)
		expect(answerForDogOwner({ ...base, answer: 'geen-plek' })).toBe('De salon heeft geen plek.')
	})
})

describe('responseTimeLine', () => {
	it('says nothing below three requests, then the median', () => {
		expect(responseTimeLine([1, 2])).toBeUndefined()
		expect(responseTimeLine([1, 2, 3])).toBe('Reageert meestal binnen een paar uur op plekaanvragen')
		expect(responseTimeLine([5, 20, 400])).toBe('Reageert meestal binnen 1 dag op plekaanvragen')
		expect(responseTimeLine([30, 40, 60, 70])).toBe('Reageert meestal binnen 3 dagen op plekaanvragen')
		expect(responseTimeLine([200, 300, 400])).toBe('Reageert meestal pas na meer dan een week op plekaanvragen')
	})
})

it('writes a weight the Dutch way', () => {
	expect(weightText(12.5)).toBe('12,5 kg')
	expect(weightText(8)).toBe('8 kg')
})

describe('the words of Plek aanvragen', () => {
	it("calls an expired request 'Verlopen', not 'Gesloten', and lists each breed once, in Dutch spelling", () => {
		expect(PLACE_REQUEST_STATUS_LABELS.expired).toBe('Verlopen')
		expect(COMMON_BREEDS).toContain('Duitse herder')
		expect(COMMON_BREEDS).toContain('Teckel')
		// A dachshund is a teckel: one name for one breed.
		expect(COMMON_BREEDS).not.toContain('Dashond')
		expect(new Set(COMMON_BREEDS).size).toBe(COMMON_BREEDS.length)
	})
})
