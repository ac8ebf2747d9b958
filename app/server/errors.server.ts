import { data } from 'react-router'
import type { ActionFailure, FieldErrors } from '~/lib/forms'

/**
 * A refusal the user should read: the Dutch message, the HTTP status and, for forms, the message per
 * field. Domain functions throw it; `handleAction` turns it into the answer. Anything else thrown is
 * a bug and stays a 500 (logged, never shown).
 */
export class AppError extends Error {
	override name = 'AppError'
	readonly status: number
	readonly fields?: FieldErrors
	constructor(status: number, message: string, fields?: FieldErrors) {
		super(message)
		this.status = status
		this.fields = fields
	}
}

export const invalid = (message: string, fields?: FieldErrors) => new AppError(400, message, fields)
export const unauthenticated = (message = 'Je moet ingelogd zijn om dit te doen.') => new AppError(401, message)
export const forbidden = (message = 'Je hebt geen toegang tot deze actie.') => new AppError(403, message)
export const notFound = (message: string) => new AppError(404, message)
export const conflict = (message: string) => new AppError(409, message)
export const tooManyRequests = (message = 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.') => new AppError(429, message)
/** The payment provider failed or answered what we cannot use. */
export const badGateway = (message: string) => new AppError(502, message)
/** Something the work needs is down or not set up (the database, storage, the payment provider): try again later. */
export const unavailable = (message: string) => new AppError(503, message)
/** better-auth's refusal passed on with its own status; a failure inside better-auth is a 503, never a 500. */
export const relayed = (status: number, message: string, fields?: FieldErrors) => new AppError(status < 500 ? status : 503, message, fields)

/** The one converter from a refusal to an HTTP answer that forms and fetchers read. */
export function failure(error: AppError) {
	const body: ActionFailure = { ok: false, message: error.message, ...(error.fields ? { fields: error.fields } : {}) }
	return data(body, { status: error.status })
}

/**
 * Runs an action's work and answers an AppError with its status and Dutch message; redirects and
 * responses thrown by the permission helpers pass through unchanged.
 */
export async function handleAction<T>(work: () => Promise<T>) {
	try {
		return await work()
	} catch (error) {
		if (error instanceof AppError) return failure(error)
		throw error
	}
}
