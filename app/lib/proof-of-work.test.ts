import { describe, expect, it } from 'vitest'
import { decodeSolution, encodeSolution, expiresAt, sha256Hex, solveChallenge, type Challenge } from './proof-of-work'

async function challengeFor(number: number, maxnumber = 1000): Promise<Challenge> {
	const salt = 'abc?expires=1900000000'
	return { algorithm: 'SHA-256', challenge: await sha256Hex(`${salt}${number}`), maxnumber, salt, signature: 'f'.repeat(64) }
}

describe('proof of work', () => {
	it('hashes like SHA-256', async () => {
		expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
	})

	it('finds the number, and gives up on one out of range', async () => {
		expect(await solveChallenge(await challengeFor(737))).toBe(737)
		expect(await solveChallenge(await challengeFor(737, 100))).toBeNull()
		const aborted = new AbortController()
		aborted.abort()
		expect(await solveChallenge(await challengeFor(5), aborted.signal)).toBeNull()
	})

	it('carries a solution through a form value and refuses anything else', async () => {
		const challenge = await challengeFor(3)
		expect(decodeSolution(encodeSolution(challenge, 3))).toEqual({
			algorithm: 'SHA-256',
			challenge: challenge.challenge,
			number: 3,
			salt: challenge.salt,
			signature: challenge.signature,
		})
		for (const value of [undefined, '', 'x', btoa('{}'), btoa('[1]'), 'A'.repeat(2000), btoa(JSON.stringify({ ...challenge, number: -1 }))])
			expect(decodeSolution(value)).toBeNull()
	})

	it('reads the expiry from the salt', () => {
		expect(expiresAt('abc?expires=1900000000')).toBe(1_900_000_000_000)
		expect(expiresAt('abc')).toBeNull()
		expect(expiresAt('abc?expires=12x')).toBeNull()
	})
})
