import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import { describe, expect, it } from 'vitest'
import { nextNonce, policyWithNonce } from './hardening.server'

describe('nextNonce', () => {
	it('gives 16 random bytes in base64, never the same twice, also across draws of the pool', () => {
		const nonces = Array.from({ length: 3_000 }, () => nextNonce())
		expect(new Set(nonces).size).toBe(nonces.length)
		for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
	})
})

describe('policyWithNonce', () => {
	it("writes the policy helmet writes for the request's nonce, only the nonce differing between requests", () => {
		const directives = { 'img-src': ["'self'", 'data:'], 'frame-ancestors': ["'none'"], 'upgrade-insecure-requests': [] }
		const helmetPolicy = (nonce: string) => {
			let policy = ''
			const res = { setHeader: (_name: string, value: string) => void (policy = value) } as unknown as ServerResponse
			const directivesWithNonce = { ...directives, 'script-src': ["'self'", () => `'nonce-${nonce}'`] }
			helmet.contentSecurityPolicy({ useDefaults: true, directives: directivesWithNonce })({} as IncomingMessage, res, () => {})
			return policy
		}
		const policy = policyWithNonce(directives)
		for (const nonce of [nextNonce(), nextNonce()]) expect(policy(nonce)).toBe(helmetPolicy(nonce))
		expect(policy('abc')).toContain("script-src 'self' 'nonce-abc';")
		expect(policy('abc')).toContain("frame-ancestors 'none'")
	})
})
