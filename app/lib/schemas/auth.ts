import { z } from 'zod'

/** Spec section 5 and 9: the minimum applies to new passwords (sign-up and reset), not to logging in. */
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 128
export const NAME_MAX = 100
const EMAIL_MAX = 254

export const PASSWORD_TOO_SHORT = 'Wachtwoord moet minimaal 6 karakters lang zijn.'
export const PASSWORDS_DIFFER = 'Wachtwoorden komen niet overeen.'

const email = z
	.string({ error: 'Vul je e-mailadres in.' })
	.trim()
	.min(1, 'Vul je e-mailadres in.')
	.max(EMAIL_MAX, 'Voer een geldig e-mailadres in.')
	.pipe(z.email('Voer een geldig e-mailadres in.'))
	.transform((value) => value.toLowerCase())

export const password = z
	.string({ error: 'Vul je wachtwoord in.' })
	.min(1, 'Vul je wachtwoord in.')
	.max(PASSWORD_MAX, `Wachtwoord mag maximaal ${PASSWORD_MAX} karakters lang zijn.`)

export const newPassword = password.pipe(z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT))

/** An optional first or last name: trimmed, empty becomes null. */
export const personName = z
	.string()
	.trim()
	.max(NAME_MAX, `Naam mag maximaal ${NAME_MAX} tekens bevatten.`)
	.optional()
	.transform((value) => value || null)

export const loginSchema = z.object({ email, password })

export const signupSchema = z
	.object({ firstName: personName, lastName: personName, email, password: newPassword, confirmPassword: z.string().optional() })
	.refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER })

/** Forgot password and resending the verification mail need only the address. */
export const emailOnlySchema = z.object({ email })

export const resetPasswordSchema = z
	.object({
		token: z.string({ error: 'De link is ongeldig.' }).trim().min(1, 'De link is ongeldig.').max(200, 'De link is ongeldig.'),
		password: newPassword,
		confirmPassword: z.string().optional(),
	})
	.refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER })
