import { describe, expect, it } from 'vitest'
import { photoKey, photoSources, uploadedPhotoKeys } from './photo-sources'

describe('photoSources', () => {
	it('gives an uploaded photo every stored width as srcset', () => {
		expect(photoSources('/uploads/salons/12-1700000000000-800.webp', '100vw')).toEqual({
			src: '/uploads/salons/12-1700000000000-800.webp',
			srcSet:
				'/uploads/salons/12-1700000000000-400.webp 400w, /uploads/salons/12-1700000000000-800.webp 800w, /uploads/salons/12-1700000000000-1600.webp 1600w',
			sizes: '100vw',
		})
		expect(photoSources('https://cdn.example.nl/trimsalon-photos/salons/3-17-800.webp', '50vw').srcSet).toContain(
			'https://cdn.example.nl/trimsalon-photos/salons/3-17-1600.webp 1600w',
		)
	})

	it('uses any other photo as it is, also one that merely ends in -800.webp', () => {
		expect(photoSources('/images/salons/salon-3.webp', '100vw')).toEqual({ src: '/images/salons/salon-3.webp' })
		expect(photoSources('https://elders.example.com/foto-800.webp', '100vw')).toEqual({ src: 'https://elders.example.com/foto-800.webp' })
		expect(photoSources('/uploads/salons/12-17-400.webp', '100vw')).toEqual({ src: '/uploads/salons/12-17-400.webp' })
	})
})

describe('uploadedPhotoKeys', () => {
	it('finds the stored files of our own uploads only', () => {
		expect(uploadedPhotoKeys('https://cdn.example.nl/salons/12-17-800.webp', 'https://cdn.example.nl')).toEqual([
			'salons/12-17-400.webp',
			'salons/12-17-800.webp',
			'salons/12-17-1600.webp',
		])
		expect(uploadedPhotoKeys('https://elders.example.com/salons/12-17-800.webp', 'https://cdn.example.nl')).toEqual([])
		expect(uploadedPhotoKeys('/uploads/../../etc/salons/12-17-800.webp', '/uploads')).toEqual([])
		expect(uploadedPhotoKeys('/images/salons/salon-3.webp', '/uploads')).toEqual([])
		expect(uploadedPhotoKeys(null, '/uploads')).toEqual([])
	})

	it('names the keys that photoKey writes', () => {
		const keys = uploadedPhotoKeys(`/uploads/${photoKey(7, 1700000000000, 800)}`, '/uploads')
		expect(keys).toEqual([400, 800, 1600].map((width) => photoKey(7, 1700000000000, width)))
	})
})
