import { describe, expect, it } from 'vitest'
import { CODE_LIFETIME_MS, CODE_MAX_ATTEMPTS, checkCode, generateCode, hashCode } from './codes.server'

const secret = 'test-secret'
const number = '+31612345678'
const sentAt = new Date('2026-11-25T10:00:00Z')

function stored(code: string, attempts = 0) {
	return { hash: hashCode(secret, number, code), expiresAt: new Date(sentAt.getTime() + CODE_LIFETIME_MS), attempts }
}

describe('generateCode', () => {
	it('makes six digits', () => {
		for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/)
	})
})

describe('hashCode', () => {
	it('never stores the code itself and binds it to the number', () => {
		const hash = hashCode(secret, number, '123456')
		expect(hash).not.toContain('123456')
		expect(hashCode(secret, '+31687654321', '123456')).not.toBe(hash)
	})
})

describe('checkCode', () => {
	it('accepts the right code within ten minutes, with spaces around it', () => {
		expect(checkCode(secret, number, ' 012345 ', stored('012345'), new Date(sentAt.getTime() + CODE_LIFETIME_MS - 1))).toBe('ok')
	})

	it('refuses a wrong code, a code for another number and a malformed code', () => {
		expect(checkCode(secret, number, '654321', stored('123456'), sentAt)).toBe('wrong')
		expect(checkCode(secret, '+31687654321', '123456', stored('123456'), sentAt)).toBe('wrong')
		expect(checkCode(secret, number, '12345', stored('123456'), sentAt)).toBe('wrong')
	})

	it('refuses the right code after ten minutes', () => {
		expect(checkCode(secret, number, '123456', stored('123456'), new Date(sentAt.getTime() + CODE_LIFETIME_MS))).toBe('expired')
	})

	it('refuses even the right code after five wrong tries', () => {
		expect(checkCode(secret, number, '123456', stored('123456', CODE_MAX_ATTEMPTS - 1), sentAt)).toBe('ok')
		expect(checkCode(secret, number, '123456', stored('123456', CODE_MAX_ATTEMPTS), sentAt)).toBe('exhausted')
	})
})
