import { z } from 'zod'
import { isDutchMobileE164, isPlaceholderEmail, looksLikePhone, normalizeDutchMobile, PHONE_INVALID_MESSAGE } from './phone'

/** The minimum applies to new passwords (sign-up and reset), not to logging in. */
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 128
export const NAME_MAX = 50
const EMAIL_MAX = 254

export const PASSWORD_TOO_SHORT = 'Wachtwoord moet minimaal 6 karakters lang zijn.'
export const PASSWORDS_DIFFER = 'Wachtwoorden komen niet overeen.'
export const INVALID_EMAIL = 'Voer een geldig e-mailadres in.'
export const PASSWORD_MISSING = 'Vul je wachtwoord in.'
export const PASSWORD_TOO_LONG = `Wachtwoord mag maximaal ${PASSWORD_MAX} tekens lang zijn.`
export const NAME_INVALID = 'Vul een geldige naam in.'
const EMAIL_MISSING = 'Vul je e-mailadres in.'
const EMAIL_OR_PHONE_MISSING = 'Vul je e-mailadres of mobiele nummer in.'
const ASK_A_NEW_CODE = 'Vraag een nieuwe code aan.'
const BROKEN_LINK = 'De link is ongeldig.'

export const email = z
	.string({ error: EMAIL_MISSING })
	.trim()
	.min(1, EMAIL_MISSING)
	.max(EMAIL_MAX, INVALID_EMAIL)
	.pipe(z.email(INVALID_EMAIL))
	.transform((value) => value.toLowerCase())

export const password = z.string({ error: PASSWORD_MISSING }).min(1, PASSWORD_MISSING).max(PASSWORD_MAX, PASSWORD_TOO_LONG)

export const newPassword = password.pipe(z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT))

// Line breaks, tabs, other control characters and the ones that turn the direction of text.
const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u
// Anything a mail program may turn into a link: a scheme, 'www.', an e-mail address or a domain.
const WEB_ADDRESS = /(?:https?|ftp|mailto):|:\/\/|www\.|@|[\p{L}\p{N}-][.。．｡]\p{L}{2}/iu

/**
 * A name as people write it, and as mails greet them ('Beste Fleur de Vries,'): trimmed, at most
 * `max` characters, on one line, and never an address that mails would turn into a link.
 */
function nameRule(max: number) {
	return z
		.string({ error: NAME_INVALID })
		.trim()
		.max(max, `Naam mag maximaal ${max} tekens bevatten.`)
		.refine((value) => !NOT_IN_A_NAME.test(value), 'Naam mag geen regeleinden of besturingstekens bevatten.')
		.refine((value) => !WEB_ADDRESS.test(value), 'Naam mag geen webadres of e-mailadres bevatten.')
}

/** An optional first or last name; empty becomes null. */
export const personName = nameRule(NAME_MAX)
	.nullish()
	.transform((value) => value || null)

/** The name of an account (first and last name with a space between), as better-auth stores it. */
export const accountName = nameRule(2 * NAME_MAX + 1)

/**
 * The one sign-in field: an e-mail address (lower-cased) or a Dutch mobile number written any way,
 * which becomes E.164 ('+316…'); input made of digits is always read as a number.
 */
const emailOrPhone = z
	.string({ error: EMAIL_OR_PHONE_MISSING })
	.trim()
	.min(1, EMAIL_OR_PHONE_MISSING)
	.max(EMAIL_MAX, INVALID_EMAIL)
	.transform((value, ctx) => {
		if (looksLikePhone(value)) {
			const number = normalizeDutchMobile(value)
			if (!number) ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE })
			return number ?? value
		}
		// The stand-in addresses of phone accounts (.invalid) are nobody's to type.
		if (!z.email().safeParse(value).success || isPlaceholderEmail(value)) ctx.addIssue({ code: 'custom', message: INVALID_EMAIL })
		return value.toLowerCase()
	})

/** True when the sign-in field held a phone number (the schema made it E.164). */
export const isPhoneIdentifier = isDutchMobileE164

export const loginSchema = z.object({ email: emailOrPhone, password })

export const signupSchema = z
	.object({
		firstName: personName,
		lastName: personName,
		email: emailOrPhone,
		password: newPassword,
		confirmPassword: z.string().optional(),
	})
	.refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER })

/** Forgot password and resending the verification mail need only the address. */
export const emailOnlySchema = z.object({ email })

/** Forgot password: an e-mail address (a link by mail) or a number (a code by SMS). */
export const forgotSchema = z.object({ email: emailOrPhone })

/** A Dutch mobile number written any way, as E.164; anything else is refused with `message`. */
export const dutchMobile = (message: string) =>
	z
		.string({ error: message })
		.max(40, message)
		.transform((value, ctx) => normalizeDutchMobile(value) ?? (ctx.addIssue({ code: 'custom', message }), z.NEVER))

const phoneNumber = dutchMobile(PHONE_INVALID_MESSAGE)

/** The six digits sent by SMS. */
export const smsCode = z
	.string({ error: 'Vul de code uit de sms in.' })
	.trim()
	.regex(/^\d{6}$/, 'De code bestaat uit 6 cijfers.')

/** The code step of a sign-up by phone. */
/** The key of one code request, given to the browser that asked: a code only works with it. */
export const codeRequest = z.string({ error: ASK_A_NEW_CODE }).regex(/^[A-Za-z0-9_-]{22}$/, ASK_A_NEW_CODE)

export const phoneCodeSchema = z.object({ phone: phoneNumber, request: codeRequest, code: smsCode })

/** 'Geen sms ontvangen?': only the number; the new code gets a new request key. */
export const phoneResendSchema = z.object({ phone: phoneNumber })

/** The code step of a reset by phone: the code and the new password twice. */
export const phoneResetSchema = z
	.object({ phone: phoneNumber, request: codeRequest, code: smsCode, password: newPassword, confirmPassword: z.string().optional() })
	.refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER })

export const resetPasswordSchema = z
	.object({
		token: z.string({ error: BROKEN_LINK }).trim().min(1, BROKEN_LINK).max(200, BROKEN_LINK),
		password: newPassword,
		confirmPassword: z.string().optional(),
	})
	.refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER })
