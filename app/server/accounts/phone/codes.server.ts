import { createHmac, randomInt } from 'node:crypto'
import { safeEqual } from '../../platform/safe-equal.server'

/** A code sent by SMS is valid this long. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000
/** Wrong tries allowed on one code; after that a new code is needed. */
export const CODE_MAX_ATTEMPTS = 5

/** A fresh 6-digit code, leading zeros kept. */
export function generateCode(): string {
	return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/**
 * The stored form of a code: an HMAC with the server secret, bound to what it was sent for (the
 * number, and the request of the browser that asked for it).
 */
export function hashCode(secret: string, boundTo: string, code: string): string {
	return createHmac('sha256', secret).update(`${boundTo}:${code}`).digest('hex')
}

export type StoredCode = { hash: string; expiresAt: Date; attempts: number }

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted'

/** Checks a typed code against the stored one; 'wrong' means the caller counts one more attempt. */
export function checkCode(secret: string, boundTo: string, typed: string, stored: StoredCode, now: Date): CodeCheck {
	if (stored.attempts >= CODE_MAX_ATTEMPTS) return 'exhausted'
	if (now.getTime() >= stored.expiresAt.getTime()) return 'expired'
	if (!/^\d{6}$/.test(typed.trim())) return 'wrong'
	const actual = Buffer.from(hashCode(secret, boundTo, typed.trim()), 'hex')
	return safeEqual(actual, Buffer.from(stored.hash, 'hex')) ? 'ok' : 'wrong'
}
