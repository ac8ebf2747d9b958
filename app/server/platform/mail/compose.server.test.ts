import { describe, expect, it } from 'vitest'
import { composeMail, greetingOf } from './compose.server'

describe('composeMail', () => {
	const mail = composeMail({
		to: 'fleur@example.com',
		subject: 'Je claim voor <De Poedel> is ontvangen',
		greeting: 'Beste <b>Fleur</b>,',
		paragraphs: ['Regel een\nRegel twee', 'Bericht: "<script>alert(1)</script>"'],
		action: { label: 'Bekijk', url: 'https://example.nl/a?b=1&c=2' },
	})

	it('writes a plain-text body with the link on its own line and a signature', () => {
		expect(mail.text).toBe(
			'Beste <b>Fleur</b>,\n\nRegel een\nRegel twee\n\nBericht: "<script>alert(1)</script>"\n\nBekijk:\nhttps://example.nl/a?b=1&c=2\n\nMet vriendelijke groet,\nTrimsalonwijzer',
		)
	})
	it('escapes every piece of text in the HTML body', () => {
		expect(mail.html).toContain('<p>Beste &lt;b&gt;Fleur&lt;/b&gt;,</p>')
		expect(mail.html).toContain('<p>Regel een<br>Regel twee</p>')
		expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
		expect(mail.html).toContain('<a href="https://example.nl/a?b=1&amp;c=2">Bekijk</a>')
		expect(mail.html).not.toContain('<script>')
	})
	it('sends no unsubscribe headers for a mail nobody subscribed to', () => {
		expect(mail.headers).toBeUndefined()
	})

	describe('with an unsubscribe link', () => {
		const url = 'https://example.nl/alerts/afmelden?token=a&b'
		const subscribed = composeMail({
			to: 'a@example.com',
			subject: 'S',
			greeting: 'Hallo,',
			paragraphs: ['P'],
			unsubscribe: { url, why: 'Omdat je dit vroeg.', label: 'Dit stoppen' },
		})

		it('offers one-click unsubscribe to mail clients (RFC 8058)', () => {
			expect(subscribed.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
		})
		it('writes why the mail came and the link, labelled with what it stops, under the signature in both bodies', () => {
			expect(subscribed.text.endsWith(`Trimsalonwijzer\n\nOmdat je dit vroeg.\nDit stoppen:\n${url}`)).toBe(true)
			expect(subscribed.html).toMatch(
				/Trimsalonwijzer<\/p>\n<p>Omdat je dit vroeg\.<\/p>\n<p><a href="https:\/\/example\.nl\/alerts\/afmelden\?token=a&amp;b">Dit stoppen<\/a><\/p>$/,
			)
		})
	})

	it('passes attachments on with the mail', () => {
		const attachments = [
			{ filename: 'afspraak.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: 'BEGIN:VCALENDAR' },
		]
		expect(composeMail({ to: 'a@example.com', subject: 'S', greeting: 'Hallo,', paragraphs: ['P'], attachments }).attachments).toEqual(
			attachments,
		)
	})
})

describe('greetingOf', () => {
	it("greets by name, or says 'Hallo,' without one: never a role such as 'Gebruiker' as a name", () => {
		expect(greetingOf('Fleur')).toBe('Beste Fleur,')
		expect(greetingOf('  ')).toBe('Hallo,')
		expect(greetingOf(null)).toBe('Hallo,')
	})
})
