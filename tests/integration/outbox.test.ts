import { describe, expect, it } from 'vitest'
import { escapeHtml, listOutbox, sendMail } from '~/server/mail/mail.server'
import { useTestDatabase } from '../db'

delete process.env.SMTP_URL
await useTestDatabase()

describe('sendMail without SMTP_URL', () => {
	it('only stores the mail in the outbox, newest first', async () => {
		await sendMail({ to: 'a@example.com', subject: 'Eerste', text: 'een' })
		const second = await sendMail({ to: 'b@example.com', subject: 'Tweede', text: 'twee' })
		expect(second.delivered).toBe(false)
		const mails = await listOutbox()
		expect(mails.map((mail) => mail.subject)).toEqual(['Tweede', 'Eerste'])
		expect(mails[0]!.sent_at).toBeNull()
	})
	it('escapes HTML for mail bodies', () => {
		expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;')
	})
})
