import { count, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { action } from '~/routes/contact'
import { config } from '~/server/config.server'
import { CONTACT_RATE_LIMIT, submitContactForm } from '~/server/contact/submit.server'
import { contactMessages, mailOutbox } from '~/server/db/schema.server'
import { requestContext } from '../actions'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()

const valid = {
	name: 'Anja de Boer',
	email: 'anja@example.nl',
	subject: 'Vraag over claimen',
	message: 'Hoe claim ik mijn trimsalon in Utrecht?',
}
let ipCounter = 0
/** Every test sends from its own address, so the per-IP limit of one test never touches another. */
const freshIp = () => `192.0.2.${++ipCounter}`

const countRows = async (table: typeof contactMessages | typeof mailOutbox) => (await database.select({ n: count() }).from(table))[0]!.n

beforeEach(async () => {
	await database.delete(contactMessages)
	await database.delete(mailOutbox)
})

describe('submitContactForm', () => {
	it('stores the message and mails it to CONTACT_EMAIL with a confirmation to the sender', async () => {
		expect(await submitContactForm(valid, '192.0.2.200')).toEqual({ status: 'sent' })
		const [stored] = await database.select().from(contactMessages)
		expect(stored).toMatchObject({ ...valid, client_ip: '192.0.2.200' })
		const mails = await database.select().from(mailOutbox)
		expect(mails.map((mail) => mail.to).sort()).toEqual([config().CONTACT_EMAIL, valid.email].sort())
		const inbox = mails.find((mail) => mail.to === config().CONTACT_EMAIL)!
		expect(inbox.subject).toBe('Contactformulier: Vraag over claimen')
		expect(inbox.text).toContain('anja@example.nl')
		expect(inbox.text).toContain(valid.message)
		const receipt = mails.find((mail) => mail.to === valid.email)!
		expect(receipt.subject).toBe('We hebben je bericht ontvangen')
		expect(receipt.text).toContain('binnen 48 uur')
	})

	it('sends the sender a fixed receipt that repeats nothing they typed, so the form cannot carry text to another address', async () => {
		const spam = {
			name: 'Win nu',
			email: 'slachtoffer@example.nl',
			subject: 'Gratis prijs ophalen',
			message: 'Klik op https://spam.example om je prijs op te halen.',
		}
		expect(await submitContactForm(spam, freshIp())).toEqual({ status: 'sent' })
		const [receipt] = await database.select().from(mailOutbox).where(eq(mailOutbox.to, spam.email))
		for (const typed of [spam.name, spam.subject, spam.message, 'spam.example'])
			for (const part of [receipt!.subject, receipt!.text, receipt!.html]) expect(part).not.toContain(typed)
		expect(receipt!.text).toContain('binnen 48 uur')
	})

	it('escapes HTML in the mail bodies and stores the text as written', async () => {
		const hostile = {
			...valid,
			name: '<b>Anja</b>',
			subject: "'; drop table contact_messages; --",
			message: '<script>alert("x")</script> <img src=x onerror=alert(1)> 🐶',
		}
		expect(await submitContactForm(hostile, freshIp())).toEqual({ status: 'sent' })
		expect((await database.select().from(contactMessages))[0]).toMatchObject(hostile)
		const [inbox] = await database.select().from(mailOutbox).where(eq(mailOutbox.to, config().CONTACT_EMAIL))
		expect(inbox!.html).not.toMatch(/<script|<img|<b>/)
		expect(inbox!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
	})

	it.each([
		['every field empty', { name: '', email: '', subject: '', message: '' }, ['name', 'email', 'subject', 'message']],
		['every field missing', {}, ['name', 'email', 'subject', 'message']],
		['too short', { name: 'A', email: 'a@b.nl', subject: 'Hoi', message: 'Kort' }, ['name', 'subject', 'message']],
		['100,000 characters', { ...valid, message: 'x'.repeat(100_000), subject: 'y'.repeat(100_000) }, ['subject', 'message']],
		['an invalid e-mail', { ...valid, email: 'anja@example' }, ['email']],
		['only spaces', { ...valid, name: '      ' }, ['name']],
	])('refuses %s with Dutch messages, storing and mailing nothing', async (_, form, fields) => {
		const result = await submitContactForm(form, freshIp())
		expect(result.status).toBe('invalid')
		expect(Object.keys((result as { errors: object }).errors).sort()).toEqual([...fields].sort())
		for (const message of Object.values((result as { errors: Record<string, string> }).errors))
			expect(message).toMatch(/tekens bevatten\.$|^Voer een geldig e-mailadres in\.$/)
		expect(await countRows(contactMessages)).toBe(0)
		expect(await countRows(mailOutbox)).toBe(0)
	})

	it('answers a filled honeypot as sent but stores and mails nothing', async () => {
		expect(await submitContactForm({ ...valid, website: 'https://spam.example' }, freshIp())).toEqual({ status: 'sent' })
		expect(await countRows(contactMessages)).toBe(0)
		expect(await countRows(mailOutbox)).toBe(0)
	})

	it('limits each IP address, even for parallel submissions, and not other addresses', async () => {
		const ip = freshIp()
		const results = await Promise.all(Array.from({ length: CONTACT_RATE_LIMIT.max + 3 }, () => submitContactForm(valid, ip)))
		expect(results.filter((r) => r.status === 'sent')).toHaveLength(CONTACT_RATE_LIMIT.max)
		expect(results.filter((r) => r.status === 'rate-limited')).toHaveLength(3)
		expect(await countRows(contactMessages)).toBe(CONTACT_RATE_LIMIT.max)
		expect(await submitContactForm(valid, freshIp())).toEqual({ status: 'sent' })
	})

	it('counts only messages within the window', async () => {
		const ip = freshIp()
		const old = sql`now() - make_interval(mins => ${CONTACT_RATE_LIMIT.windowMinutes + 1})`
		await database
			.insert(contactMessages)
			.values(Array.from({ length: CONTACT_RATE_LIMIT.max }, () => ({ ...valid, client_ip: ip, createdAt: old })))
		expect(await submitContactForm(valid, ip)).toEqual({ status: 'sent' })
	})

	it('answers "failed" and mails nothing when the message cannot be stored', async () => {
		await database.execute(sql`alter table contact_messages rename to contact_messages_away`)
		try {
			expect(await submitContactForm(valid, freshIp())).toMatchObject({ status: 'failed', values: valid })
		} finally {
			await database.execute(sql`alter table contact_messages_away rename to contact_messages`)
		}
		expect(await countRows(mailOutbox)).toBe(0)
	})
})

describe('the /contact action', () => {
	const post = (body: BodyInit, headers: Record<string, string> = {}) =>
		action({
			request: new Request('http://localhost/contact', { method: 'POST', body, headers }),
			context: requestContext(freshIp()),
			params: {},
		} as unknown as Parameters<typeof action>[0])

	const status = (result: unknown) => (result as { init: { status: number } }).init.status

	it('answers 200 for a sent message and 400 with field errors for bad input', async () => {
		expect(status(await post(new URLSearchParams(valid)))).toBe(200)
		const bad = await post(new URLSearchParams({ ...valid, email: 'geen-adres' }))
		expect(status(bad)).toBe(400)
		expect((bad as { data: unknown }).data).toMatchObject({ status: 'invalid', errors: { email: 'Voer een geldig e-mailadres in.' } })
	})

	it('treats a body that is not a form as an empty form, not a server error', async () => {
		const result = await post(JSON.stringify(valid), { 'Content-Type': 'application/json' })
		expect(status(result)).toBe(400)
		expect(await countRows(contactMessages)).toBe(0)
	})

	it('answers 429 past the limit', async () => {
		const ip = freshIp()
		const context = requestContext(ip)
		const send = () =>
			action({
				request: new Request('http://localhost/contact', { method: 'POST', body: new URLSearchParams(valid) }),
				context,
				params: {},
			} as unknown as Parameters<typeof action>[0])
		for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect(status(await send())).toBe(200)
		expect(status(await send())).toBe(429)
	})
})
