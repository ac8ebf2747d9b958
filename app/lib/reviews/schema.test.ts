import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../common/forms'
import { correctionSchema, reviewSchema } from './schema'

const valid = { score: '4', body: 'Een heel fijne salon met veel geduld.', visitMonth: '2026-01', authorName: ' Sam ' }

describe('reviewSchema', () => {
	it('reads a review', () => {
		expect(reviewSchema.parse(valid)).toEqual({ ...valid, score: 4, authorName: 'Sam' })
	})
	it('refuses scores outside 1 to 5, short and long texts and odd months in Dutch', () => {
		const errors = (input: Record<string, string>) => {
			const result = reviewSchema.safeParse({ ...valid, ...input })
			return result.success ? {} : fieldErrors(result.error)
		}
		expect(errors({ score: '0' })).toEqual({ score: 'Kies een score van 1 tot 5 botjes.' })
		expect(errors({ score: '6' })).toEqual({ score: 'Kies een score van 1 tot 5 botjes.' })
		expect(errors({ body: 'kort' })).toEqual({ body: 'Je ervaring moet minimaal 20 tekens bevatten.' })
		expect(errors({ body: 'x'.repeat(10_000) })).toEqual({ body: 'Je ervaring mag maximaal 2000 tekens bevatten.' })
		expect(errors({ visitMonth: '2026-13' })).toEqual({ visitMonth: 'Kies de maand van je bezoek.' })
		expect(errors({ visitMonth: '2099-01' })).toEqual({ visitMonth: 'Een bezoek in de toekomst kun je nog niet beoordelen.' })
	})
})

describe('correctionSchema', () => {
	it('reads a correction with an optional address', () => {
		expect(correctionSchema.parse({ kind: 'verhuisd', note: 'Nu op nummer 12.', email: '' })).toEqual({
			kind: 'verhuisd',
			note: 'Nu op nummer 12.',
			email: null,
		})
		const result = correctionSchema.safeParse({ kind: 'weg', note: 'x', email: 'geen-adres' })
		expect(result.success ? {} : fieldErrors(result.error)).toEqual({
			kind: 'Kies wat er niet klopt.',
			note: 'Je toelichting moet minimaal 5 tekens bevatten.',
			email: 'Voer een geldig e-mailadres in.',
		})
	})
})
