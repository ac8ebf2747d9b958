/**
 * The proof of work in front of every text message and alert request: a client gets a few without,
 * then needs a challenge of ours, solved, unexpired, used once (until it expires).
 */
import { createChallenge as foreignChallenge } from 'altcha-lib'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { encodeSolution, PROOF_OF_WORK_FIELD, type Challenge } from '~/lib/common/proof-of-work'
import { loader as challengeLoader } from '~/routes/api.proof-of-work'
import { action as account } from '~/routes/account'
import { action as auth } from '~/routes/auth'
import { action as subscribeAction } from '~/routes/meldingen.aanmelden'
import { purgeExpiredRecords } from '~/server/retention.server'
import { smsCodes } from '~/server/accounts/tables.server'
import { rateLimits } from '~/server/platform/db/tables.server'
import { salons } from '~/server/salons/tables.server'
import { createChallenge, PROOF_NEEDED, verifySolution } from '~/server/platform/proof-of-work.server'
import { RATE_LIMITS, withinLimit } from '~/server/platform/rate-limit.server'
import { formRequest, run, uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'
import { emailAccount, phoneOnlyAccount, uniqueNumber } from '../phone-accounts'
import { solvedProof, solveQuickly } from '../proof-of-work'

const database = await useTestDatabase()
const [salon] = await database.insert(salons).values({ name: 'Bewijs', slug: 'bewijs', latitude: 52.09, longitude: 5.12 }).returning()
const PASSWORD = 'geheim123'
const DAY_MS = 24 * 60 * 60 * 1000

/** A challenge from the endpoint, as the browser gets it. */
async function fetchChallenge(): Promise<Challenge> {
	const response = (await run(challengeLoader, new Request('http://localhost/api/proof-of-work'), '203.0.113.1')) as unknown as {
		data: Challenge
		headers: Headers
	}
	expect(response.headers.get('cache-control')).toBe('no-store')
	return response.data
}

/** A challenge of ours whose number has at least two digits and no 0 as its second: one digit can move into the salt. */
async function spliceable() {
	for (;;) {
		const challenge = await createChallenge()
		const digits = String(solveQuickly(challenge))
		if (digits.length > 1 && digits[1] !== '0') return { challenge, digits }
	}
}

beforeEach(() => database.delete(rateLimits))
afterEach(() => vi.useRealTimers())

describe('verifySolution', () => {
	it('accepts a solved challenge once', async () => {
		const solution = await solvedProof(await fetchChallenge())
		expect(await verifySolution(solution)).toBe(true)
		expect(await verifySolution(solution)).toBe(false)
	})

	it('refuses a wrong number, a challenge signed by another key, an expired one and garbage', async () => {
		const challenge = await createChallenge()
		const number = solveQuickly(challenge)!
		expect(await verifySolution(encodeSolution(challenge, number + 1))).toBe(false)
		const forged = await foreignChallenge({ hmacKey: 'niet-onze-sleutel', maxnumber: 100, expires: new Date(Date.now() + DAY_MS) })
		expect(await verifySolution(await solvedProof({ ...forged, algorithm: 'SHA-256', maxnumber: 100 }))).toBe(false)
		const expired = await createChallenge(Date.now() - 21 * 60 * 1000)
		expect(await verifySolution(await solvedProof(expired))).toBe(false)
		for (const value of [undefined, '', 'x', btoa('{}'), btoa('null'), 'A'.repeat(5000)]) expect(await verifySolution(value)).toBe(false)
		expect(await verifySolution(encodeSolution(challenge, number))).toBe(true)
	})

	it('refuses a solution whose number was partly moved into the salt, which would read as a later expiry', async () => {
		const { challenge, digits } = await spliceable()
		const spliced = { ...challenge, salt: `${challenge.salt}${digits[0]}` }
		expect(await verifySolution(encodeSolution(spliced, Number(digits.slice(1))))).toBe(false)
		expect(await verifySolution(encodeSolution(challenge, Number(digits)))).toBe(true)
	})

	it('keeps a used solution used until its challenge expires, whatever the daily purge', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		const now = Date.now()
		// A challenge that is valid for more than a day: its clock set two days ahead.
		const solution = await solvedProof(await createChallenge(now + 2 * DAY_MS))
		expect(await verifySolution(solution)).toBe(true)
		vi.setSystemTime(now + DAY_MS + 60 * 60 * 1000)
		await purgeExpiredRecords(new Date())
		expect(await verifySolution(solution)).toBe(false)
	})

	it('accepts one of many requests that bring the same solution at once', async () => {
		const solution = await solvedProof()
		const answers = await Promise.all(Array.from({ length: 8 }, () => verifySolution(solution)))
		expect(answers.filter(Boolean)).toHaveLength(1)
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
		const solution = await solvedProof()
		expect((await subscribe(client, { [PROOF_OF_WORK_FIELD]: solution })).status).toBe(200)
		expect((await subscribe(client, { [PROOF_OF_WORK_FIELD]: solution })).status).toBe(400)
		expect((await subscribe('198.51.100.78')).status).toBe(200)
	})
})

describe('sign-up by text message', () => {
	const signUp = (client: string, extra: Record<string, string> = {}) =>
		run(
			auth,
			formRequest('/auth', { intent: 'signup', email: uniqueNumber(), password: PASSWORD, confirmPassword: PASSWORD, ...extra }),
			client,
		)

	it('needs a solved proof of work after a few from one /48, whichever of its /64s asks', async () => {
		for (let i = 0; i < RATE_LIMITS.smsWithoutProof.max; i++) expect((await signUp(`2001:db8:77:${i + 1}::1`)).status).toBe(200)
		const refused = await signUp('2001:db8:77:ff::1')
		expect(refused).toMatchObject({ status: 400, data: { ok: false, message: PROOF_NEEDED, intent: 'signup' } })
		expect((await signUp('2001:db8:77:ff::1', { [PROOF_OF_WORK_FIELD]: await solvedProof() })).status).toBe(200)
		expect((await signUp('2001:db8:78::1')).status).toBe(200)
	})

	it('asks nothing of sign-up with an e-mail address', async () => {
		for (let i = 0; i < RATE_LIMITS.smsWithoutProof.max + 1; i++) {
			const answer = await run(
				auth,
				formRequest('/auth', { intent: 'signup', email: uniqueEmail('bewijs'), password: PASSWORD, confirmPassword: PASSWORD }),
				'198.51.100.90',
			)
			expect(answer.status).toBe(200)
		}
	})
})

describe('every text message with a code', () => {
	let clients = 0
	const nextClient = () => `192.0.2.${++clients}`
	type Post = { handler: typeof auth | typeof account; path: string; fields: Record<string, string>; cookie?: string }
	const send = ({ handler, path, fields, cookie }: Post, client: string, extra: Record<string, string> = {}) =>
		run(handler, formRequest(path, { ...fields, ...extra }, cookie), client)
	/** The code stored for this number and purpose: a new one is stored just before each text goes out. */
	const storedCode = async (phone: string, purpose: 'sign-up' | 'reset' | 'change') =>
		(
			await database
				.select({ hash: smsCodes.code_hash })
				.from(smsCodes)
				.where(and(eq(smsCodes.phone_number, phone), eq(smsCodes.purpose, purpose)))
		)[0]?.hash
	const requestOf = (answer: { data: unknown }) => (answer.data as { codeFor: { request: string } }).codeFor.request

	const signUp = (phone: string): Post => ({
		handler: auth,
		path: '/auth',
		fields: { intent: 'signup', email: phone, password: PASSWORD, confirmPassword: PASSWORD },
	})
	const addNumber = (phone: string, cookie: string): Post => ({
		handler: account,
		path: '/account',
		fields: { intent: 'phone', currentPassword: PASSWORD, phone },
		cookie,
	})
	const cases: { name: string; purpose: 'sign-up' | 'reset' | 'change'; prepare: (phone: string) => Promise<Post> }[] = [
		{ name: 'sign-up', purpose: 'sign-up', prepare: async (phone) => signUp(phone) },
		{
			name: 'a password reset',
			purpose: 'reset',
			prepare: async (phone) => {
				await phoneOnlyAccount(phone)
				return { handler: auth, path: '/auth', fields: { intent: 'forgot', email: phone } }
			},
		},
		{
			name: "a new sign-up code ('Geen sms ontvangen?')",
			purpose: 'sign-up',
			prepare: async (phone) => {
				const request = requestOf(await send(signUp(phone), nextClient()))
				return { handler: auth, path: '/auth', fields: { intent: 'phone-code', resend: '1', phone, request } }
			},
		},
		{
			name: 'a new reset code',
			purpose: 'reset',
			prepare: async (phone) => {
				await phoneOnlyAccount(phone)
				const request = requestOf(await send({ handler: auth, path: '/auth', fields: { intent: 'forgot', email: phone } }, nextClient()))
				return { handler: auth, path: '/auth', fields: { intent: 'phone-reset', resend: '1', phone, request } }
			},
		},
		{
			name: 'adding a number under Mijn account',
			purpose: 'change',
			prepare: async (phone) => addNumber(phone, (await emailAccount()).cookie),
		},
		{
			name: 'a new code for the number under Mijn account',
			purpose: 'change',
			prepare: async (phone) => {
				const { cookie } = await emailAccount()
				const request = requestOf(await send(addNumber(phone, cookie), nextClient()))
				return { handler: account, path: '/account', fields: { intent: 'phoneCode', resend: '1', phone, request }, cookie }
			},
		},
	]

	it.each(cases)('$name: past the few free ones from a client, no text without a solved proof of work', async ({ purpose, prepare }) => {
		const phone = uniqueNumber()
		const request = await prepare(phone)
		const before = await storedCode(phone, purpose)
		const client = nextClient()
		for (let i = 0; i < RATE_LIMITS.smsWithoutProof.max; i++) await withinLimit('smsWithoutProof', client)
		expect(await send(request, client)).toMatchObject({ status: 400, data: { ok: false, message: PROOF_NEEDED } })
		expect(await storedCode(phone, purpose)).toBe(before)
		expect((await send(request, client, { [PROOF_OF_WORK_FIELD]: await solvedProof() })).status).toBe(200)
		expect(await storedCode(phone, purpose)).not.toBe(before)
	})
})
