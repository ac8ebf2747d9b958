import type { FieldErrors } from './forms'

export const AUTH_INTENTS = ['login', 'signup', 'forgot', 'resend', 'reset', 'two-factor'] as const
export type AuthIntent = (typeof AUTH_INTENTS)[number]

/** What an /auth form shows after a post that did not redirect. */
export type AuthFormResult = {
	intent: AuthIntent
	fieldErrors?: FieldErrors
	formError?: string
	/** The login was refused because the address is not verified yet: offer to resend the link. */
	unverified?: boolean
	/** A confirmation shown in place of the form (mail sent). */
	notice?: string
	email?: string
}
