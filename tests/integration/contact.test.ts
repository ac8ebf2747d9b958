import { actorWith } from '~/server/accounts/actor.server'
import { count, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES } from '~/lib/contact/schema'
import { action } from '~/routes/contact'
import { config } from '~/server/platform/config.server'
import { CONTACT_RATE_LIMIT, submitContactForm } from '~/server/contact/submit.server'
import { contactMessages } from '~/server/contact/tables.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { AppError } from '~/server/platform/errors.server'
import { statusOf } from '~/edge/errors.server'
import { run } from '../actions'
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
const form = (body: BodyInit, headers: Record<string, string> = {}) =>
	new Request('http://localhost/contact', { method: 'POST', body, headers })

/** The refusal a submission is answered with; fails the test when it is not refused. */
async function refusal(submission: Promise<unknown>) {
	const outcome = await submission.then(
		() => new Error('expected a refusal, the message was sent'),
		(error: unknown) => error,
	)
	expect(outcome).toBeInstanceOf(AppError)
	const error = outcome as AppError
	return { message: error.message, fields: error.fields, status: statusOf(error) }
}

const countRows = async (table: typeof contactMessages | typeof mailOutbox) => (await database.select({ n: count() }).from(table))[0]!.n

beforeEach(async () => {
	await database.delete(contactMessages)
	await database.delete(mailOutbox)
})

describe('submitContactForm', () => {
	it('stores the message and mails it to CONTACT_EMAIL with a confirmation to the sender', async () => {
		await expect(submitContactForm(actorWith(null, '192.0.2.200'), valid)).resolves.toBeUndefined()
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
		await expect(submitContactForm(actorWith(null, freshIp()), spam)).resolves.toBeUndefined()
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
		await expect(submitContactForm(actorWith(null, freshIp()), hostile)).resolves.toBeUndefined()
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
		const refused = await refusal(submitContactForm(actorWith(null, freshIp()), form))
		expect(refused.status).toBe(400)
		expect(Object.keys(refused.fields!).sort()).toEqual([...fields].sort())
		for (const message of Object.values(refused.fields!)) expect(message).toMatch(/tekens bevatten\.$|^Voer een geldig e-mailadres in\.$/)
		expect(await countRows(contactMessages)).toBe(0)
		expect(await countRows(mailOutbox)).toBe(0)
	})

	it('answers a filled honeypot as sent but stores and mails nothing', async () => {
		await expect(submitContactForm(actorWith(null, freshIp()), { ...valid, website: 'https://spam.example' })).resolves.toBeUndefined()
		expect(await countRows(contactMessages)).toBe(0)
		expect(await countRows(mailOutbox)).toBe(0)
	})

	it('limits each IP address, even for parallel submissions, and not other addresses', async () => {
		const ip = freshIp()
		const results = await Promise.allSettled(
			Array.from({ length: CONTACT_RATE_LIMIT.max + 3 }, () => submitContactForm(actorWith(null, ip), valid)),
		)
		expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(CONTACT_RATE_LIMIT.max)
		expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual(
			Array(3).fill(expect.objectContaining({ code: 'tooManyRequests', message: CONTACT_MESSAGES.rateLimited })),
		)
		expect(await countRows(contactMessages)).toBe(CONTACT_RATE_LIMIT.max)
		await expect(submitContactForm(actorWith(null, freshIp()), valid)).resolves.toBeUndefined()
	})

	it('counts only messages within the window', async () => {
		const ip = freshIp()
		const old = sql`now() - make_interval(mins => ${CONTACT_RATE_LIMIT.windowMinutes + 1})`
		await database
			.insert(contactMessages)
			.values(Array.from({ length: CONTACT_RATE_LIMIT.max }, () => ({ ...valid, client_ip: ip, createdAt: old })))
		await expect(submitContactForm(actorWith(null, ip), valid)).resolves.toBeUndefined()
	})

	it('answers 503 with the failure text, keeps the input and mails nothing when the message cannot be stored', async () => {
		await database.execute(sql`alter table contact_messages rename to contact_messages_away`)
		try {
			expect(await run(action, form(new URLSearchParams(valid)), freshIp())).toMatchObject({
				status: 503,
				data: { ok: false, message: CONTACT_MESSAGES.failure, values: valid },
			})
		} finally {
			await database.execute(sql`alter table contact_messages_away rename to contact_messages`)
		}
		expect(await countRows(mailOutbox)).toBe(0)
	})
})

describe('the /contact action', () => {
	const post = (body: BodyInit, headers: Record<string, string> = {}) => run(action, form(body, headers), freshIp())

	it('answers 200 for a sent message and 400 with the message per field and the input for bad input', async () => {
		expect(await post(new URLSearchParams(valid))).toMatchObject({ status: 200, data: { ok: true } })
		const bad = await post(new URLSearchParams({ ...valid, email: 'geen-adres', website: '' }))
		const invalid = 'Voer een geldig e-mailadres in.'
		expect(bad.status).toBe(400)
		expect(bad.data).toEqual({ ok: false, message: invalid, fields: { email: invalid }, values: { ...valid, email: 'geen-adres' } })
	})

	it('treats a body that is not a form as an empty form, not a server error', async () => {
		const result = await post(JSON.stringify(valid), { 'Content-Type': 'application/json' })
		expect(result.status).toBe(400)
		expect(await countRows(contactMessages)).toBe(0)
	})

	it('answers 429 past the limit', async () => {
		const ip = freshIp()
		const send = () => run(action, form(new URLSearchParams(valid)), ip)
		for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send()).status).toBe(200)
		expect(await send()).toMatchObject({ status: 429, data: { ok: false, message: CONTACT_MESSAGES.rateLimited, values: valid } })
	})
})
