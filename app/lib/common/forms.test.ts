import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrors, formEntries, formValues } from './forms'

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

describe('formEntries', () => {
	it('keeps strings and files, and turns a repeated key into a list', () => {
		const form = new FormData()
		form.append('services', 'Knippen')
		form.append('services', 'Wassen')
		form.append('name', 'Anja')
		form.append('photo', new Blob(['x']), 'x.png')
		const entries = formEntries(form)
		expect(entries.services).toEqual(['Knippen', 'Wassen'])
		expect(entries.name).toBe('Anja')
		expect(entries.photo).toBeInstanceOf(File)
	})
})
