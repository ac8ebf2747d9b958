import { createHmac, randomBytes, randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
	decodeSolution,
	expiresAt,
	PROOF_OF_WORK_LIFETIME_SECONDS,
	PROOF_OF_WORK_MAX_NUMBER,
	sha256Hex,
	type Challenge,
} from '~/lib/proof-of-work'
import { db } from './db/client.server'
import { derivedKey } from './derived-key.server'
import { invalid } from './errors.server'
import { limitKey, withinLimit } from './rate-limit.server'
import { safeEqual } from './safe-equal.server'

/** What the form says when a proof of work was needed and none (or no valid one) came with it. */
export const PROOF_NEEDED =
	'We controleren even of je geen computerprogramma bent. Wacht tot de controle onder het formulier klaar is en verstuur het opnieuw.'

/** The HMAC of a challenge, under a key for this purpose only. */
const sign = (challenge: string) => createHmac('sha256', derivedKey('proof-of-work challenges')).update(challenge).digest('hex')

/** A fresh challenge: a random salt that carries its expiry, the hash of salt + a secret number, signed. */
export async function createChallenge(now = Date.now()): Promise<Challenge> {
	const expires = Math.floor(now / 1000) + PROOF_OF_WORK_LIFETIME_SECONDS
	const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`
	const challenge = await sha256Hex(`${salt}${randomInt(0, PROOF_OF_WORK_MAX_NUMBER + 1)}`)
	return { algorithm: 'SHA-256', challenge, maxnumber: PROOF_OF_WORK_MAX_NUMBER, salt, signature: sign(challenge) }
}

/**
 * Whether a form value is a solved challenge of ours: signed by us, not expired, the right number,
 * and never used before (the first use is stored, under an HMAC, until the daily purge).
 */
export async function verifySolution(value: unknown, now = Date.now()): Promise<boolean> {
	const solution = decodeSolution(value)
	if (!solution || !safeEqual(solution.signature, sign(solution.challenge))) return false
	const expires = expiresAt(solution.salt)
	if (expires === null || expires < now) return false
	if ((await sha256Hex(`${solution.salt}${solution.number}`)) !== solution.challenge) return false
	const key = limitKey('proof', solution.challenge)
	const { rows } = await db().execute(sql`
		insert into rate_limits (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
		on conflict (key) do nothing
		returning key`)
	return rows.length === 1
}

/**
 * Lets a request through when it carries a valid solution or, without one, while this client is
 * within its few requests without (`free`); refuses it otherwise, in Dutch. A valid solution does
 * not count against the few.
 */
export async function requireProofOfWork(free: 'smsWithoutProof' | 'alertWithoutProof', client: string, value: unknown) {
	if (value && (await verifySolution(value))) return
	if (await withinLimit(free, client)) return
	throw invalid(PROOF_NEEDED)
}
