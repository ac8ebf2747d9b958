import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '~/lib/common/forms'
import { SUBMISSION_LABELS, SUBMISSION_MESSAGES, submissionSchema, submissionToast } from './schema'

const VALID = {
	businessName: '  Trimsalon   Bella ',
	ownerName: 'Fleur Visser',
	email: 'fleur@example.nl',
	address: 'Dorpsstraat 1',
	city: 'Utrecht',
}

const errorsOf = (input: Record<string, unknown>) => {
	const result = submissionSchema.safeParse(input)
	if (result.success) throw new Error('expected the input to be refused')
	return fieldErrors(result.error)
}

describe('submissionSchema', () => {
	it('accepts the required fields and gives empty optional ones as null', () => {
		expect(submissionSchema.parse(VALID)).toEqual({
			businessName: 'Trimsalon Bella',
			ownerName: 'Fleur Visser',
			email: 'fleur@example.nl',
			phone: null,
			address: 'Dorpsstraat 1',
			postalCode: null,
			city: 'Utrecht',
			website: null,
			summary: null,
			description: null,
			services_nl: [],
			openingHours: [],
			pricingInfo: null,
			message: null,
			fax: '',
		})
	})

	it("names the label of a blank required field in 'Ontbrekende informatie'", () => {
		for (const field of ['businessName', 'ownerName', 'email', 'address', 'city'] as const) {
			const errors = errorsOf({ ...VALID, [field]: '   ' })
			expect(submissionToast(errors)).toEqual({
				title: 'Ontbrekende informatie',
				description: `Het veld '${SUBMISSION_LABELS[field]}' is verplicht.`,
			})
		}
	})

	it('refuses a bad e-mail address and website with their own toasts', () => {
		expect(submissionToast(errorsOf({ ...VALID, email: 'fleur@example' }))).toEqual({
			title: 'Ongeldig email adres',
			description: 'Voer een geldig email adres in.',
		})
		const website = submissionToast(errorsOf({ ...VALID, website: 'niet een site' }))
		expect(website.title).toBe('Ongeldige website URL')
		expect(website.description).toMatch(/^Voer een geldige website URL in \(bijv\. www\.\S+\.nl of https:\/\/\S+\.nl\)$/)
	})

	it('accepts a website with or without http(s):// and www, and stores it with a scheme', () => {
		for (const [typed, stored] of [
			['trimsalonbella.nl', 'https://trimsalonbella.nl'],
			['www.trimsalonbella.nl/prijzen', 'https://www.trimsalonbella.nl/prijzen'],
			['http://www.trimsalon-bella.nl', 'http://www.trimsalon-bella.nl'],
			['https://bella.trimmen.nl', 'https://bella.trimmen.nl'],
		]) {
			expect(submissionSchema.parse({ ...VALID, website: typed }).website).toBe(stored)
		}
	})

	it('writes a postcode as 1234 AB and refuses one that is not Dutch', () => {
		expect(submissionSchema.parse({ ...VALID, postalCode: '3511ab' }).postalCode).toBe('3511 AB')
		expect(errorsOf({ ...VALID, postalCode: '0123 AB' }).postalCode).toBe(SUBMISSION_MESSAGES.postalCode)
	})

	it('trims services and opening hours, drops blanks, splits services at commas and ignores duplicates', () => {
		const parsed = submissionSchema.parse({
			...VALID,
			services_nl: [' Knippen ', '', 'Wassen, föhnen', 'knippen'],
			openingHours: 'maandag: 09:00 - 17:00\r\n\n  zondag: Gesloten  ',
		})
		expect(parsed.services_nl).toEqual(['Knippen', 'Wassen', 'föhnen'])
		expect(parsed.openingHours).toEqual(['maandag: 09:00 - 17:00', 'zondag: Gesloten'])
		expect(submissionSchema.parse({ ...VALID, services_nl: 'Trimmen' }).services_nl).toEqual(['Trimmen'])
	})

	it('answers every input with data or Dutch messages, never an exception', () => {
		const known = new Set([...Object.values(SUBMISSION_MESSAGES)])
		const field = fc.constantFrom(...Object.keys(SUBMISSION_LABELS), 'fax', 'other')
		const value = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 40 }), fc.constant(undefined), fc.integer())
		fc.assert(
			fc.property(fc.dictionary(field, value), fc.boolean(), (input, withValid) => {
				const result = submissionSchema.safeParse(withValid ? { ...VALID, ...input } : input)
				if (result.success) return
				for (const message of Object.values(fieldErrors(result.error))) {
					expect(known.has(message) || /^Het veld '.+' (is verplicht\.|mag maximaal \d+ tekens bevatten\.)$/.test(message)).toBe(true)
				}
			}),
			{ numRuns: 2000 },
		)
	})
})
