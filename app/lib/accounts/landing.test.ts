import { describe, expect, it } from 'vitest'
import { accountLandingPath, notFoundRedirect } from './landing'

describe('accountLandingPath', () => {
	it('sends owners to the dashboard and others to the salon signup', () => {
		expect(accountLandingPath(true)).toBe('/dashboard')
		expect(accountLandingPath(false)).toBe('/trimsalon-signup')
	})
})

describe('notFoundRedirect', () => {
	it('redirects from any unknown path', () => {
		expect(notFoundRedirect('/bestaat-niet', true)).toBe('/dashboard')
		expect(notFoundRedirect('/bestaat-niet', false)).toBe('/trimsalon-signup')
		expect(notFoundRedirect('/trimsalon-signup', true)).toBe('/dashboard')
	})
	it('never redirects a path to itself, with or without a trailing slash', () => {
		expect(notFoundRedirect('/dashboard', true)).toBeNull()
		expect(notFoundRedirect('/dashboard/', true)).toBeNull()
		expect(notFoundRedirect('/trimsalon-signup', false)).toBeNull()
	})
})
