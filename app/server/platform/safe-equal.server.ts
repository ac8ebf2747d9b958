import { timingSafeEqual } from 'node:crypto'

/**
 * Whether a secret someone sent equals the expected one (a link's HMAC, a code's hash, a one-time
 * code), in a time that does not tell where they differ. A different length answers false at once:
 * the length of a token or code is no secret.
 */
export function safeEqual(given: string | Uint8Array, expected: string | Uint8Array): boolean {
	const a = typeof given === 'string' ? Buffer.from(given) : given
	const b = typeof expected === 'string' ? Buffer.from(expected) : expected
	return a.length === b.length && timingSafeEqual(a, b)
}
