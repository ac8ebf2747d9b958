import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/server/platform/db/client.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { deliverDueMails, MAX_ATTEMPTS, purgeSentMails, queueMail, retryDelaySeconds } from '~/server/platform/mail/mail.server'
import { useTestDatabase } from '../db'

type Received = { to: string[]; raw: string }
const received: Received[] = []
/** A real SMTP server that refuses mail while `refusing` is set, like a server that is down for a while. */
let refusing = false
const smtp = new SMTPServer({
	authOptional: true,
	disabledCommands: ['STARTTLS'],
	onRcptTo(_address, _session, callback) {
		callback(refusing ? Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }) : undefined)
	},
	onData(stream, session, callback) {
		let raw = ''
		stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
		stream.on('end', () => {
			received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
			callback()
		})
	},
})

await useTestDatabase()

beforeAll(async () => {
	await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
	const { port } = smtp.server.address() as { port: number }
	process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
})
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

const row = async (id: number) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!
/** Makes a failed mail due now instead of after its back-off. */
const makeDue = (id: number) =>
	db()
		.update(mailOutbox)
		.set({ next_attempt_at: new Date(Date.now() - 1000) })
		.where(eq(mailOutbox.id, id))

describe('mail delivery over SMTP', () => {
	it('delivers a queued mail and marks it sent', async () => {
		const id = await queueMail(db(), {
			to: 'eigenaar@example.com',
			subject: 'Claim goedgekeurd',
			text: 'Gefeliciteerd! Bekijk https://example.nl/dashboard',
		})
		expect(await deliverDueMails()).toEqual({ sent: 1, failed: 0 })
		expect(received.at(-1)!.to).toEqual(['eigenaar@example.com'])
		expect(received.at(-1)!.raw).toContain('Subject: Claim goedgekeurd')
		expect((await row(id)).sent_at).toBeInstanceOf(Date)
		expect(await deliverDueMails()).toEqual({ sent: 0, failed: 0 })
	})

	it('sends the headers queued with the mail, such as one-click unsubscribe', async () => {
		await queueMail(db(), {
			to: 'abonnee@example.com',
			subject: 'Nieuwe plek',
			text: 'x',
			headers: { 'List-Unsubscribe': '<https://example.nl/afmelden?token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
		})
		expect(await deliverDueMails()).toEqual({ sent: 1, failed: 0 })
		expect(received.at(-1)!.raw).toContain('List-Unsubscribe: <https://example.nl/afmelden?token=t>')
		expect(received.at(-1)!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
	})

	it('sends the files queued with the mail, such as an appointment .ics with its method', async () => {
		const ics = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n'
		const id = await queueMail(db(), {
			to: 'klant@example.com',
			subject: 'Afspraak geannuleerd',
			text: 'x',
			attachments: [{ filename: 'afspraak.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: ics }],
		})
		expect((await row(id)).attachments).toEqual([expect.objectContaining({ filename: 'afspraak.ics' })])
		expect(await deliverDueMails()).toEqual({ sent: 1, failed: 0 })
		const raw = received.at(-1)!.raw
		expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/)
		expect(raw).toMatch(/filename=afspraak\.ics/)
		const body = raw.split(/filename=afspraak\.ics\r?\n\r?\n/)[1]!.split(/\r?\n--/)[0]!
		expect(Buffer.from(body.replace(/\s/g, ''), 'base64').toString()).toBe(ics)
	})

	it('retries with back-off after the server refuses, and delivers once it accepts', async () => {
		refusing = true
		const id = await queueMail(db(), { to: 'later@example.com', subject: 'Nog een keer', text: 'x' })
		expect(await deliverDueMails()).toEqual({ sent: 0, failed: 1 })
		const failed = await row(id)
		expect(failed).toMatchObject({ attempts: 1, sent_at: null })
		expect(failed.error).toMatch(/451/)
		expect(failed.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(20_000)
		// Not due yet: the back-off holds it.
		expect(await deliverDueMails()).toEqual({ sent: 0, failed: 0 })

		refusing = false
		await makeDue(id)
		expect(await deliverDueMails()).toEqual({ sent: 1, failed: 0 })
		expect(await row(id)).toMatchObject({ attempts: 1, error: null })
		expect(received.at(-1)!.to).toEqual(['later@example.com'])
	})

	it('gives up after MAX_ATTEMPTS, keeping the mail and its last error', async () => {
		refusing = true
		const id = await queueMail(db(), { to: 'never@example.com', subject: 'Nooit', text: 'x' })
		for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
			await makeDue(id)
			await deliverDueMails()
		}
		refusing = false
		await makeDue(id)
		expect(await deliverDueMails()).toEqual({ sent: 0, failed: 0 })
		expect(await row(id)).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null })
	})

	it('waits longer after each failure, up to six hours', () => {
		expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240])
		expect(retryDelaySeconds(20)).toBe(6 * 60 * 60)
	})
})

describe('retention', () => {
	it('deletes sent mails older than MAIL_RETENTION_DAYS and keeps recent and unsent ones', async () => {
		const day = 24 * 60 * 60 * 1000
		const [old, recent, unsent] = await db()
			.insert(mailOutbox)
			.values([
				{ to: 'a@example.com', subject: 'Oud', text: 'reset-link', sent_at: new Date(Date.now() - 31 * day) },
				{ to: 'b@example.com', subject: 'Recent', text: 'x', sent_at: new Date(Date.now() - 29 * day) },
				{ to: 'c@example.com', subject: 'Niet verstuurd', text: 'x', createdAt: new Date(Date.now() - 40 * day) },
			])
			.returning({ id: mailOutbox.id })
		expect(await purgeSentMails()).toBeGreaterThanOrEqual(1)
		const left = (await db().select({ id: mailOutbox.id }).from(mailOutbox)).map((r) => r.id)
		expect(left).not.toContain(old!.id)
		expect(left).toEqual(expect.arrayContaining([recent!.id, unsent!.id]))
	})
})
