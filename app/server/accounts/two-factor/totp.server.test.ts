import * as OTPAuth from 'otpauth'
import { describe, expect, it } from 'vitest'
import { keyOfBase32, keyOfStoredSecret, storedSecretOf, totpCode, totpMatches } from './totp.server'

const RFC_KEY = new TextEncoder().encode('12345678901234567890')
const DEMO_KEY = keyOfBase32('JBSWY3DPEHPK3PXP')
const appCode = (secret: string, timestamp: number) =>
	new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp })

describe('TOTP', () => {
	it('computes the RFC 6238 (SHA-1) test values, cut to 6 digits', () => {
		// RFC 6238 appendix B: T = 59 s gives 94287082, T = 1111111109 s gives 07081804.
		expect(totpCode(RFC_KEY, 59_000)).toBe('287082')
		expect(totpCode(RFC_KEY, 1_111_111_109_000)).toBe('081804')
		expect(totpMatches(RFC_KEY, '287082', 59_000)).toBe(true)
		expect(totpMatches(RFC_KEY, '081804', 1_111_111_109_000)).toBe(true)
	})

	it('accepts what an authenticator app shows for the demo secret, one step either side, and nothing else', () => {
		const now = Date.UTC(2026, 10, 23, 12, 0, 10)
		expect(totpMatches(DEMO_KEY, appCode('JBSWY3DPEHPK3PXP', now), now)).toBe(true)
		expect(totpMatches(DEMO_KEY, appCode('JBSWY3DPEHPK3PXP', now - 30_000), now)).toBe(true)
		expect(totpMatches(DEMO_KEY, appCode('JBSWY3DPEHPK3PXP', now + 30_000), now)).toBe(true)
		expect(totpMatches(DEMO_KEY, appCode('JBSWY3DPEHPK3PXP', now - 60_000), now)).toBe(false)
		for (const wrong of ['', '12345', '1234567', 'abcdef']) expect(totpMatches(DEMO_KEY, wrong, now)).toBe(false)
	})

	it('reads the demo base32 key to the bytes an app uses (some of them 0x80 or more)', () => {
		expect(Buffer.from(DEMO_KEY).toString('hex')).toBe('48656c6c6f21deadbeef')
	})

	it("stores any key as text better-auth keeps, and reads better-auth's own ASCII secrets unchanged", () => {
		expect(keyOfStoredSecret(storedSecretOf(DEMO_KEY))).toEqual(DEMO_KEY)
		expect(keyOfStoredSecret('AbC123xyz')).toEqual(new TextEncoder().encode('AbC123xyz'))
	})
})
