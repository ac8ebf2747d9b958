import { describe, expect, it } from 'vitest'
import * as pricing from '../bookings/pricing'
import { bookingChoiceSchema } from '../bookings/schema'
import { placeRequestSchema } from '../place-requests/schema'
import { COAT_TYPE_LABELS, COAT_TYPES } from './coats'
import { dogSchema } from './schema'

const dog = { dogName: 'Bobbie', name: 'Bobbie', breed: 'Poedel', weight: '7,5' }
const forms = {
	'Mijn honden': (coat: string) => dogSchema.safeParse({ ...dog, coat }),
	booking: (coat: string) => bookingChoiceSchema.safeParse({ ...dog, salonId: '1', treatmentId: '1', coat }),
	'Plek aanvragen': (coat: string) => placeRequestSchema.safeParse({ ...dog, salonIds: '1', coat }),
}

describe('COAT_TYPES', () => {
	it('is five coats, each with one Dutch label', () => {
		expect(COAT_TYPES).toEqual(['kort', 'lang', 'krullend', 'ruwhaar', 'dubbel'])
		expect(Object.keys(COAT_TYPE_LABELS)).toEqual(COAT_TYPES)
		expect(COAT_TYPES.map((coat) => COAT_TYPE_LABELS[coat])).toEqual(['Kort', 'Lang', 'Krullend', 'Ruwhaar', 'Dubbele vacht'])
	})

	it('is the list the treatments price by', () => {
		expect(pricing.COAT_TYPES).toBe(COAT_TYPES)
		expect(pricing.COAT_TYPE_LABELS).toBe(COAT_TYPE_LABELS)
	})

	it.each(Object.entries(forms))('is what the %s form takes, and nothing else', (_, parse) => {
		for (const coat of COAT_TYPES) expect(parse(coat).success, coat).toBe(true)
		for (const coat of ['halflang', 'Kort haar', 'Kort', 'paars']) expect(parse(coat).success, coat).toBe(false)
	})
})
