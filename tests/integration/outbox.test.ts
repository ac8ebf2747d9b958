import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '~/server/platform/db/client.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { deliverDueMails, listOutbox, queueMail } from '~/server/platform/mail/mail.server'
import { useTestDatabase } from '../db'

delete process.env.SMTP_URL
await useTestDatabase()

describe('the outbox without SMTP_URL', () => {
	it('keeps every queued mail, newest first, and counts it delivered once the worker has seen it', async () => {
		await queueMail(db(), { to: 'a@example.com', subject: 'Eerste', text: 'een' })
		await queueMail(db(), { to: 'b@example.com', subject: 'Tweede', text: 'twee' })
		expect((await listOutbox()).map((mail) => [mail.subject, mail.sent_at])).toEqual([
			['Tweede', null],
			['Eerste', null],
		])
		expect(await deliverDueMails()).toEqual({ sent: 2, failed: 0 })
		expect((await listOutbox()).every((mail) => mail.sent_at instanceof Date)).toBe(true)
	})

	it('never sends a mail whose transaction rolled back', async () => {
		const change = db().transaction(async (tx) => {
			await queueMail(tx, { to: 'c@example.com', subject: 'Teruggedraaid', text: 'nooit' })
			// The mail is in the outbox inside the transaction, so only the rollback can take it out.
			expect(await tx.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Teruggedraaid'))).toHaveLength(1)
			throw new Error('the change failed')
		})
		// Only the change's own failure: anything else thrown on the way (queueMail, the check above) fails the test.
		await expect(change).rejects.toThrow(/^the change failed$/)
		expect((await listOutbox()).map((mail) => mail.subject)).not.toContain('Teruggedraaid')
		expect(await deliverDueMails()).toEqual({ sent: 0, failed: 0 })
	})
})
