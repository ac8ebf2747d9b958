import { describe, expect, it } from 'vitest'
import { deletedData } from './account-deletion'

describe('what an account deletion removes', () => {
	it('names the number and the alerts, and only the contact details the account has', () => {
		expect(deletedData({ hasEmail: true, hasNumber: false })).toBe(
			'je profiel, je e-mailadres, je claims, je plekaanvragen, je opgeslagen honden, je afspraken, je beoordelingen, je meldingen over nieuwe plekken en je inloggegevens',
		)
		expect(deletedData({ hasEmail: false, hasNumber: true })).toBe(
			'je profiel, je mobiele nummer, je claims, je plekaanvragen, je opgeslagen honden, je afspraken, je beoordelingen, je meldingen over nieuwe plekken en je inloggegevens',
		)
	})
})
