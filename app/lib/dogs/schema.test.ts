import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../common/forms'
import { DOG_MESSAGES, weightField } from './dog-schema'
import { weightText, weightValue } from './dogs'
import { DOG_FORM_MESSAGES, dogSchema } from './schema'

const errorsOf = (input: Record<string, unknown>) => {
	const parsed = dogSchema.safeParse(input)
	return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('dogSchema', () => {
	it('reads a new dog (no id), a Dutch decimal comma, and keeps the note’s lines', () => {
		expect(
			dogSchema.parse({ dogId: '', name: ' Bobbie ', breed: 'Poedel', weight: '7,5', coat: 'krullend', notes: 'Bang.\nLief.' }),
		).toEqual({
			dogId: undefined,
			name: 'Bobbie',
			breed: 'Poedel',
			weight: 7.5,
			coat: 'krullend',
			rhythmWeeks: null,
			notes: 'Bang.\nLief.',
		})
		expect(
			dogSchema.parse({ dogId: '12', name: 'Fikkie', breed: 'Kruising', weight: '30', coat: 'dubbel', rhythmWeeks: '12', notes: '  ' }),
		).toMatchObject({
			dogId: 12,
			rhythmWeeks: 12,
			notes: null,
		})
	})

	it('names each wrong field in Dutch', () => {
		expect(errorsOf({ dogId: 'x', name: '', breed: '', weight: '0', coat: 'zijde', rhythmWeeks: '1', notes: '<b>hoi</b>' })).toEqual({
			dogId: 'Deze hond staat niet in je lijst.',
			name: DOG_MESSAGES.dogName,
			breed: DOG_MESSAGES.breed,
			weight: DOG_MESSAGES.weight,
			coat: DOG_FORM_MESSAGES.coat,
			rhythmWeeks: DOG_FORM_MESSAGES.rhythm,
			notes: DOG_MESSAGES.markup,
		})
	})

	it('takes a rhythm of 2 to 26 weeks or none, and answers anything else in Dutch', () => {
		const dog = { name: 'Saar', breed: 'Poedel', weight: '7', coat: 'krullend' }
		expect(dogSchema.parse({ ...dog, rhythmWeeks: '2' }).rhythmWeeks).toBe(2)
		expect(dogSchema.parse({ ...dog, rhythmWeeks: ' 26 ' }).rhythmWeeks).toBe(26)
		expect(dogSchema.parse({ ...dog, rhythmWeeks: '' }).rhythmWeeks).toBeNull()
		for (const rhythmWeeks of ['1', '27', '6,5', 'elke 6', '-6', '0600'])
			expect(errorsOf({ ...dog, rhythmWeeks }), rhythmWeeks).toEqual({ rhythmWeeks: DOG_FORM_MESSAGES.rhythm })
	})
})

it('writes a weight with the Dutch comma, in a field and in text', () => {
	expect(weightValue(12.5)).toBe('12,5')
	expect(weightText(8)).toBe('8 kg')
})

describe('weightField', () => {
	it("reads a weight with a decimal comma or point and with a trailing 'kg', as people write it", () => {
		for (const [typed, kg] of [
			['8', 8],
			['8 kg', 8],
			['7,5kg', 7.5],
			['12,5 KG', 12.5],
			[' 30 kg. ', 30],
			['7.5', 7.5],
		] as const)
			expect(weightField.parse(typed), typed).toBe(kg)
	})

	it('refuses what is no weight with its message', () => {
		for (const typed of ['kg', 'zwaar', '8 kilo extra', '0,2 kg', '120 kg'])
			expect(weightField.safeParse(typed).error?.issues[0]?.message, typed).toBe(DOG_MESSAGES.weight)
	})
})
