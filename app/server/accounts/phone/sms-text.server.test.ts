import { describe, expect, it } from 'vitest'
import { codeText, gsmLength, numberChangedText, SMS_SEPTETS, smsSiteName } from './sms-text.server'

// The config allows any SITE_NAME of 1 to 60 characters: the worst cases for one SMS part.
const SITE_NAMES = [
	'Trimsalonwijzer',
	'T',
	'W'.repeat(60),
	'€'.repeat(60),
	'[Trimsalon]{wijzer}~|^\\'.repeat(3),
	'Trimsalonwijzer 🐶',
	'Łódź Psí Salón “Kapsalon” — ĳ',
	'犬のトリミング',
	'a\nb\r\nc   d',
]
const texts = (siteName: string) => [
	codeText(siteName, 'sign-up', '123456'),
	codeText(siteName, 'reset', '123456'),
	codeText(siteName, 'change', '123456'),
	numberChangedText(siteName),
]

describe('text messages', () => {
	it.each(SITE_NAMES)('fit one GSM-7 part for SITE_NAME %j', (siteName) => {
		for (const text of texts(siteName)) {
			const length = gsmLength(text)
			expect(length, text).not.toBeNull()
			expect(length!, text).toBeLessThanOrEqual(SMS_SEPTETS)
		}
	})

	it('name the site, then say what the code is for, and end with the code', () => {
		expect(codeText('Trimsalonwijzer', 'change', '123456')).toBe(
			'Je code van Trimsalonwijzer om dit nummer aan je account toe te voegen: 123456. Deel deze code met niemand.',
		)
		expect(codeText('犬', 'sign-up', '123456')).toBe('Je code om je account te bevestigen: 123456. Deel deze code met niemand.')
		expect(numberChangedText('Trimsalonwijzer')).toMatch(/^Trimsalonwijzer: het mobiele nummer van je account is gewijzigd\./)
	})

	it('keep what GSM-7 has of a name and take accents off the rest', () => {
		expect(smsSiteName('Hondenkapper Café')).toBe('Hondenkapper Café')
		expect(smsSiteName('Łódź Psí Salón')).toBe('odz Psi Salon')
		expect(smsSiteName('[Trim]€')).toBe('Trim')
		expect(gsmLength('€')).toBe(2)
		expect(gsmLength('🐶')).toBeNull()
	})
})
