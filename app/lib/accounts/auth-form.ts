import type { ActionFailure } from '../common/forms'

export const AUTH_INTENTS = ['login', 'signup', 'forgot', 'resend', 'reset', 'two-factor', 'phone-code', 'phone-reset'] as const
export type AuthIntent = (typeof AUTH_INTENTS)[number]

/** The one sign-in field, on login and sign-up alike: its label names the number only where phone sign-in works. */
export const identifierField = (phoneSignIn: boolean) =>
	({
		label: phoneSignIn ? 'E-mailadres of mobiel nummer' : 'E-mailadres',
		name: 'email',
		type: 'text',
		autoComplete: 'username',
		required: true,
	}) as const

/** A mail went out: the confirmation shown in place of the form, and the address it went to. */
export type AuthSent = { ok: true; intent: AuthIntent; notice: string; email: string; codeFor?: PhoneCodeStep }

/** A code went out by SMS: the form that takes it, for the number (E.164) it went to and the request key only this browser has. */
export type PhoneCodeStep = { purpose: 'sign-up' | 'reset'; phone: string; request: string }

/** What an /auth form reads after a post that did not redirect: the mail it sent, or its refusal. */
export type AuthFormResult = AuthSent | ActionFailure
