import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/server/platform/db/client.server'
import { deliverDueMails, listOutbox, queueMail } from '~/server/platform/mail/mail.server'
import { useTestDatabase } from '../db'

/** A server that accepts the connection and then never says a word. */
const silent = net.createServer(() => {})

await useTestDatabase()

beforeAll(async () => {
	await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
	process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())))

describe('an SMTP server that never answers', () => {
	it('is cut off by the greeting timeout, and the mail waits for a retry', async () => {
		await queueMail(db(), { to: 'x@example.com', subject: 'Stil', text: 'x' })
		const started = Date.now()
		expect(await deliverDueMails()).toEqual({ sent: 0, failed: 1 })
		expect(Date.now() - started).toBeLessThan(15_000)
		const [mail] = await listOutbox()
		expect(mail).toMatchObject({ attempts: 1, sent_at: null })
		expect(mail!.error).toMatch(/greeting|timeout/i)
	}, 20_000)
})
