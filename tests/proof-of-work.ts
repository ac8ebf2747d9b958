import { encodeSolution, solveChallenge, type Challenge } from '~/lib/common/proof-of-work'
import { createChallenge } from '~/server/platform/proof-of-work.server'

/** A form value with a challenge of ours (a fresh one unless given), solved as the browser solves it. */
export async function solvedProof(challenge?: Challenge) {
	const given = challenge ?? (await createChallenge())
	return encodeSolution(given, (await solveChallenge(given))!)
}

/** Several solved challenges, solved side by side (much faster than one after another). */
export function solvedProofs(count: number) {
	return Promise.all(Array.from({ length: count }, () => solvedProof()))
}
