import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrors, formValues } from './forms'

describe('fieldErrors', () => {
	it('keeps the first message per field', () => {
		const schema = z.object({ name: z.string().min(2, 'Te kort').regex(/^a/, 'Begint niet met a'), email: z.email('Ongeldig') })
		const result = schema.safeParse({ name: 'b', email: 'x' })
		expect(result.success).toBe(false)
		expect(fieldErrors(result.error!)).toEqual({ name: 'Te kort', email: 'Ongeldig' })
	})
})

describe('formValues', () => {
	it('keeps string fields, the first of repeated keys, and skips files', () => {
		const form = new FormData()
		form.append('name', 'Anja')
		form.append('name', 'Bep')
		form.append('photo', new Blob(['x']), 'x.png')
		expect(formValues(form)).toEqual({ name: 'Anja' })
	})
})
