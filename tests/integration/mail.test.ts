import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox, sendMail } from '~/server/mail/mail.server'
import { useTestDatabase } from '../db'

type Received = { to: string[]; raw: string }
const received: Received[] = []
const smtp = new SMTPServer({
	authOptional: true,
	disabledCommands: ['STARTTLS'],
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

describe('sendMail', () => {
	it('delivers over SMTP when SMTP_URL is set and keeps the mail in the outbox', async () => {
		const result = await sendMail({
			to: 'eigenaar@example.com',
			subject: 'Claim goedgekeurd',
			text: 'Gefeliciteerd! Bekijk https://example.nl/dashboard',
		})
		expect(result.delivered).toBe(true)
		expect(received).toHaveLength(1)
		expect(received[0]!.to).toEqual(['eigenaar@example.com'])
		expect(received[0]!.raw).toContain('Subject: Claim goedgekeurd')
		expect(received[0]!.raw).toContain('Gefeliciteerd!')
		const [stored] = await listOutbox()
		expect(stored).toMatchObject({ id: result.id, to: 'eigenaar@example.com', subject: 'Claim goedgekeurd' })
		expect(stored!.sent_at).toBeInstanceOf(Date)
	})
})
