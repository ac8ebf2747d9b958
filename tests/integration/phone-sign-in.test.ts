import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as auth } from '~/routes/auth'
import { loader as devSms } from '~/routes/dev.sms'
import { smsCodes, smsOutbox, users } from '~/server/db/schema.server'
import { queueMail } from '~/server/mail/mail.server'
import { formRequest, run } from '../actions'
import { useTestDatabase } from '../db'

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
	for (let attempt = 0; attempt < 50; attempt++) {
		const rows = await database.select().from(smsOutbox).where(eq(smsOutbox.to, number))
		if (rows.length > before) return rows.at(-1)!.body.match(/: (\d{6})\./)![1]!
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
	throw new Error(`no text to ${number}`)
}

const signUp = (phone: string, clientIp?: string) =>
	post({ intent: 'signup', email: phone, password: 'geheim123', confirmPassword: 'geheim123' }, clientIp)

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

		const confirmed = await post({ intent: 'phone-code', phone: number, code })
		expect(confirmed.status).toBe(302)
		expect(confirmed.headers.get('set-cookie')).toMatch(/session_token=/)
		const [user] = await database.select().from(users).where(eq(users.phoneNumber, number))
		expect(user).toMatchObject({ phoneNumberVerified: true })
		expect(user!.email).toMatch(/@telefoon\.invalid$/)
		// The placeholder address is never mailed.
		expect(await queueMail(database, { to: user!.email, subject: 'x', text: 'x' })).toBe(0)
	})

	it('counts wrong codes and wants a new code after five; an expired code is refused', async () => {
		const number = nextNumber()
		await signUp(number)
		const code = await codeFor(number)
		const wrong = code === '000000' ? '111111' : '000000'
		for (let i = 0; i < 5; i++) {
			const refused = await post({ intent: 'phone-code', phone: number, code: wrong })
			expect(refused).toMatchObject({ status: 400, data: { fields: { code: expect.stringContaining('onjuist of verlopen') } } })
		}
		const exhausted = await post({ intent: 'phone-code', phone: number, code })
		expect(exhausted.data).toMatchObject({ fields: { code: expect.stringContaining('Vraag een nieuwe code aan') } })
		expect(await database.select().from(users).where(eq(users.phoneNumber, number))).toEqual([])

		await signUp(number)
		const fresh = await codeFor(number, 1)
		await database
			.update(smsCodes)
			.set({ expires_at: new Date(Date.now() - 1000) })
			.where(eq(smsCodes.phone_number, number))
		expect((await post({ intent: 'phone-code', phone: number, code: fresh })).status).toBe(400)
	})

	it('answers the same for a number with an account and sends it no text', async () => {
		const number = nextNumber()
		await signUp(number)
		await post({ intent: 'phone-code', phone: number, code: await codeFor(number) })
		const again = await signUp(number)
		const fresh = await signUp(nextNumber())
		expect(again.status).toBe(fresh.status)
		expect(Object.keys(again.data as object)).toEqual(Object.keys(fresh.data as object))
		const reset = await post({ intent: 'forgot', email: nextNumber() })
		expect(reset.data).toMatchObject({ ok: true, codeFor: { purpose: 'reset' } })
		await new Promise((resolve) => setTimeout(resolve, 300))
		expect(await database.select().from(smsOutbox).where(eq(smsOutbox.to, number))).toHaveLength(1)
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
			{ phone: 'x', code: '123456' },
			{ phone: '+31612345678', code: '12ab56' },
			{ phone: '+31612345678' },
			{},
		]
		for (const fields of bad) {
			expect((await post({ intent: 'phone-code', ...fields })).status).toBe(400)
		}
	})

	it('shows /dev/sms only to this machine', async () => {
		const get = () => new Request('http://localhost/dev/sms')
		expect((await run(devSms, get(), '203.0.113.9')).status).toBe(404)
		const page = await run(devSms, get(), '127.0.0.1')
		expect(page.status).toBe(200)
		expect((page.data as { messages: unknown[] }).messages.length).toBeGreaterThan(0)
	})
})
