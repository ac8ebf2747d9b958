import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** The Dutch message shown when a sign-in field holds something that is neither an e-mail nor a Dutch mobile number. */
export const PHONE_INVALID_MESSAGE = 'Vul een Nederlands mobiel nummer in (06…) of een e-mailadres'

// Only Dutch mobile numbers (+316 followed by eight digits) may receive codes: other ranges and
// foreign numbers are refused, because premium and foreign routes are what SMS pumping fraud abuses.
const DUTCH_MOBILE_E164 = /^\+316\d{8}$/

// What a person may type: digits, an optional leading plus, spaces, dashes, dots and brackets.
const PHONE_LIKE = /^\+?[\d\s().-]+$/

/**
 * A typed Dutch mobile number in E.164 ('+31612345678'), or null when it is not one.
 * '06 12345678', '06-12345678', '+31 6 1234 5678' and '0031612345678' are the same number.
 */
export function normalizeDutchMobile(input: string): string | null {
	const trimmed = input.trim()
	if (!PHONE_LIKE.test(trimmed)) return null
	const compact = trimmed.replace(/[\s().-]/g, '').replace(/^00/, '+')
	const parsed = parsePhoneNumberFromString(compact, 'NL')
	if (!parsed || parsed.country !== 'NL' || !parsed.isValid()) return null
	const e164 = parsed.number
	return DUTCH_MOBILE_E164.test(e164) ? e164 : null
}

/**
 * Any phone number a person can be called on, typed as people do, in E.164 ('+31201234567'), or null
 * when it is not one: Dutch numbers (mobile or fixed) without a country code, others with theirs.
 */
export function normalizePhoneNumber(input: string): string | null {
	const trimmed = input.trim()
	if (!PHONE_LIKE.test(trimmed)) return null
	const parsed = parsePhoneNumberFromString(trimmed.replace(/[\s().-]/g, '').replace(/^00/, '+'), 'NL')
	// The small metadata takes some short service numbers for valid; a Dutch number to call has nine digits after the 0.
	if (!parsed?.isValid() || (parsed.country === 'NL' && parsed.nationalNumber.length !== 9)) return null
	return parsed.number
}

/** True when the input looks like a phone number (so a sign-in field should be read as one). */
export function looksLikePhone(input: string): boolean {
	return PHONE_LIKE.test(input.trim()) && /\d/.test(input)
}

/**
 * Any phone number as the site shows it, everywhere the same (libphonenumber-js's own grouping): a
 * Dutch number in the national format ('0255 653 886', '020 123 4567', '06 12345678'), a foreign one
 * in the international format; what cannot be read as a number is shown as it was typed.
 */
export function formatPhone(raw: string): string {
	let shown = formatted.get(raw)
	if (shown === undefined) {
		// Parsing a number costs a tenth of a millisecond, and the same few numbers come back on every dashboard page.
		if (formatted.size >= FORMATTED_KEPT) formatted.clear()
		formatted.set(raw, (shown = formatNow(raw)))
	}
	return shown
}

const FORMATTED_KEPT = 1000
const formatted = new Map<string, string>()

function formatNow(raw: string): string {
	const parsed = parsePhoneNumberFromString(raw.trim().replace(/^00/, '+'), 'NL')
	if (!parsed?.isValid()) return raw.trim()
	return parsed.country === 'NL' ? parsed.formatNational() : parsed.formatInternational()
}

/** True for a Dutch mobile number in E.164 ('+316' and eight digits), as the sign-in field makes it. */
export function isDutchMobileE164(value: string): boolean {
	return DUTCH_MOBILE_E164.test(value)
}

// better-auth needs an e-mail address per user: a phone-only account gets one under the reserved
// .invalid top-level domain (RFC 2606), which can never be delivered and is never mailed.
const PLACEHOLDER_DOMAIN = 'telefoon.invalid'

/** The stand-in address of a phone-only account, unique through its user id. */
export function placeholderEmail(userId: string): string {
	return `${userId}@${PLACEHOLDER_DOMAIN}`
}

/** True for an address that no mail may be sent to: any address under .invalid. */
export function isPlaceholderEmail(email: string): boolean {
	return /\.invalid$/i.test(email.trim())
}
