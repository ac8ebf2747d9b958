import { describe, expect, it } from 'vitest'
import { boundedText, tooShortMessage } from './text-schema'

describe('tooShortMessage', () => {
	it('asks to fill in a field where anything will do, and names the minimum otherwise', () => {
		expect(tooShortMessage('Je voornaam', 1)).toBe('Vul je voornaam in.')
		expect(tooShortMessage('De naam van je hond', 1)).toBe('Vul de naam van je hond in.')
		expect(tooShortMessage('Je ervaring', 30)).toBe('Je ervaring moet minimaal 30 tekens bevatten.')
	})
})

describe('boundedText', () => {
	it('tells an empty required field to be filled in, never "minimaal 1 tekens"', () => {
		const result = boundedText(1, 40, 'Je voornaam').safeParse('   ')
		expect(result.success).toBe(false)
		expect(result.error?.issues[0]?.message).toBe('Vul je voornaam in.')
	})
})
