import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as auth, loader as authPage } from '~/routes/auth'
import { identifierField } from '~/lib/accounts/auth-form'
import { loader as devSms } from '~/routes/dev.sms'
import { smsCodes, users } from '~/server/accounts/tables.server'
import { smsOutbox } from '~/server/platform/db/tables.server'
import { formatPhone } from '~/lib/accounts/phone'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work'
import { queueMail } from '~/server/platform/mail/mail.server'
import { formRequest, run } from '../actions'
import { useTestDatabase } from '../db'
import { withConfig } from '../config'
import { waitFor } from '../wait'
import { solvedProof } from '../proof-of-work'

const database = await useTestDatabase()
let clients = 0
const nextClient = () => `198.51.100.${++clients}`
let numbers = 0
const nextNumber = () => `+3161234${String(++numbers).padStart(4, '0')}`

async function post(fields: Record<string, string>, clientIp = nextClient()) {
	return run(auth, formRequest('/auth', fields), clientIp)
}

/** The code in the newest text to this number (the outbox is written in the background). */
async function codeFor(number: string, before = 0) {
	const rows = await waitFor(`text ${before + 1} to ${number}`, async () => {
		const rows = await database.select().from(smsOutbox).where(eq(smsOutbox.to, number)).orderBy(desc(smsOutbox.id))
		return rows.length > before && rows
	})
	return rows[0]!.body.match(/: (\d{6})\./)![1]!
}

const signUp = (phone: string, clientIp?: string, password = 'geheim123') =>
	post({ intent: 'signup', email: phone, password, confirmPassword: password }, clientIp)

/** The request key the answer gave the browser that asked for the code. */
const requestOf = (answer: { data: unknown }) => (answer.data as { codeFor: { request: string } }).codeFor.request

const REFUSED = 'onjuist, verlopen of te vaak geprobeerd'

describe('phone sign-in', () => {
	it('makes no account before the right code, and the whole account (verified number, placeholder address) after it', async () => {
		const number = nextNumber()
		const started = await signUp(`06-${number.slice(4)}`)
		expect(started.status).toBe(200)
		expect(started.data).toMatchObject({ ok: true, codeFor: { purpose: 'sign-up', phone: number } })
		expect(await database.select().from(users).where(eq(users.phoneNumber, number))).toEqual([])
		const code = await codeFor(number)
		const [stored] = await database.select().from(smsCodes).where(eq(smsCodes.phone_number, number))
		expect(stored!.code_hash).not.toContain(code)

		const confirmed = await post({ intent: 'phone-code', phone: number, request: requestOf(started), code })
		expect(confirmed.status).toBe(302)
		expect(confirmed.headers.get('set-cookie')).toMatch(/session_token=/)
		const [user] = await database.select().from(users).where(eq(users.phoneNumber, number))
		expect(user).toMatchObject({ phoneNumberVerified: true })
		expect(user!.email).toMatch(/@telefoon\.invalid$/)
		// The placeholder address is never mailed.
		expect(await queueMail(database, { to: user!.email, subject: 'x', text: 'x' })).toBe(0)
	})

	it('sends a new code from the code step ("Geen sms ontvangen?") within the SMS limits, and only the newest code works', async () => {
		const number = nextNumber()
		const client = nextClient()
		const started = await signUp(number, client)
		const first = await codeFor(number)
		const resent = await post({ intent: 'phone-code', resend: '1', phone: number, request: requestOf(started) }, client)
		expect(resent).toMatchObject({ status: 200, data: { ok: true, codeFor: { purpose: 'sign-up', phone: number } } })
		expect((resent.data as { notice: string }).notice).toContain('een eerdere code werkt niet meer')
		await codeFor(number, 1)
		const old = await post({ intent: 'phone-code', phone: number, request: requestOf(started), code: first }, client)
		expect(old.status).toBe(400)
		// Three texts an hour per number: the fourth ask is refused (even with a proof of work, which this
		// client needs by then), and the code step is shown again with the reason.
		await post({ intent: 'phone-code', resend: '1', phone: number, request: requestOf(resent) }, client)
		const fourth = {
			intent: 'phone-code',
			resend: '1',
			phone: number,
			request: requestOf(resent),
			[PROOF_OF_WORK_FIELD]: await solvedProof(),
		}
		const refused = await post(fourth, client)
		expect(refused).toMatchObject({ status: 429, data: { ok: false, intent: 'phone-code', values: { phone: number } } })
		await codeFor(number, 2)
		expect(await database.select().from(smsOutbox).where(eq(smsOutbox.to, number))).toHaveLength(3)
		const [row] = await database.select().from(smsCodes).where(eq(smsCodes.phone_number, number))
		expect(row!.password_hash).toBeTruthy()
	})

	it('sends nothing from the code step for a number without an open request, with the same answer', async () => {
		const number = nextNumber()
		const answer = await post({ intent: 'phone-reset', resend: '1', phone: number, request: 'x'.repeat(22) })
		expect(answer).toMatchObject({ status: 200, data: { ok: true, codeFor: { purpose: 'reset', phone: number } } })
		// Nothing is stored, so nothing goes out in the background either.
		expect(await database.select().from(smsCodes).where(eq(smsCodes.phone_number, number))).toHaveLength(0)
	})

	it('counts wrong codes and wants a new code after five; an expired code is refused', async () => {
		const number = nextNumber()
		const request = requestOf(await signUp(number))
		const code = await codeFor(number)
		const wrong = code === '000000' ? '111111' : '000000'
		const client = nextClient()
		for (let i = 0; i < 5; i++) {
			const refused = await post({ intent: 'phone-code', phone: number, request, code: wrong }, client)
			expect(refused).toMatchObject({ status: 400, data: { fields: { code: expect.stringContaining(REFUSED) } } })
		}
		const exhausted = await post({ intent: 'phone-code', phone: number, request, code }, client)
		expect(exhausted).toMatchObject({ status: 400, data: { fields: { code: expect.stringContaining(REFUSED) } } })
		expect(await database.select().from(users).where(eq(users.phoneNumber, number))).toEqual([])

		const second = requestOf(await signUp(number))
		const fresh = await codeFor(number, 1)
		await database
			.update(smsCodes)
			.set({ expires_at: new Date(Date.now() - 1000) })
			.where(eq(smsCodes.phone_number, number))
		expect((await post({ intent: 'phone-code', phone: number, request: second, code: fresh })).status).toBe(400)
	})

	it('lets a code work only with the request of the browser that asked for it', async () => {
		const number = nextNumber()
		// The owner of the number asks for a code; someone else then asks for one with their own password.
		const owner = requestOf(await signUp(number, nextClient(), 'eigenaar1'))
		await codeFor(number)
		const other = requestOf(await signUp(number, nextClient(), 'indringer1'))
		const code = await codeFor(number, 1)
		// The text reaches the owner, whose browser holds the first request: the code does not confirm the other's sign-up.
		const refused = await post({ intent: 'phone-code', phone: number, request: owner, code })
		expect(refused).toMatchObject({ status: 400, data: { fields: { code: expect.stringContaining(REFUSED) } } })
		expect(await database.select().from(users).where(eq(users.phoneNumber, number))).toEqual([])
		expect(other).not.toBe(owner)
	})

	it('limits the codes typed per client, whatever the number', async () => {
		const client = nextClient()
		const answers = []
		for (let i = 0; i < 11; i++)
			answers.push((await post({ intent: 'phone-code', phone: nextNumber(), request: 'a'.repeat(22), code: '123456' }, client)).status)
		expect(answers).toEqual([...Array(10).fill(400), 429])
	})

	it('answers the same for a number with an account and sends it no text', async () => {
		const number = nextNumber()
		const started = await signUp(number)
		await post({ intent: 'phone-code', phone: number, request: requestOf(started), code: await codeFor(number) })
		/** An answer with what differs per number (the number itself and the request key) taken out. */
		const shape = (answer: { status: number; data: unknown }, phone: string) => ({
			status: answer.status,
			data: JSON.stringify(answer.data)
				.replaceAll(phone, 'NUMMER')
				.replaceAll(formatPhone(phone), 'NUMMER')
				.replaceAll(/"request":"[^"]+"/g, '"request":"SLEUTEL"'),
		})
		const other = nextNumber()
		expect(shape(await signUp(number), number)).toEqual(shape(await signUp(other), other))
		const unknownNumber = nextNumber()
		const known = await post({ intent: 'forgot', email: number })
		const unknown = await post({ intent: 'forgot', email: unknownNumber })
		expect(shape(known, number)).toEqual(shape(unknown, unknownNumber))
		expect(known.data).toMatchObject({ ok: true, codeFor: { purpose: 'reset' } })
		// Codes typed for a number without an account are refused the same way as wrong ones.
		const typed = (phone: string, request: string) => post({ intent: 'phone-code', phone, request, code: '000000' })
		expect(shape(await typed(unknownNumber, requestOf(unknown)), unknownNumber)).toEqual(
			shape(await typed(number, requestOf(known)), number),
		)
		// Only the sign-up code and the reset code went out: the second sign-up, asked for before the reset, got no text.
		const textsTo = () => database.select().from(smsOutbox).where(eq(smsOutbox.to, number)).orderBy(smsOutbox.id)
		await waitFor('the reset code', async () => (await textsTo()).some((text) => !text.body.includes('account te bevestigen')))
		const texts = await textsTo()
		expect(texts.map((text) => text.body.includes('account te bevestigen'))).toEqual([true, false])
	})

	it('refuses a fourth code to one number within the hour', async () => {
		const number = nextNumber()
		for (let i = 0; i < 3; i++) expect((await signUp(number)).status).toBe(200)
		expect((await signUp(number)).status).toBe(429)
	})

	it('refuses hostile input with a Dutch message and never a 500', async () => {
		for (const email of ['0201234567', '+441234567890', '06-1234', "'; drop table users; --", '0'.repeat(300)]) {
			const answer = await signUp(email)
			expect(answer.status).toBe(400)
		}
		const bad: Record<string, string>[] = [
			{ phone: 'x', request: 'a'.repeat(22), code: '123456' },
			{ phone: '+31612345678', request: 'a'.repeat(22), code: '12ab56' },
			{ phone: '+31612345678', request: '../../etc', code: '123456' },
			{ phone: '+31612345678', code: '123456' },
			{ phone: '+31612345678' },
			{},
		]
		for (const fields of bad) {
			expect((await post({ intent: 'phone-code', ...fields })).status).toBe(400)
		}
	})

	it('answers a failed log-in with a number in words about the number', async () => {
		for (const phone of [nextNumber(), `06-${nextNumber().slice(4)}`]) {
			const answer = await post({ intent: 'login', email: phone, password: 'fout-wachtwoord' })
			expect(answer.status).toBe(401)
			expect(answer.data).toMatchObject({ ok: false, message: 'Onjuist mobiel nummer of wachtwoord.' })
		}
	})

	it('shows /dev/sms only to this machine', async () => {
		await database.insert(smsOutbox).values({ to: nextNumber(), body: 'Je code: 123456.', provider: 'outbox' })
		const get = () => new Request('http://localhost/dev/sms')
		expect((await run(devSms, get(), '203.0.113.9')).status).toBe(404)
		const page = await run(devSms, get(), '127.0.0.1')
		expect(page.status).toBe(200)
		expect((page.data as { messages: unknown[] }).messages.length).toBeGreaterThan(0)
	})

	it('without a way to send texts: the field asks for an e-mail address only and a number is refused in Dutch', async () => {
		const page = async () => (await run(authPage, new Request('http://localhost/auth'))).data as { phoneSignIn: boolean }
		expect(identifierField((await page()).phoneSignIn).label).toBe('E-mailadres of mobiel nummer')
		await withConfig({ phoneSignIn: false }, async () => {
			expect(identifierField((await page()).phoneSignIn).label).toBe('E-mailadres')
			const phone = nextNumber()
			const attempts: Record<string, string>[] = [
				{ intent: 'login', email: phone, password: 'geheim123' },
				{ intent: 'signup', email: '06 ' + phone.slice(4), password: 'geheim123', confirmPassword: 'geheim123' },
				{ intent: 'forgot', email: phone },
			]
			for (const fields of attempts) {
				const answer = await post(fields)
				expect(answer.status, fields.intent).toBe(400)
				expect(JSON.stringify(answer.data), fields.intent).toContain(
					'Inloggen met een mobiel nummer is nu niet mogelijk. Gebruik je e-mailadres.',
				)
			}
			expect(await database.select().from(smsCodes).where(eq(smsCodes.phone_number, phone))).toHaveLength(0)
		})
	})
})
