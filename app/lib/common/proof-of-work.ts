import { solveChallenge as solveWithAltcha } from 'altcha-lib'
import { z } from 'zod'

/**
 * A proof of work with altcha-lib: the server picks a secret number, sends the SHA-256 of salt +
 * number and signs it; the browser finds the number by trying them all, which costs it about a
 * second and costs a script that sends thousands of requests that second each time. No third party
 * is asked and nothing about the visitor is used. The library makes and checks the challenges
 * (app/server/platform/proof-of-work.server.ts); this module is what the browser needs as well.
 */

export { PROOF_OF_WORK_FIELD } from './proof-of-work-field'
/**
 * The numbers the secret one is drawn from. Set by measurement (scripts/measure-proof-of-work.ts):
 * the median solve takes about a second on a mid-range phone (Chromium at 4× CPU slowdown).
 */
export const PROOF_OF_WORK_MAX_NUMBER = 20_000
/** A challenge is valid this long after it was made. */
export const PROOF_OF_WORK_LIFETIME_SECONDS = 20 * 60

/** A challenge as the server hands it out. */
export const challengeSchema = z.object({
	algorithm: z.literal('SHA-256'),
	challenge: z.string().regex(/^[0-9a-f]{64}$/),
	maxnumber: z.number().int().min(1).max(10_000_000),
	salt: z.string().min(1).max(200),
	signature: z.string().regex(/^[0-9a-f]{64}$/),
})
export type Challenge = z.infer<typeof challengeSchema>

/** What the browser sends back: the challenge as it was signed and the number it found. */
export const solutionSchema = challengeSchema.omit({ maxnumber: true }).extend({ number: z.number().int().min(0).max(10_000_000) })
export type Solution = z.infer<typeof solutionSchema>

/** Finds the challenge's number with altcha-lib's solver (Web Crypto), or null when it is not in range or `signal` aborts. */
export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<number | null> {
	const { promise, controller } = solveWithAltcha(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
	if (signal?.aborted) controller.abort()
	signal?.addEventListener('abort', () => controller.abort(), { once: true })
	return (await promise)?.number ?? null
}

/** The solution as one form value (base64 of its JSON, the payload altcha-lib verifies). */
export function encodeSolution(challenge: Challenge, number: number): string {
	const { algorithm, challenge: hash, salt, signature } = challenge
	return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }))
}

/** A form value read back; null for anything that is not a solution in this form. */
export function decodeSolution(value: unknown): Solution | null {
	if (typeof value !== 'string' || value.length > 1000) return null
	try {
		return solutionSchema.safeParse(JSON.parse(atob(value))).data ?? null
	} catch {
		return null
	}
}
