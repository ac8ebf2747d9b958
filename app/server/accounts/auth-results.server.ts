import { authErrorMessage, type AuthAction, type AuthFailure } from '~/lib/accounts/auth-messages'
import type { PhoneCodeStep } from '~/lib/accounts/auth-form'
import type { FieldErrors } from '~/lib/common/forms'
import { relayed, type AppError, type RefusalCode } from '../platform/errors.server'

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

/** The Set-Cookie values better-auth answered (a new session, the pending second step), to pass on to the browser. */
export const setCookiesOf = (response: Response) => response.headers.getSetCookie()

/** better-auth's refusal in Dutch, with its kind (a failure inside better-auth is 'unavailable'). */
export async function refusedBy(response: Response, action: AuthAction, byPhone = false): Promise<Refused> {
	const failure = await readFailure(response)
	return refusedAs(relayed(failure.status, authErrorMessage(action, failure, byPhone)))
}

export async function readFailure(response: Response): Promise<AuthFailure> {
	const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
	const retryAfter = Number(response.headers.get('x-retry-after')) || undefined
	return { status: response.status, code: body.code, message: body.message, retryAfter }
}
