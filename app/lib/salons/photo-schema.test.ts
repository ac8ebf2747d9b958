import { describe, expect, it } from 'vitest'
import { NOT_AN_IMAGE, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, photoFormSchema, photoProblem } from './photo-schema'

const file = (bytes: number, type = 'image/png', name = 'foto.png') => new File([new Uint8Array(bytes)], name, { type })

describe('photoProblem (the browser check before uploading)', () => {
	it('refuses a file that is not an image, or larger than 10 MB', () => {
		expect(photoProblem(file(10, 'text/plain', 'notities.txt'))).toBe(NOT_AN_IMAGE)
		expect(photoProblem(file(10, ''))).toBe(NOT_AN_IMAGE)
		expect(photoProblem(file(PHOTO_MAX_BYTES + 1))).toBe(PHOTO_TOO_LARGE)
		expect(photoProblem(file(PHOTO_MAX_BYTES))).toBeUndefined()
	})
})

describe('photoFormSchema', () => {
	it('reads an upload (the default intent) and a removal', () => {
		const photo = file(20)
		expect(photoFormSchema.parse({ photo })).toEqual({ intent: 'upload', photo })
		expect(photoFormSchema.parse({ intent: 'delete' })).toEqual({ intent: 'delete' })
	})

	it('refuses a missing, empty, doubled or oversized file and an unknown intent, in Dutch', () => {
		const message = (input: unknown) => photoFormSchema.safeParse(input).error?.issues[0]?.message
		expect(message({})).toBe('Kies een foto om te uploaden.')
		expect(message({ photo: file(0) })).toBe('Kies een foto om te uploaden.')
		expect(message({ photo: 'foto.png' })).toBe('Kies een foto om te uploaden.')
		expect(message({ photo: [file(5), file(5)] })).toBe('Kies een foto om te uploaden.')
		expect(message({ photo: file(PHOTO_MAX_BYTES + 1) })).toBe(PHOTO_TOO_LARGE)
		expect(message({ intent: 'wissen' })).toBe('Onbekende actie.')
		expect(message({ intent: ['delete', 'delete'] })).toBe('Onbekende actie.')
	})
})
