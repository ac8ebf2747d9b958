import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../common/forms'
import { claimDecisionSchema, claimSchema, submissionDecisionSchema } from './schema'

describe('claimSchema', () => {
	it('trims the message and turns an empty one into null', () => {
		expect(claimSchema.parse({ salonId: '12', message: '  Ik ben de eigenaar.  ' })).toEqual({
			salonId: 12,
			message: 'Ik ben de eigenaar.',
		})
		expect(claimSchema.parse({ salonId: '12', message: '   ' })).toEqual({ salonId: 12, message: null })
		expect(claimSchema.parse({ salonId: '12' })).toEqual({ salonId: 12, message: null })
	})
	it('keeps HTML and emoji as plain text', () => {
		expect(claimSchema.parse({ salonId: '1', message: '<b>🐩</b>' }).message).toBe('<b>🐩</b>')
	})
	it('refuses bad salon ids and oversized messages in Dutch', () => {
		for (const salonId of ['', 'abc', '-1', '0', '1.5', '1e3', '99999999999', ' 1 OR 1=1']) {
			const result = claimSchema.safeParse({ salonId })
			expect(result.success ? {} : fieldErrors(result.error)).toEqual({ salonId: 'Trimsalon niet gevonden' })
		}
		const result = claimSchema.safeParse({ salonId: '1', message: 'x'.repeat(100_000) })
		expect(result.success ? {} : fieldErrors(result.error)).toEqual({ message: 'Je bericht mag maximaal 2000 tekens bevatten.' })
	})
})

describe('claimDecisionSchema', () => {
	it('reads approve and reject with an optional reason', () => {
		expect(claimDecisionSchema.parse({ intent: 'approve', claimId: '3' })).toEqual({ intent: 'approve', claimId: 3 })
		expect(claimDecisionSchema.parse({ intent: 'reject', claimId: '3', reason: ' ' })).toEqual({
			intent: 'reject',
			claimId: 3,
			reason: null,
		})
		expect(claimDecisionSchema.safeParse({ intent: 'delete', claimId: '3' }).success).toBe(false)
	})
})

describe('submissionDecisionSchema', () => {
	it('names the submission and refuses a bad id in Dutch', () => {
		expect(submissionDecisionSchema.parse({ intent: 'reject', submissionId: '7', reason: ' Dubbel ' })).toEqual({
			intent: 'reject',
			submissionId: 7,
			reason: 'Dubbel',
		})
		const result = submissionDecisionSchema.safeParse({ intent: 'approve', submissionId: 'x' })
		expect(result.success ? {} : fieldErrors(result.error)).toEqual({ submissionId: 'Aanmelding niet gevonden' })
	})
})

describe('claim message', () => {
	it('drops control characters that PostgreSQL refuses', () => {
		expect(claimSchema.parse({ salonId: '1', message: 'Mijn\u0000 salon' }).message).toBe('Mijn salon')
		expect(claimSchema.parse({ salonId: '1', message: '\u0000' }).message).toBeNull()
	})
})
