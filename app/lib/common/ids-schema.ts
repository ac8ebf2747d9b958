import { z } from 'zod'
import { SALON_NOT_FOUND } from '../salons/messages'

/** A database id from a form field: a positive integer that fits PostgreSQL's integer. */
export const formId = (message: string) =>
	z
		.string({ error: message })
		.trim()
		.regex(/^\d{1,10}$/, message)
		.transform(Number)
		.pipe(z.number().int().min(1, message).max(2_147_483_647, message))

/** The salon a form acts on. */
export const salonIdField = formId(SALON_NOT_FOUND)
