/** The widths every uploaded photo is stored in (WebP); the middle one is the salon's photo URL. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const
export const PHOTO_URL_WIDTH = 800

/** The largest photo an owner may upload, and the types the browser is told about. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp'
export const PHOTO_MESSAGES = {
	notAnImage: 'Selecteer alstublieft een afbeelding',
	tooLarge: 'Bestand is te groot. Maximaal 10MB toegestaan.',
} as const

const UPLOADED = new RegExp(`-${PHOTO_URL_WIDTH}\\.webp$`)

/**
 * What an <img> needs for a salon photo: an uploaded one (…-800.webp) gets every stored width as
 * srcset, so a phone loads the 400 px file; any other URL (demo and imported photos) is used as is.
 */
export function photoSources(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
	if (!UPLOADED.test(url)) return { src: url }
	const srcSet = PHOTO_WIDTHS.map((width) => `${url.replace(UPLOADED, `-${width}.webp`)} ${width}w`).join(', ')
	return { src: url, srcSet, sizes }
}

/** The storage keys of an uploaded photo in every width, from its URL; none for a photo we did not store. */
export function uploadedPhotoKeys(url: string | null, publicBase: string): string[] {
	if (!url || !url.startsWith(`${publicBase}/`) || !UPLOADED.test(url)) return []
	const key = url.slice(publicBase.length + 1)
	return PHOTO_WIDTHS.map((width) => key.replace(UPLOADED, `-${width}.webp`))
}

/** The browser's check before uploading: a message for a file that is not an image or is too large. */
export function photoProblem(file: { type: string; size: number }): string | undefined {
	if (!file.type.startsWith('image/')) return PHOTO_MESSAGES.notAnImage
	if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge
	return undefined
}
