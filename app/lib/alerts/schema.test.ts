import { describe, expect, it } from 'vitest'
import { fieldErrors } from '~/lib/common/forms'
import { alertSubscribeSchema } from './schema'

const errorsOf = (input: Record<string, string>) => {
	const parsed = alertSubscribeSchema.safeParse(input)
	return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('the alert form', () => {
	it('takes an address, a place and a radius; 10 km unless another is picked', () => {
		expect(alertSubscribeSchema.parse({ email: ' Anna@Example.com ', place: ' 3511 AB ' })).toEqual({
			email: 'anna@example.com',
			place: '3511 AB',
			radius: 10,
		})
		expect(alertSubscribeSchema.parse({ email: 'anna@example.com', place: 'Utrecht', radius: '20' }).radius).toBe(20)
	})

	it('takes a salon instead of a place', () => {
		expect(alertSubscribeSchema.parse({ email: 'anna@example.com', salonId: '12' })).toEqual({
			email: 'anna@example.com',
			radius: 10,
			salonId: 12,
		})
	})

	it('says in Dutch what is wrong, next to the field', () => {
		expect(errorsOf({ email: 'anna', place: '', radius: '50' })).toEqual({
			email: 'Voer een geldig e-mailadres in.',
			place: 'Vul je postcode of woonplaats in.',
			radius: 'Kies een afstand van 5, 10 of 20 km.',
		})
		expect(errorsOf({ email: 'anna@example.com' })).toEqual({ place: 'Vul je postcode of woonplaats in.' })
		expect(errorsOf({ email: 'anna@example.com', salonId: 'x' })).toEqual({ salonId: 'Trimsalon niet gevonden' })
	})
})
