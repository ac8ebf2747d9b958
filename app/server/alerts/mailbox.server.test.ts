import { describe, expect, it } from 'vitest'
import { mailboxKey } from './mailbox.server'

describe('mailboxKey', () => {
	it('counts every +tag of an address as the address itself', () => {
		expect(mailboxKey('Anna+meldingen@Example.nl')).toBe('anna@example.nl')
		expect(mailboxKey('anna+a+b@example.nl')).toBe('anna@example.nl')
		expect(mailboxKey(' anna@example.nl ')).toBe('anna@example.nl')
	})

	it('ignores dots in Gmail names, and googlemail.com is gmail.com', () => {
		expect(mailboxKey('a.n.n.a+x@gmail.com')).toBe('anna@gmail.com')
		expect(mailboxKey('A.nna@googlemail.com')).toBe('anna@gmail.com')
	})

	it('keeps dots where they make another inbox', () => {
		expect(mailboxKey('a.nna@example.nl')).toBe('a.nna@example.nl')
		expect(mailboxKey('a.nna@gmail.com.example.nl')).toBe('a.nna@gmail.com.example.nl')
	})

	it('leaves a name that starts with + and anything that is no address as it is (lowercase)', () => {
		expect(mailboxKey('+31@example.nl')).toBe('+31@example.nl')
		expect(mailboxKey('geen-adres')).toBe('geen-adres')
		expect(mailboxKey('"a@b"@example.nl')).toBe('"a@b"@example.nl')
	})
})
