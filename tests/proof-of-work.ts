import { createHash } from 'node:crypto'
import { encodeSolution, type Challenge } from '~/lib/common/proof-of-work'
import { createChallenge } from '~/server/platform/proof-of-work.server'

/**
 * The challenge's number, found as the browser's solveChallenge finds it (its unit test in
 * app/lib/common covers that one) but with Node's synchronous SHA-256: a few milliseconds a challenge
 * instead of a second. The server checks the answer as it checks a browser's.
 */
export function solveQuickly(challenge: Challenge): number | null {
	for (let number = 0; number <= challenge.maxnumber; number++)
		if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) return number
	return null
}

/** A form value with a challenge of ours (a fresh one unless given), solved. */
export async function solvedProof(challenge?: Challenge) {
	const given = challenge ?? (await createChallenge())
	return encodeSolution(given, solveQuickly(given)!)
}

/** Several solved challenges. */
export function solvedProofs(count: number) {
	return Promise.all(Array.from({ length: count }, () => solvedProof()))
}
