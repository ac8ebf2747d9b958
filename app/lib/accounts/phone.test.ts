import { describe, expect, it } from 'vitest'
import { formatPhone, isDutchMobileE164, normalizeDutchMobile, normalizePhoneNumber } from './phone'

describe('normalizeDutchMobile', () => {
	it('reads the four usual spellings as one number in E.164', () => {
		for (const spelling of ['06 12345678', '06-12345678', '+31 6 1234 5678', '0031612345678']) {
			expect(normalizeDutchMobile(spelling)).toBe('+31612345678')
		}
	})

	it('accepts surrounding spaces, dots and brackets', () => {
		expect(normalizeDutchMobile('  (06) 12.34.56.78 ')).toBe('+31612345678')
	})

	it('refuses Dutch landline, service and machine numbers', () => {
		expect(normalizeDutchMobile('020 1234567')).toBeNull()
		expect(normalizeDutchMobile('0900 1234567')).toBeNull()
		expect(normalizeDutchMobile('097 012345678')).toBeNull()
	})

	it('refuses foreign numbers, also foreign mobiles', () => {
		expect(normalizeDutchMobile('+32 470 12 34 56')).toBeNull()
		expect(normalizeDutchMobile('+44 7700 900123')).toBeNull()
		expect(normalizeDutchMobile('0049 151 12345678')).toBeNull()
	})

	it('refuses too short, too long and non-numeric input', () => {
		expect(normalizeDutchMobile('06 1234567')).toBeNull()
		expect(normalizeDutchMobile('06 123456789')).toBeNull()
		expect(normalizeDutchMobile('06 1234567a')).toBeNull()
		expect(normalizeDutchMobile('')).toBeNull()
	})
})

describe('formatPhone', () => {
	it('writes an E.164 mobile number the Dutch way', () => {
		expect(formatPhone('+31612345678')).toBe('06 12345678')
	})
})

describe('isDutchMobileE164', () => {
	it('knows a normalised number from an e-mail address that starts with a plus', () => {
		expect(isDutchMobileE164('+31612345678')).toBe(true)
		expect(isDutchMobileE164('+anna@example.com')).toBe(false)
		expect(isDutchMobileE164('+3161234567')).toBe(false)
	})
})

describe('formatPhone', () => {
	it('writes every number the same way, with the area code where it belongs', () => {
		expect(formatPhone('025-5653886')).toBe('0255 653 886')
		expect(formatPhone('0255653886')).toBe('0255 653 886')
		expect(formatPhone('020-1234567')).toBe('020 123 4567')
		expect(formatPhone('+31 20 123 4567')).toBe('020 123 4567')
		expect(formatPhone('0612345678')).toBe('06 12345678')
		expect(formatPhone('+31612345678')).toBe('06 12345678')
		expect(formatPhone('+32 2 512 34 56')).toBe('+32 2 512 34 56')
		expect(formatPhone(' bel ons ')).toBe('bel ons')
	})
})

describe('normalizePhoneNumber', () => {
	it('reads a Dutch mobile or fixed number and a foreign one with its code, as people type them', () => {
		for (const [typed, e164] of [
			['06 12345678', '+31612345678'],
			['020-123 4567', '+31201234567'],
			['(0255) 65 38 86', '+31255653886'],
			['0032 470 12 34 56', '+32470123456'],
		] as const)
			expect(normalizePhoneNumber(typed), typed).toBe(e164)
	})
	it('refuses what no one can call', () => {
		for (const typed of ['12', '12345', 'bel me', '06 1234', '+31 6 1234 5678 9', "0612345678'; drop table"])
			expect(normalizePhoneNumber(typed), typed).toBeNull()
	})
})
