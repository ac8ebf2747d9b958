import { describe, expect, it } from 'vitest'
import { citySlugPath, legacySalonPath, loginPath, salonParamPath, salonPath, signupPath } from './paths'

describe('salonPath', () => {
	it('links by slug, or by id without a slug', () => {
		expect(salonPath({ id: 7, slug: 'trimsalon-de-poedel' })).toBe('/trimsalon/trimsalon-de-poedel')
		expect(salonPath({ id: 7, slug: null })).toBe('/trimsalon/7')
		expect(salonPath({ id: 7, slug: '' })).toBe('/trimsalon/7')
	})
})

describe('the other path builders', () => {
	it('encode what they are given', () => {
		expect(salonParamPath('a b')).toBe('/trimsalon/a%20b')
		expect(citySlugPath('den-haag')).toBe('/city/den-haag')
		expect(legacySalonPath(7)).toBe('/groomer/7')
		expect(loginPath()).toBe('/auth?tab=login')
		expect(loginPath('/account')).toBe('/auth?tab=login&redirectTo=%2Faccount')
		expect(signupPath()).toBe('/auth?tab=signup')
	})
})
