import { describe, expect, it } from 'vitest'
import { COAT_TYPES } from './coats'
import { RHYTHM_CHOICES, RHYTHM_WEEKS, rhythmText, SUGGESTED_RHYTHM } from './rhythm'

describe('a dog’s rhythm', () => {
	it('offers 2 to 12 weeks one by one, then every two weeks to 26', () => {
		expect(RHYTHM_CHOICES.slice(0, 11)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
		expect(RHYTHM_CHOICES.slice(11)).toEqual([14, 16, 18, 20, 22, 24, 26])
		expect(RHYTHM_CHOICES.at(-1)).toBe(RHYTHM_WEEKS.max)
	})

	it('suggests one of the choices for every coat: curly and long coats every 6 weeks, a short coat least often', () => {
		for (const coat of COAT_TYPES) expect(RHYTHM_CHOICES).toContain(SUGGESTED_RHYTHM[coat])
		expect(SUGGESTED_RHYTHM.krullend).toBe(6)
		expect(SUGGESTED_RHYTHM.lang).toBe(6)
		expect(Math.max(...Object.values(SUGGESTED_RHYTHM))).toBe(SUGGESTED_RHYTHM.kort)
	})

	it('reads as Dutch', () => {
		expect(rhythmText(6)).toBe('Elke 6 weken')
		expect(rhythmText(null)).toBe('Geen vast ritme')
	})
})
