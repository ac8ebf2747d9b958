import { encodeSolution, solveChallenge } from '~/lib/proof-of-work'
import { createChallenge } from '~/server/platform/proof-of-work.server'

/** A challenge of ours, solved, as the browser puts it in a form. */
export async function solvedProof() {
	const challenge = await createChallenge()
	return encodeSolution(challenge, (await solveChallenge(challenge))!)
}

/** Several solved challenges, solved side by side (much faster than one after another). */
export function solvedProofs(count: number) {
	return Promise.all(Array.from({ length: count }, solvedProof))
}
