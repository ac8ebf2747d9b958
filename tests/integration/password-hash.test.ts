import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto'
import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '~/server/accounts/password-hash.server'
import { parseConfig } from '~/server/platform/config.server'
import { withConfig } from '../config'

describe('password hashes', () => {
	it('are better-auth’s own without PASSWORD_HASH_COST, so stored passwords keep working', async () => {
		await withConfig({ PASSWORD_HASH_COST: undefined }, async () => {
			const hash = await hashPassword('geheim-wachtwoord')
			expect(await betterAuthVerify({ hash, password: 'geheim-wachtwoord' })).toBe(true)
			const stored = await betterAuthHash('geheim-wachtwoord')
			expect(await verifyPassword({ hash: stored, password: 'geheim-wachtwoord' })).toBe(true)
			expect(await verifyPassword({ hash: stored, password: 'ander-wachtwoord' })).toBe(false)
		})
	})

	it('at a test cost still tell the right password from a wrong one, in better-auth’s format', async () => {
		await withConfig({ PASSWORD_HASH_COST: 4 }, async () => {
			const hash = await hashPassword('geheim-wachtwoord')
			expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
			expect(await hashPassword('geheim-wachtwoord')).not.toBe(hash)
			expect(await verifyPassword({ hash, password: 'geheim-wachtwoord' })).toBe(true)
			expect(await verifyPassword({ hash, password: 'geheim-wachtwoorD' })).toBe(false)
			await expect(verifyPassword({ hash: 'kapot', password: 'x' })).rejects.toThrow('Invalid password hash')
		})
	})

	it('refuses a test cost in production', () => {
		const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SITE_URL: 'https://trimsalonwijzer.nl' }
		expect(parseConfig(production).PASSWORD_HASH_COST).toBeUndefined()
		expect(() => parseConfig({ ...production, PASSWORD_HASH_COST: '4' })).toThrow(
			/^Invalid environment variable PASSWORD_HASH_COST: is for tests only/,
		)
		expect(parseConfig({ PASSWORD_HASH_COST: '4' }).PASSWORD_HASH_COST).toBe(4)
	})
})
