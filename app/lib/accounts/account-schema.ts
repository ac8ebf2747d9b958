import { z } from 'zod'
import { isPlaceholderEmail } from './phone'
import { dutchMobile, email, INVALID_EMAIL, newPassword, password, PASSWORDS_DIFFER, phoneCodeSchema } from './auth-schema'

const CURRENT_PASSWORD_MISSING = 'Vul je huidige wachtwoord in.'
const currentPassword = z.string({ error: CURRENT_PASSWORD_MISSING }).min(1, CURRENT_PASSWORD_MISSING).max(128, CURRENT_PASSWORD_MISSING)

/** Changing the password of a logged-in user: the current one, a new one and its confirmation. */
export const changePasswordSchema = z
	.object({ currentPassword, password: newPassword, confirmPassword: z.string().optional() })
	.refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER })

export const DELETE_CONFIRMATION_MISSING = 'Vink aan dat je je account en je gegevens definitief wilt verwijderen.'

/** Deleting the account needs the password and an explicit confirmation. */
export const deleteAccountSchema = z.object({
	password,
	confirm: z.literal('on', { error: DELETE_CONFIRMATION_MISSING }),
})

/** Adding or changing the mobile number: the number a code goes to, and the current password (a session alone is not enough). */
export const phoneNumberSchema = z.object({ phone: dutchMobile('Vul een Nederlands mobiel nummer in (06…).'), currentPassword })

/** The code step of a number change: the number, the request key this browser got, and the six digits. */
export const phoneNumberCodeSchema = phoneCodeSchema

/** A real address for a phone account, confirmed by a link before it replaces the stand-in. */
export const newEmailSchema = z.object({
	email: email.refine((value) => !isPlaceholderEmail(value), INVALID_EMAIL),
})
