import { describe, expect, it } from 'vitest'
import { auditActionLabel, auditChangeLines, deleteConsequences } from './salon-admin'
import { salonAdminSchema } from './salon-admin-schema'

describe('audit history in Dutch', () => {
	it('names actions and changed fields with the form labels', () => {
		expect(auditActionLabel('owner-change')).toBe('Eigenaar gewijzigd')
		expect(auditChangeLines({ phone_number: [null, '020 123 4567'], services_nl: [['Wassen'], ['Wassen', 'Knippen']] })).toEqual([
			'Telefoon: leeg → 020 123 4567',
			'Diensten: Wassen → Wassen, Knippen',
		])
		expect(auditChangeLines(null)).toEqual([])
	})
})

describe('deleteConsequences', () => {
	it('says what a delete takes with it, singular or plural', () => {
		expect(deleteConsequences({ claimCount: 1, placementCount: 2, owner_id: 'u1' })).toBe(
			'1 claim wordt verwijderd. 2 uitgelichte vermeldingen worden beëindigd en verwijderd; een lopend abonnement wordt direct opgezegd, zonder terugbetaling van de lopende periode. De eigenaar houdt zijn account maar verliest deze vermelding.',
		)
		expect(deleteConsequences({ claimCount: 0, placementCount: 0, owner_id: null })).toBe(
			'Er hangen geen claims, uitgelichte vermeldingen of eigenaar aan deze trimsalon.',
		)
	})
})

describe('salonAdminSchema', () => {
	it('drops control characters PostgreSQL refuses, and empty fields become null', () => {
		expect(salonAdminSchema.parse({ name: 'Bel\u0000la', website: '\u0000', latitude: '' })).toMatchObject({
			name: 'Bella',
			website: null,
			latitude: null,
		})
		expect(salonAdminSchema.safeParse({ name: '\u0000' }).success).toBe(false)
	})
})
