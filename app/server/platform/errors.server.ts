import type { FieldErrors } from '~/lib/common/forms'

/**
 * What kind of refusal an `AppError` is. The domains speak only in these codes; the HTTP edge
 * (`app/edge/errors.server.ts`) has the one map from a code to a status.
 */
export type RefusalCode =
	| 'invalid'
	| 'unauthenticated'
	| 'forbidden'
	| 'notFound'
	| 'conflict'
	| 'unprocessable'
	| 'tooManyRequests'
	| 'unexpected'
	| 'badGateway'
	| 'unavailable'

/**
 * A refusal the user should read: the Dutch message, its kind and, for forms, the message per field.
 * Domain functions throw it; the edge turns it into an answer. Anything else thrown is a bug and
 * stays a 500 (logged, never shown).
 */
export class AppError extends Error {
	override name = 'AppError'
	readonly code: RefusalCode
	readonly fields?: FieldErrors
	/** What the refused form shows instead of what it showed, as the refusal found it (a booking's free times now). */
	readonly update?: Record<string, unknown>
	constructor(code: RefusalCode, message: string, fields?: FieldErrors, update?: Record<string, unknown>) {
		super(message)
		this.code = code
		this.fields = fields
		this.update = update
	}
}

/** Work that needs an account, asked without a session. */
export const NOT_SIGNED_IN = 'Je moet ingelogd zijn om dit te doen.'
/** What does not exist, or is not there for this client (the demo pages off the machine itself). */
export const NOT_FOUND = 'Niet gevonden'

export const invalid = (message: string, fields?: FieldErrors) => new AppError('invalid', message, fields)
export const unauthenticated = (message = NOT_SIGNED_IN) => new AppError('unauthenticated', message)
export const forbidden = (message = 'Je hebt geen toegang tot deze actie.') => new AppError('forbidden', message)
/** The default is for pages: the not-found page shows its own text; a fetcher's refusal names what is missing. */
export const notFound = (message = NOT_FOUND) => new AppError('notFound', message)
export const conflict = (message: string, update?: Record<string, unknown>) => new AppError('conflict', message, undefined, update)
export const tooManyRequests = (message = 'Te veel pogingen. Probeer het over een paar minuten opnieuw.') =>
	new AppError('tooManyRequests', message)
/** The payment provider failed or answered what we cannot use. */
export const badGateway = (message: string) => new AppError('badGateway', message)
/** Something the work needs is down or not set up (the database, storage, the payment provider): try again later. */
export const unavailable = (message: string) => new AppError('unavailable', message)

/** The refusal kind of a status better-auth answered with; a failure inside better-auth is `unavailable`, never a 500. */
function codeOfAuthStatus(status: number): RefusalCode {
	if (status >= 500) return 'unavailable'
	const known: Record<number, RefusalCode> = {
		401: 'unauthenticated',
		403: 'forbidden',
		404: 'notFound',
		409: 'conflict',
		422: 'unprocessable',
		429: 'tooManyRequests',
	}
	return known[status] ?? 'invalid'
}

/** better-auth's refusal passed on as its kind of refusal (the auth library speaks in statuses). */
export const relayed = (status: number, message: string, fields?: FieldErrors) => new AppError(codeOfAuthStatus(status), message, fields)
