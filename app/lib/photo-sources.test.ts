import { describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES, photoProblem, photoSources, uploadedPhotoKeys } from './photo-sources'

describe('photo sources', () => {
	it('gives an uploaded photo every stored width as srcset', () => {
		expect(photoSources('/uploads/salons/12-1700000000000-800.webp', '100vw')).toEqual({
			src: '/uploads/salons/12-1700000000000-800.webp',
			srcSet:
				'/uploads/salons/12-1700000000000-400.webp 400w, /uploads/salons/12-1700000000000-800.webp 800w, /uploads/salons/12-1700000000000-1600.webp 1600w',
			sizes: '100vw',
		})
	})

	it('uses any other photo as is', () => {
		expect(photoSources('/images/salons/salon-3.svg', '100vw')).toEqual({ src: '/images/salons/salon-3.svg' })
	})

	it('finds the stored files of our own uploads only', () => {
		expect(uploadedPhotoKeys('https://cdn.example.nl/salons/12-17-800.webp', 'https://cdn.example.nl')).toEqual([
			'salons/12-17-400.webp',
			'salons/12-17-800.webp',
			'salons/12-17-1600.webp',
		])
		expect(uploadedPhotoKeys('https://elders.example.com/salons/12-17-800.webp', 'https://cdn.example.nl')).toEqual([])
		expect(uploadedPhotoKeys('/images/salons/salon-3.svg', '/uploads')).toEqual([])
		expect(uploadedPhotoKeys(null, '/uploads')).toEqual([])
	})

	it('refuses a file that is not an image, or larger than 10 MB, before uploading', () => {
		expect(photoProblem({ type: 'text/plain', size: 10 })).toBe(PHOTO_MESSAGES.notAnImage)
		expect(photoProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(PHOTO_MESSAGES.tooLarge)
		expect(photoProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeUndefined()
	})
})
