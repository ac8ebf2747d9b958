import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../common/forms'
import {
	accountName,
	emailOnlySchema,
	forgotSchema,
	loginSchema,
	NAME_MAX,
	personName,
	resetPasswordSchema,
	signupSchema,
} from './auth-schema'

const errorsOf = (result: { success: boolean; error?: import('zod').ZodError }) => (result.error ? fieldErrors(result.error) : {})

describe('signupSchema', () => {
	const valid = { email: ' Nieuw@Example.COM ', password: 'geheim1', confirmPassword: 'geheim1', firstName: ' Fleur ', lastName: '' }

	it('normalises the e-mail and names', () => {
		expect(signupSchema.parse(valid)).toEqual({
			email: 'nieuw@example.com',
			password: 'geheim1',
			confirmPassword: 'geheim1',
			firstName: 'Fleur',
			lastName: null,
		})
	})
	it('uses the spec messages for a short password and a mismatch', () => {
		expect(errorsOf(signupSchema.safeParse({ ...valid, password: 'kort', confirmPassword: 'kort' }))).toEqual({
			password: 'Wachtwoord moet minimaal 6 karakters lang zijn.',
		})
		expect(errorsOf(signupSchema.safeParse({ ...valid, confirmPassword: 'anders1' }))).toEqual({
			confirmPassword: 'Wachtwoorden komen niet overeen.',
		})
	})
	it('answers hostile input in Dutch', () => {
		const huge = 'x'.repeat(100_000)
		expect(
			errorsOf(signupSchema.safeParse({ email: `${huge}@example.com`, password: huge, confirmPassword: huge, firstName: huge })),
		).toEqual({
			email: 'Voer een geldig e-mailadres in.',
			password: 'Wachtwoord mag maximaal 128 tekens lang zijn.',
			firstName: `Naam mag maximaal ${NAME_MAX} tekens bevatten.`,
		})
		expect(
			errorsOf(signupSchema.safeParse({ email: "'; drop table users; --", password: '🐶🐶🐶🐶🐶🐶', confirmPassword: '🐶🐶🐶🐶🐶🐶' })),
		).toEqual({
			email: 'Voer een geldig e-mailadres in.',
		})
		expect(errorsOf(signupSchema.safeParse({}))).toMatchObject({
			email: 'Vul je e-mailadres of mobiele nummer in.',
			password: 'Vul je wachtwoord in.',
		})
	})
})

describe('person names', () => {
	const errorOf = (schema: typeof personName | typeof accountName, value: unknown) => {
		const result = schema.safeParse(value)
		return result.success ? undefined : result.error.issues[0]!.message
	}

	it('keeps real names, accents, apostrophes, hyphens, initials and emoji, trimmed', () => {
		for (const name of [
			"Anne-Marie d'Hondt",
			'Zoë van der Berg-Ölçer',
			'J.P. de Vries',
			'A.J.M. Jansen',
			'Ĳsbrand 🐩',
			'Anna (Trimsalon Anna)',
		])
			expect(personName.parse(` ${name} `)).toBe(name)
		expect(personName.parse('   ')).toBeNull()
		expect(personName.parse(undefined)).toBeNull()
		expect(accountName.parse('Fleur de Vries')).toBe('Fleur de Vries')
	})

	it('refuses web and e-mail addresses in a name, in Dutch', () => {
		const addresses = [
			'https://spam.example',
			'Win op http://x',
			'www.prijs',
			'bezoek spam.example',
			'prijs.nl',
			'SPAM.COM nu',
			'spam。example',
			'anna@example.com',
			'ftp://x',
			'mailto:anna',
		]
		for (const name of addresses) {
			expect(errorOf(personName, name), name).toBe('Naam mag geen webadres of e-mailadres bevatten.')
			expect(errorOf(accountName, name), name).toBe('Naam mag geen webadres of e-mailadres bevatten.')
		}
	})

	it('refuses line breaks and control or direction characters inside a name', () => {
		for (const name of ['Anna\nBeste klant', 'Anna\r\nBcc: x', 'Anna\tde Vries', 'Anna\u0000', 'Anna\u2028x', 'Anna\u202ex', 'Anna\u0085x'])
			expect(errorOf(personName, name), JSON.stringify(name)).toBe('Naam mag geen regeleinden of besturingstekens bevatten.')
	})

	it('limits a first or last name to NAME_MAX characters and the whole name to both with a space', () => {
		expect(personName.parse('a'.repeat(NAME_MAX))).toHaveLength(NAME_MAX)
		expect(errorOf(personName, 'a'.repeat(NAME_MAX + 1))).toBe(`Naam mag maximaal ${NAME_MAX} tekens bevatten.`)
		expect(accountName.parse(`${'a'.repeat(NAME_MAX)} ${'b'.repeat(NAME_MAX)}`)).toHaveLength(2 * NAME_MAX + 1)
		expect(errorOf(accountName, 'a'.repeat(2 * NAME_MAX + 2))).toBe(`Naam mag maximaal ${2 * NAME_MAX + 1} tekens bevatten.`)
		expect(errorOf(accountName, 42)).toBe('Vul een geldige naam in.')
	})
})

describe('loginSchema', () => {
	it('needs an e-mail and a password but no minimum length', () => {
		expect(loginSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true)
		expect(errorsOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
			email: 'Vul je e-mailadres of mobiele nummer in.',
			password: 'Vul je wachtwoord in.',
		})
		expect(errorsOf(loginSchema.safeParse({ email: '<script>@x', password: 'x' }))).toEqual({ email: 'Voer een geldig e-mailadres in.' })
	})
})

describe('emailOnlySchema and resetPasswordSchema', () => {
	it('checks the address for forgot-password', () => {
		expect(emailOnlySchema.parse({ email: 'A@B.nl' })).toEqual({ email: 'a@b.nl' })
		expect(emailOnlySchema.safeParse({ email: 'geen-adres' }).success).toBe(false)
	})
	it('needs a token and two equal new passwords', () => {
		expect(resetPasswordSchema.safeParse({ token: 'abc', password: 'nieuw12', confirmPassword: 'nieuw12' }).success).toBe(true)
		expect(errorsOf(resetPasswordSchema.safeParse({ token: '', password: 'nieuw12', confirmPassword: 'nieuw13' }))).toEqual({
			token: 'De link is ongeldig.',
			confirmPassword: 'Wachtwoorden komen niet overeen.',
		})
	})
})

describe('the sign-in field', () => {
	it('reads a Dutch mobile number written any way as E.164 and refuses other numbers in Dutch', () => {
		for (const typed of ['06-12345678', '06 1234 5678', '+31 6 12345678', '0031612345678'])
			expect(loginSchema.parse({ email: typed, password: 'x' }).email).toBe('+31612345678')
		expect(errorsOf(loginSchema.safeParse({ email: '020 1234567', password: 'x' }))).toEqual({
			email: 'Vul een Nederlands mobiel nummer in (06…) of een e-mailadres',
		})
		expect(forgotSchema.parse({ email: 'A@B.nl' })).toEqual({ email: 'a@b.nl' })
	})
})
