import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto'
import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '~/server/accounts/password-hash.server'
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

	it('at better-auth’s cost are better-auth’s hashes: a test cost changes nothing but N', async () => {
		await withConfig({ PASSWORD_HASH_COST: 14 }, async () => {
			expect(await betterAuthVerify({ hash: await hashPassword('geheim-wachtwoord'), password: 'geheim-wachtwoord' })).toBe(true)
			expect(await verifyPassword({ hash: await betterAuthHash('geheim-wachtwoord'), password: 'geheim-wachtwoord' })).toBe(true)
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
})
