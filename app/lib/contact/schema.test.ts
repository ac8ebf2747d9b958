import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../common/forms'
import { contactSchema } from './schema'

const valid = { name: 'Anja de Boer', email: 'anja@example.nl', subject: 'Vraag over claimen', message: 'Hoe claim ik mijn trimsalon?' }

function errorsFor(input: Record<string, unknown>) {
	const result = contactSchema.safeParse(input)
	return result.success ? {} : fieldErrors(result.error)
}

describe('contactSchema', () => {
	it('accepts a valid message and trims it', () => {
		expect(contactSchema.parse({ ...valid, name: '  Anja de Boer ', email: ' anja@example.nl ' })).toEqual(valid)
	})

	it('gives the spec messages for empty fields', () => {
		expect(errorsFor({ name: '', email: '', subject: '', message: '' })).toEqual({
			name: 'Naam moet minimaal 2 tekens bevatten.',
			email: 'Voer een geldig e-mailadres in.',
			subject: 'Onderwerp moet minimaal 5 tekens bevatten.',
			message: 'Bericht moet minimaal 10 tekens bevatten.',
		})
	})

	it('gives the same Dutch messages for missing fields and non-strings', () => {
		expect(errorsFor({})).toEqual(errorsFor({ name: '', email: '', subject: '', message: '' }))
		expect(errorsFor({ ...valid, name: 42 })).toEqual({ name: 'Naam moet minimaal 2 tekens bevatten.' })
	})

	it('counts characters after trimming and drops control characters', () => {
		expect(errorsFor({ ...valid, name: ' A ', subject: 'Hoi\u0000\u0000', message: '          x' })).toEqual({
			name: 'Naam moet minimaal 2 tekens bevatten.',
			subject: 'Onderwerp moet minimaal 5 tekens bevatten.',
			message: 'Bericht moet minimaal 10 tekens bevatten.',
		})
		expect(contactSchema.parse({ ...valid, message: 'Regel één\u0000\nRegel twee' }).message).toBe('Regel één\nRegel twee')
	})

	it('keeps name and subject on one line (they go into mail headers), the message as written', () => {
		const parsed = contactSchema.parse({
			...valid,
			name: 'Anja\r\nBcc: x@evil.nl',
			subject: 'Vraag\n\tover\nclaimen',
			message: 'Regel 1\nRegel 2',
		})
		expect(parsed).toMatchObject({ name: 'Anja Bcc: x@evil.nl', subject: 'Vraag over claimen', message: 'Regel 1\nRegel 2' })
	})

	it('accepts the exact minimum lengths', () => {
		expect(errorsFor({ name: 'Jo', email: 'a@b.nl', subject: 'Vraag', message: '1234567890' })).toEqual({})
	})

	it('rejects 100,000 characters with a Dutch maximum message', () => {
		const long = 'x'.repeat(100_000)
		expect(errorsFor({ name: long, email: `${long}@example.nl`, subject: long, message: long })).toEqual({
			name: 'Naam mag maximaal 100 tekens bevatten.',
			email: 'Voer een geldig e-mailadres in.',
			subject: 'Onderwerp mag maximaal 150 tekens bevatten.',
			message: 'Bericht mag maximaal 5000 tekens bevatten.',
		})
	})

	it.each(['anja', 'anja@', '@example.nl', 'anja@example', 'anja example@x.nl', '<script>@x.nl'])(
		'rejects the e-mail address %s',
		(email) => {
			expect(errorsFor({ ...valid, email })).toEqual({ email: 'Voer een geldig e-mailadres in.' })
		},
	)

	it('keeps HTML, SQL fragments and emoji as plain text', () => {
		const hostile = { ...valid, subject: "'; drop table contact_messages; --", message: '<script>alert(1)</script> 🐶🐩 <b>vet</b>' }
		expect(contactSchema.parse(hostile)).toEqual(hostile)
	})
})
