/**
 * The proof of work in front of sign-up by text message and alert requests: a client gets a few
 * without, then needs a challenge of ours, solved, unexpired, used once.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { encodeSolution, PROOF_OF_WORK_FIELD, sha256Hex, solveChallenge, type Challenge } from '~/lib/proof-of-work'
import { loader as challengeLoader } from '~/routes/api.proof-of-work'
import { action as auth } from '~/routes/auth'
import { action as subscribeAction } from '~/routes/meldingen.aanmelden'
import { rateLimits, salons } from '~/server/platform/db/schema.server'
import { createChallenge, PROOF_NEEDED, verifySolution } from '~/server/platform/proof-of-work.server'
import { RATE_LIMITS } from '~/server/platform/rate-limit.server'
import { formRequest, run, uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
const [salon] = await database.insert(salons).values({ name: 'Bewijs', slug: 'bewijs', latitude: 52.09, longitude: 5.12 }).returning()

/** A challenge from the endpoint, as the browser gets it. */
async function fetchChallenge(): Promise<Challenge> {
	const response = (await run(challengeLoader, new Request('http://localhost/api/proof-of-work'), '203.0.113.1')) as unknown as {
		data: Challenge
		headers: Headers
	}
	expect(response.headers.get('cache-control')).toBe('no-store')
	return response.data
}

async function solved(challenge?: Challenge) {
	const given = challenge ?? (await fetchChallenge())
	return encodeSolution(given, (await solveChallenge(given))!)
}

beforeEach(() => database.delete(rateLimits))

describe('verifySolution', () => {
	it('accepts a solved challenge once', async () => {
		const solution = await solved()
		expect(await verifySolution(solution)).toBe(true)
		expect(await verifySolution(solution)).toBe(false)
	})

	it('refuses a wrong number, a forged or unsigned challenge, an expired one and garbage', async () => {
		const challenge = await createChallenge()
		const number = (await solveChallenge(challenge))!
		expect(await verifySolution(encodeSolution(challenge, number + 1))).toBe(false)
		const salt = 'eigen?expires=9999999999'
		const forged = { ...challenge, salt, challenge: await sha256Hex(`${salt}1`) }
		expect(await verifySolution(encodeSolution(forged, 1))).toBe(false)
		const expired = await createChallenge(Date.now() - 21 * 60 * 1000)
		expect(await verifySolution(encodeSolution(expired, (await solveChallenge(expired))!))).toBe(false)
		for (const value of [undefined, '', 'x', btoa('{}'), 'A'.repeat(5000)]) expect(await verifySolution(value)).toBe(false)
		expect(await verifySolution(encodeSolution(challenge, number))).toBe(true)
	})
})

describe('alert requests', () => {
	const subscribe = (client: string, extra: Record<string, string> = {}) =>
		run(
			subscribeAction,
			formRequest('/meldingen/aanmelden', { email: uniqueEmail('bewijs'), salonId: String(salon!.id), ...extra }),
			client,
		)

	it('need a solved proof of work after a few from one client, each solution used once', async () => {
		const client = '198.51.100.77'
		for (let i = 0; i < RATE_LIMITS.alertWithoutProof.max; i++) expect((await subscribe(client)).status).toBe(200)
		const refused = await subscribe(client)
		expect(refused).toMatchObject({ status: 400, data: { ok: false, message: PROOF_NEEDED } })
		const solution = await solved()
		expect((await subscribe(client, { [PROOF_OF_WORK_FIELD]: solution })).status).toBe(200)
		expect((await subscribe(client, { [PROOF_OF_WORK_FIELD]: solution })).status).toBe(400)
		expect((await subscribe('198.51.100.78')).status).toBe(200)
	})
})

describe('sign-up by text message', () => {
	let numbers = 0
	const signUp = (client: string, extra: Record<string, string> = {}) =>
		run(
			auth,
			formRequest('/auth', {
				intent: 'signup',
				email: `+3164400${String(++numbers).padStart(4, '0')}`,
				password: 'geheim123',
				confirmPassword: 'geheim123',
				...extra,
			}),
			client,
		)

	it('needs a solved proof of work after a few from one /48, whichever of its /64s asks', async () => {
		for (let i = 0; i < RATE_LIMITS.smsWithoutProof.max; i++) expect((await signUp(`2001:db8:77:${i + 1}::1`)).status).toBe(200)
		const refused = await signUp('2001:db8:77:ff::1')
		expect(refused).toMatchObject({ status: 400, data: { ok: false, message: PROOF_NEEDED, intent: 'signup' } })
		expect((await signUp('2001:db8:77:ff::1', { [PROOF_OF_WORK_FIELD]: await solved() })).status).toBe(200)
		expect((await signUp('2001:db8:78::1')).status).toBe(200)
	})

	it('asks nothing of sign-up with an e-mail address', async () => {
		for (let i = 0; i < RATE_LIMITS.smsWithoutProof.max + 1; i++) {
			const answer = await run(
				auth,
				formRequest('/auth', { intent: 'signup', email: uniqueEmail('bewijs'), password: 'geheim123', confirmPassword: 'geheim123' }),
				'198.51.100.90',
			)
			expect(answer.status).toBe(200)
		}
	})
})
