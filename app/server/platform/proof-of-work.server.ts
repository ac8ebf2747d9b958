import { createChallenge as createAltchaChallenge, extractParams, verifySolution as verifyAltchaSolution } from 'altcha-lib'
import { lt } from 'drizzle-orm'
import {
	challengeSchema,
	decodeSolution,
	PROOF_OF_WORK_LIFETIME_SECONDS,
	PROOF_OF_WORK_MAX_NUMBER,
	type Challenge,
} from '~/lib/common/proof-of-work'
import { db, type Executor } from './db/client.server'
import { usedProofsOfWork } from '~/server/platform/db/tables.server'
import { derivedKey } from './derived-key.server'
import { invalid } from './errors.server'
import { withinLimit } from './rate-limit.server'

/** What the form says when a proof of work was needed and none (or no valid one) came with it. */
export const PROOF_NEEDED =
	'We controleren even of je geen robot bent. Wacht tot de controle onder het formulier klaar is en verstuur het opnieuw.'

/** The HMAC key of the challenges, for this purpose only. */
const hmacKey = () => derivedKey('proof-of-work challenges').toString('hex')

/**
 * A fresh challenge from altcha-lib: a random salt that carries its expiry (the library ends the
 * salt's parameters with '&', so no digit of a number can be read as part of the expiry), the hash
 * of salt + a secret number, signed.
 */
export async function createChallenge(now = Date.now()): Promise<Challenge> {
	const expires = new Date(now + PROOF_OF_WORK_LIFETIME_SECONDS * 1000)
	return challengeSchema.parse(await createAltchaChallenge({ hmacKey: hmacKey(), maxnumber: PROOF_OF_WORK_MAX_NUMBER, expires }))
}

/**
 * Whether a form value is a solved challenge of ours, checked by altcha-lib (signed by us, not
 * expired, the right number), and never used before: the first use is stored until the challenge
 * expires, by an insert that only one request can make.
 */
export async function verifySolution(value: unknown): Promise<boolean> {
	const solution = decodeSolution(value)
	if (!solution || !(await verifyAltchaSolution(solution, hmacKey(), true))) return false
	// Every challenge of ours carries its expiry; one without is not ours.
	const expires = Number(extractParams(solution).expires)
	if (!Number.isInteger(expires)) return false
	const firstUse = await db()
		.insert(usedProofsOfWork)
		.values({ challenge: solution.challenge, expires_at: new Date(expires * 1000) })
		.onConflictDoNothing()
		.returning({ challenge: usedProofsOfWork.challenge })
	return firstUse.length === 1
}

/** Forgets used challenges once they have expired (they are refused as expired from then on). Runs daily with the retention job. */
export async function purgeUsedProofsOfWork(executor: Executor, now = new Date()) {
	await executor.delete(usedProofsOfWork).where(lt(usedProofsOfWork.expires_at, now))
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
