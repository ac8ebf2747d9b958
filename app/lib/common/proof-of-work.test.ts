import { createChallenge } from 'altcha-lib'
import { describe, expect, it } from 'vitest'
import { challengeSchema, decodeSolution, encodeSolution, solveChallenge } from './proof-of-work'

/** A challenge in altcha-lib's format whose secret number is `number`. */
async function challengeFor(number: number, maxnumber = 1000) {
	return challengeSchema.parse(await createChallenge({ hmacKey: 'test', number, maxnumber, expires: new Date(1_900_000_000_000) }))
}

describe('proof of work', () => {
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
})
