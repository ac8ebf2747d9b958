import { describe, expect, it } from 'vitest'
import { ALREADY_REGISTERED, authErrorMessage, tooManyAttempts, UNVERIFIED_MESSAGE } from './auth-messages'

describe('authErrorMessage', () => {
	it('translates the codes better-auth answers with', () => {
		expect(authErrorMessage('login', { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe('Onjuist e-mailadres of wachtwoord.')
		expect(authErrorMessage('login', { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' }, true)).toBe('Onjuist mobiel nummer of wachtwoord.')
		expect(authErrorMessage('login', { status: 403, code: 'EMAIL_NOT_VERIFIED' })).toBe(UNVERIFIED_MESSAGE)
		expect(authErrorMessage('reset', { status: 400, code: 'INVALID_TOKEN' })).toBe(
			'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
		)
		expect(authErrorMessage('signup', { status: 400, code: 'PASSWORD_TOO_SHORT' })).toBe('Wachtwoord moet minimaal 6 karakters lang zijn.')
	})
	it("turns any 'already registered' answer into the spec's text", () => {
		expect(authErrorMessage('signup', { status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toBe(ALREADY_REGISTERED)
		expect(authErrorMessage('signup', { status: 400, message: 'User already registered' })).toBe(ALREADY_REGISTERED)
	})
	it('falls back per action to the spec messages', () => {
		expect(authErrorMessage('login', { status: 500, message: 'boom' })).toBe('Er is een fout opgetreden bij het inloggen.')
		expect(authErrorMessage('signup', { status: 500 })).toBe('Er is een fout opgetreden bij het aanmelden.')
		expect(authErrorMessage('reset', { status: 500 })).toBe('Er is een fout opgetreden.')
	})
	it('explains a rate limit with the waiting time', () => {
		expect(authErrorMessage('login', { status: 429, retryAfter: 42 })).toBe('Te veel pogingen. Probeer het over 42 seconden opnieuw.')
		expect(authErrorMessage('mail', { status: 429, retryAfter: 300 })).toBe('Te veel pogingen. Probeer het over 5 minuten opnieuw.')
		expect(authErrorMessage('signup', { status: 429 })).toBe('Te veel pogingen. Wacht even en probeer het opnieuw.')
	})
	it('says every limit the same way, with the time that limit lasts', () => {
		expect(tooManyAttempts(60)).toBe('Te veel pogingen. Probeer het over 60 seconden opnieuw.')
		expect(tooManyAttempts(15 * 60)).toBe('Te veel pogingen. Probeer het over 15 minuten opnieuw.')
		expect(tooManyAttempts(60 * 60)).toBe('Te veel pogingen. Probeer het over een uur opnieuw.')
		expect(tooManyAttempts(24 * 60 * 60)).toBe('Te veel pogingen. Probeer het over 24 uur opnieuw.')
	})
})

describe('tooManyAttempts in a flow', () => {
	it('says what was too much in that flow, then when to try again', () => {
		expect(tooManyAttempts(40 * 60, 'Je hebt veel plekaanvragen verstuurd.')).toBe(
			'Je hebt veel plekaanvragen verstuurd. Probeer het over 40 minuten opnieuw.',
		)
	})
})
