import { describe, expect, it } from 'vitest'
import { parseAuthQuery } from './auth-page'

const parse = (query: string) => parseAuthQuery(new URLSearchParams(query))

describe('parseAuthQuery', () => {
	it('defaults to the login tab', () => {
		expect(parse('')).toEqual({ mode: 'tabs', tab: 'login', token: null, redirectTo: null, isSignupLink: false })
	})
	it('reads the tab, the modes and the reset token', () => {
		expect(parse('tab=signup').tab).toBe('signup')
		expect(parse('tab=iets').tab).toBe('login')
		expect(parse('mode=verified').mode).toBe('verified')
		expect(parse('mode=reset-password&token=abc')).toMatchObject({ mode: 'reset-password', token: 'abc' })
		expect(parse('mode=reset-password&error=INVALID_TOKEN').token).toBeNull()
		expect(parse('mode=onzin').mode).toBe('tabs')
	})
	it('keeps only a local way back', () => {
		expect(parse('redirectTo=%2Ftrimsalon%2Fde-poedel').redirectTo).toBe('/trimsalon/de-poedel')
		expect(parse('redirectTo=https%3A%2F%2Fevil.example').redirectTo).toBeNull()
	})
	it('recognises a signup link', () => {
		expect(parse('type=signup').isSignupLink).toBe(true)
	})
})
