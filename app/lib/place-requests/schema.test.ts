import { describe, expect, it } from 'vitest'
import { fieldErrors } from '~/lib/common/forms'
import { placeAnswerSchema, placeRequestSchema } from './schema'

const valid = { salonIds: '7', dogName: ' Bobbie ', breed: 'Poedel', weight: '7,5' }
const errorsOf = (input: Record<string, unknown>) => {
	const parsed = placeRequestSchema.safeParse(input)
	return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('placeRequestSchema', () => {
	it('takes the four fields alone, with a Dutch decimal comma, and leaves the rest empty', () => {
		expect(placeRequestSchema.parse(valid)).toEqual({
			salonIds: [7],
			dogName: 'Bobbie',
			breed: 'Poedel',
			weight: 7.5,
			coat: null,
			age: null,
			needs: [],
			firstVisit: null,
			period: null,
			days: [],
			place: null,
			message: null,
		})
	})

	it('reads ticked boxes and choices', () => {
		const parsed = placeRequestSchema.parse({
			...valid,
			salonIds: ['7', '8', '7'],
			needs: ['trimmen', 'nagels'],
			days: 'za',
			firstVisit: 'ja',
			coat: 'lang',
		})
		expect(parsed).toMatchObject({ salonIds: [7, 8], needs: ['trimmen', 'nagels'], days: ['za'], firstVisit: true, coat: 'lang' })
	})

	it('answers bad input in Dutch, next to the field', () => {
		expect(errorsOf({ ...valid, weight: '0' }).weight).toBe('Vul het gewicht in kilo in, tussen 0,5 en 100 kg.')
		expect(errorsOf({ ...valid, weight: '150' }).weight).toBe('Vul het gewicht in kilo in, tussen 0,5 en 100 kg.')
		expect(errorsOf({ ...valid, weight: 'zwaar' }).weight).toBe('Vul het gewicht in kilo in, tussen 0,5 en 100 kg.')
		expect(errorsOf({ ...valid, dogName: '  ' }).dogName).toBe('Vul de naam van je hond in.')
		expect(errorsOf({ ...valid, breed: '<script>alert(1)</script>' }).breed).toBe('Gebruik geen HTML of scripts in dit veld.')
		expect(errorsOf({ ...valid, salonIds: ['1', '2', '3', '4', '5', '6'] }).salonIds).toBe('Kies ten hoogste 5 trimsalons.')
		expect(errorsOf({ ...valid, salonIds: undefined }).salonIds).toBe('Kies een trimsalon.')
		expect(errorsOf({ ...valid, coat: 'paars' }).coat).toBe('Kies een van de mogelijkheden.')
		expect(errorsOf({ ...valid, message: 'x'.repeat(1001) }).message).toBe('Je bericht mag maximaal 1000 tekens bevatten.')
	})

	it('keeps "<3" and other text that is no markup', () => {
		expect(placeRequestSchema.parse({ ...valid, message: 'Hij is lief <3 en 5 > 4' }).message).toBe('Hij is lief <3 en 5 > 4')
	})
})

describe('placeAnswerSchema', () => {
	it('takes an answer with its optional details', () => {
		expect(placeAnswerSchema.parse({ answerId: '3', answer: 'wachtlijst', waitingWeeks: '4' })).toEqual({
			answerId: 3,
			answer: 'wachtlijst',
			proposal: null,
			callMe: false,
			waitingWeeks: 4,
		})
		expect(placeAnswerSchema.safeParse({ answerId: '3', answer: 'misschien' }).success).toBe(false)
		expect(placeAnswerSchema.safeParse({ answerId: '3', answer: 'wachtlijst', waitingWeeks: '53' }).success).toBe(false)
	})
})
