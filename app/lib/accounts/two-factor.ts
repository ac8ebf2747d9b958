import { z } from 'zod'
import { PASSWORD_MISSING } from './auth-schema'

/** "Deze browser 30 dagen vertrouwen": no second step on this browser for this long. */
export const TRUST_DEVICE_DAYS = 30
export const BACKUP_CODE_COUNT = 10

export const TWO_FACTOR_MESSAGES = {
	code: 'Vul de 6 cijfers uit je authenticator-app in, of een back-upcode.',
	invalid: 'Deze code klopt niet. Probeer het opnieuw.',
	locked: 'Te veel onjuiste codes. Je account is een kwartier geblokkeerd; probeer het daarna opnieuw.',
	expired: 'Je inlogpoging is verlopen. Log opnieuw in met je e-mailadres en wachtwoord.',
	adminRequired: 'Beheerders moeten tweestapsverificatie gebruiken. Stel het hieronder in om verder te gaan.',
} as const

const code = z
	.string({ error: TWO_FACTOR_MESSAGES.code })
	.transform((value) => value.replace(/\s/g, ''))
	.pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.code))

/** A code of six digits comes from the app; anything else is tried as a backup code. */
export const isAppCode = (code: string) => /^\d{6}$/.test(code)

/** The second step of the login: one field for a code from the app or one of the backup codes. */
export const twoFactorLoginSchema = z.object({
	code: z
		.string({ error: TWO_FACTOR_MESSAGES.code })
		.transform((value) => value.replace(/\s/g, ''))
		.pipe(z.string().min(6, TWO_FACTOR_MESSAGES.code).max(64, TWO_FACTOR_MESSAGES.code)),
	trustDevice: z.literal('on').optional(),
	redirectTo: z.string().optional(),
})

/** Turning it on needs the password; confirming needs the first code; turning it off needs both. */
export const enableTwoFactorSchema = z.object({
	password: z.string({ error: PASSWORD_MISSING }).min(1, PASSWORD_MISSING).max(128),
})
export const confirmTwoFactorSchema = z.object({ code })
export const disableTwoFactorSchema = z.object({
	password: z.string({ error: PASSWORD_MISSING }).min(1, PASSWORD_MISSING).max(128),
	code,
})

/** better-auth's codes for the second step, in Dutch. */
export function twoFactorError(code: string | undefined): string {
	if (code === 'ACCOUNT_TEMPORARILY_LOCKED' || code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') return TWO_FACTOR_MESSAGES.locked
	if (code === 'INVALID_TWO_FACTOR_COOKIE') return TWO_FACTOR_MESSAGES.expired
	return TWO_FACTOR_MESSAGES.invalid
}
