import { createHmac, hkdfSync } from 'node:crypto'
import { config } from './config.server'

const keys = new Map<string, { secret: string; key: Buffer }>()

/**
 * A key for one purpose (an HMAC of rate-limit keys, of proof-of-work challenges), derived from
 * AUTH_SECRET with HKDF: one secret to configure, and no purpose's key tells anything about another's.
 */
export function derivedKey(purpose: string): Buffer {
	const { AUTH_SECRET } = config()
	const known = keys.get(purpose)
	if (known?.secret === AUTH_SECRET) return known.key
	const key = Buffer.from(hkdfSync('sha256', AUTH_SECRET, '', purpose, 32))
	keys.set(purpose, { secret: AUTH_SECRET, key })
	return key
}

/** A value (a client, an account) as an HMAC under the key of one purpose: stored, it tells nobody who it was. */
export function keyedHash(purpose: string, value: string): string {
	return createHmac('sha256', derivedKey(purpose)).update(value).digest('base64url')
}
