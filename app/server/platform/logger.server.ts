import pino from 'pino'
import { maskEmails } from './mask.server'

/**
 * The app's log. Fields that name a person (e-mail addresses, mail recipients) are masked wherever
 * they appear; the request log writes URLs through `loggableUrl`, which masks tokens and addresses.
 */
export const logger = pino({
	level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
	base: undefined,
	redact: { paths: ['email', 'to', '*.email', '*.to', 'user.email', 'args[*].email'], censor: '[e-mail]' },
})

/**
 * A one-line reason for an error, from the innermost cause (drizzle wraps the driver's error), with
 * e-mail addresses masked: an SMTP refusal names its recipient.
 */
export function errorReason(error: unknown): string {
	let current = error
	while (current instanceof Error && current.cause) current = current.cause
	if (current instanceof AggregateError && current.errors.length) return errorReason(current.errors[0])
	if (current instanceof Error) return maskEmails(current.message || (current as NodeJS.ErrnoException).code || current.name)
	return maskEmails(String(current))
}
