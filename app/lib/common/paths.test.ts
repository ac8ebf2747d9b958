import { describe, expect, it } from 'vitest'
import {
	bookingSalonParam,
	citySlugPath,
	legacySalonPath,
	loginPath,
	myAppointmentPath,
	salonParamPath,
	salonPath,
	signupPath,
} from './paths'

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

describe('bookingSalonParam', () => {
	it('reads the salon of a booking page’s path, and of nothing else', () => {
		expect(bookingSalonParam('/trimsalon/de-poedel/afspraak-maken')).toBe('de-poedel')
		expect(bookingSalonParam('/trimsalon/7/afspraak-maken?stap=2')).toBe('7')
		expect(bookingSalonParam('/trimsalon/caf%C3%A9/afspraak-maken')).toBe('café')
		expect(bookingSalonParam('/trimsalon/de-poedel')).toBeNull()
		expect(bookingSalonParam('/trimsalon/de-poedel/beoordelen')).toBeNull()
		expect(bookingSalonParam('/trimsalon/a/b/afspraak-maken')).toBeNull()
		expect(bookingSalonParam('/trimsalon/%E0%A4%A/afspraak-maken')).toBeNull()
		expect(bookingSalonParam(null)).toBeNull()
	})
})

describe('the path of one appointment on Mijn afspraken', () => {
	it('point at its place in the list', () => {
		expect(myAppointmentPath(12)).toBe('/account/afspraken#afspraak-12')
	})
})
