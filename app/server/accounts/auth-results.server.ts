import { authErrorMessage, type AuthAction, type AuthFailure } from '~/lib/accounts/auth-messages'
import type { PhoneCodeStep } from '~/lib/accounts/auth-form'
import type { FieldErrors } from '~/lib/common/forms'
import { relayed, type AppError, type RefusalCode } from '../platform/errors.server'
import type { AuthAnswer } from './auth.server'

/** A refusal as a result: its kind, the Dutch text a visitor reads and, for forms, the text per field. */
export type Refused = { kind: 'refused'; code: RefusalCode; message: string; fields?: FieldErrors }

/** A mail went out, or would have: the answer never tells whether the address has an account. */
export type MailSent = { kind: 'mail-sent' }

/** A text with a code went out, or would have: the code step, for the number and the request key of this browser. */
export type CodeSent = { kind: 'code-sent'; step: PhoneCodeStep }

/** The password is set; the account logs in with it. */
export type PasswordUpdated = { kind: 'password-updated' }

export const MAIL_SENT: MailSent = { kind: 'mail-sent' }
export const PASSWORD_UPDATED: PasswordUpdated = { kind: 'password-updated' }

export const refusedAs = ({ code, message, fields }: AppError): Refused => ({ kind: 'refused', code, message, ...(fields && { fields }) })

/** better-auth's refusal in Dutch, with its kind (a failure inside better-auth is 'unavailable'). */
export function refusedBy(answer: AuthAnswer, action: AuthAction, byPhone = false): Refused {
	const failure = readFailure(answer)
	return refusedAs(relayed(failure.status, authErrorMessage(action, failure, byPhone)))
}

export function readFailure({ status, body, retryAfter }: AuthAnswer): AuthFailure {
	const { code, message } = (body ?? {}) as { code?: string; message?: string }
	return { status, code, message, retryAfter }
}
