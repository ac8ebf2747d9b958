import * as OTPAuth from 'otpauth'

/** The parameters every authenticator app assumes: HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP = { digits: 6, period: 30, algorithm: 'SHA1' } as const
/** Steps accepted either side of the current one, for a phone clock that is a little off. */
const DRIFT_STEPS = 1

const secretOf = (key: Uint8Array) => new OTPAuth.Secret({ buffer: Uint8Array.from(key).buffer })

/** The code of the step `time` falls in (RFC 6238; otpauth compares in constant time when it validates). */
export function totpCode(key: Uint8Array, time = Date.now()): string {
	return OTPAuth.TOTP.generate({ secret: secretOf(key), ...TOTP, timestamp: time })
}

/** RFC 6238: the code of the current step, or of the step before or after it. */
export function totpMatches(key: Uint8Array, code: string, time = Date.now()): boolean {
	if (!/^\d+$/.test(code)) return false
	return OTPAuth.TOTP.validate({ token: code, secret: secretOf(key), ...TOTP, timestamp: time, window: DRIFT_STEPS }) !== null
}

/** The raw key of a base32 secret, as authenticator apps show it. */
export function keyOfBase32(base32: string): Uint8Array {
	return OTPAuth.Secret.fromBase32(base32).bytes
}

/**
 * better-auth stores a TOTP secret as text. Here each character is one byte of the key: better-auth's
 * own secrets are ASCII (so nothing changes for them), and any standard key fits (each byte a char).
 */
export function keyOfStoredSecret(stored: string): Uint8Array {
	return new Uint8Array(Buffer.from(stored, 'latin1'))
}

export function storedSecretOf(key: Uint8Array): string {
	return Buffer.from(key).toString('latin1')
}
