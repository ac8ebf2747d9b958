import { z } from 'zod'

/**
 * A proof of work in the ALTCHA format: the server picks a secret number, sends the SHA-256 of
 * salt + number and signs it; the browser finds the number by trying them all, which costs it about
 * a second and costs a script that sends thousands of requests that second each time. No third party
 * is asked and nothing about the visitor is used.
 */

/** The form field the solution travels in. */
export const PROOF_OF_WORK_FIELD = 'altcha'
/** The numbers the secret one is drawn from: about 25,000 hashes on average, well under a second in a browser. */
export const PROOF_OF_WORK_MAX_NUMBER = 50_000
/** A challenge is valid this long after it was made. */
export const PROOF_OF_WORK_LIFETIME_SECONDS = 20 * 60

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

/** The hex SHA-256 of a text, with the Web Crypto API that browsers and Node share. */
export async function sha256Hex(text: string): Promise<string> {
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
	return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Finds the challenge's number, or null when it is not in range (a forged challenge) or `signal` aborts. */
export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<number | null> {
	for (let number = 0; number <= challenge.maxnumber; number++) {
		if (signal?.aborted) return null
		if ((await sha256Hex(`${challenge.salt}${number}`)) === challenge.challenge) return number
	}
	return null
}

/** The solution as one form value (base64 of its JSON, as ALTCHA sends it). */
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

/** When a challenge ends: the salt carries it as `?expires=<unix seconds>`, signed with the rest. */
export function expiresAt(salt: string): number | null {
	const match = /[?&]expires=(\d{1,12})(?:&|$)/.exec(salt)
	return match ? Number(match[1]) * 1000 : null
}
