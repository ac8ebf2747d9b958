import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../forms'
import { emailOnlySchema, loginSchema, resetPasswordSchema, signupSchema } from './auth'

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
			password: 'Wachtwoord mag maximaal 128 karakters lang zijn.',
			firstName: 'Naam mag maximaal 100 tekens bevatten.',
		})
		expect(
			errorsOf(signupSchema.safeParse({ email: "'; drop table users; --", password: '🐶🐶🐶🐶🐶🐶', confirmPassword: '🐶🐶🐶🐶🐶🐶' })),
		).toEqual({
			email: 'Voer een geldig e-mailadres in.',
		})
		expect(errorsOf(signupSchema.safeParse({}))).toMatchObject({ email: 'Vul je e-mailadres in.', password: 'Vul je wachtwoord in.' })
	})
})

describe('loginSchema', () => {
	it('needs an e-mail and a password but no minimum length', () => {
		expect(loginSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true)
		expect(errorsOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
			email: 'Vul je e-mailadres in.',
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
