import { createHmac } from 'node:crypto'
import { safeEqual } from '../safe-equal.server'

/** The parameters every authenticator app assumes: HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1' } as const
/** Steps accepted either side of the current one, for a phone clock that is a little off. */
const DRIFT_STEPS = 1

/** RFC 4226: the one-time code for this counter. */
export function hotp(key: Uint8Array, counter: number): string {
	const message = Buffer.alloc(8)
	message.writeBigUInt64BE(BigInt(counter))
	const mac = createHmac('sha1', key).update(message).digest()
	const offset = mac[mac.length - 1]! & 0x0f
	const binary = mac.readUInt32BE(offset) & 0x7fffffff
	return String(binary % 10 ** TOTP.digits).padStart(TOTP.digits, '0')
}

export function stepAt(time: number): number {
	return Math.floor(time / 1000 / TOTP.periodSeconds)
}

/** RFC 6238: the code of the current step, or of the step before or after it. */
export function totpMatches(key: Uint8Array, code: string, time = Date.now()): boolean {
	if (!/^\d+$/.test(code) || code.length !== TOTP.digits) return false
	const step = stepAt(time)
	let matched = false
	for (let drift = -DRIFT_STEPS; drift <= DRIFT_STEPS; drift++) {
		matched = safeEqual(code, hotp(key, step + drift)) || matched
	}
	return matched
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
