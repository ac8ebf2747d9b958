import { describe, expect, it } from 'vitest'
import { nextNonce } from './hardening.server'

describe('nextNonce', () => {
	it('gives 16 random bytes in base64, never the same twice, also across draws of the pool', () => {
		const nonces = Array.from({ length: 3_000 }, () => nextNonce())
		expect(new Set(nonces).size).toBe(nonces.length)
		for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
	})
})
