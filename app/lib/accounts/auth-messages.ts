import { INVALID_EMAIL, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './auth-schema'

export type AuthFailure = { status: number; code?: string; message?: string; retryAfter?: number }
export type AuthAction = 'login' | 'signup' | 'reset' | 'mail'

const SOMETHING_WENT_WRONG = 'Er is een fout opgetreden.'

/** The fallback per action when the server's message is not one we know. */
const FALLBACK: Record<AuthAction, string> = {
	login: 'Er is een fout opgetreden bij het inloggen.',
	signup: 'Er is een fout opgetreden bij het aanmelden.',
	reset: SOMETHING_WENT_WRONG,
	mail: SOMETHING_WENT_WRONG,
}

export const UNVERIFIED_MESSAGE =
	'Je e-mailadres is nog niet bevestigd. Klik op de link in de e-mail die we je stuurden, of vraag hieronder een nieuwe link aan.'
export const ALREADY_REGISTERED = 'Dit email adres is al geregistreerd. Probeer in te loggen.'

const LINK_EXPIRED = 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.'
const FOREIGN_FORM = 'Dit formulier kwam niet van onze website. Vernieuw de pagina en probeer het opnieuw.'
const BY_CODE: Record<string, string> = {
	INVALID_EMAIL_OR_PASSWORD: 'Onjuist e-mailadres of wachtwoord.',
	EMAIL_NOT_VERIFIED: UNVERIFIED_MESSAGE,
	INVALID_EMAIL,
	PASSWORD_TOO_SHORT: PASSWORD_TOO_SHORT,
	PASSWORD_TOO_LONG,
	INVALID_TOKEN: LINK_EXPIRED,
	TOKEN_EXPIRED: LINK_EXPIRED,
	INVALID_ORIGIN: FOREIGN_FORM,
	MISSING_OR_NULL_ORIGIN: FOREIGN_FORM,
}

/** A log-in with a mobile number names the number, not an address it never typed. */
export const WRONG_NUMBER_OR_PASSWORD = 'Onjuist mobiel nummer of wachtwoord.'

/** better-auth's English error as the Dutch text a visitor sees; `byPhone` when the visitor typed a mobile number. */
export function authErrorMessage(action: AuthAction, failure: AuthFailure, byPhone = false): string {
	if (failure.status === 429) return tooManyAttempts(failure.retryAfter)
	if (byPhone && failure.code === 'INVALID_EMAIL_OR_PASSWORD') return WRONG_NUMBER_OR_PASSWORD
	if (failure.code && BY_CODE[failure.code]) return BY_CODE[failure.code]!
	// The spec's rule for sign-up: any 'already registered'/'already exists' answer becomes one Dutch text.
	if (/already (registered|exists)/i.test(`${failure.code ?? ''} ${failure.message ?? ''}`.replaceAll('_', ' '))) return ALREADY_REGISTERED
	return FALLBACK[action]
}

/**
 * A limit's refusal: what was too much in this flow (else 'Te veel pogingen.') and when to try again:
 * 'Je hebt veel plekaanvragen verstuurd. Probeer het over 40 minuten opnieuw.'
 */
export function tooManyAttempts(seconds?: number, what = 'Te veel pogingen.') {
	if (!seconds || seconds <= 1) return `${what} Wacht even en probeer het opnieuw.`
	return `${what} Probeer het over ${waitText(seconds)} opnieuw.`
}

function waitText(seconds: number) {
	if (seconds < 90) return `${seconds} seconden`
	if (seconds < 60 * 60) return `${Math.ceil(seconds / 60)} minuten`
	const hours = Math.ceil(seconds / 3600)
	return hours === 1 ? 'een uur' : `${hours} uur`
}
