/** The widths every uploaded photo is stored in (WebP); the middle one is the salon's photo URL. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const
export const PHOTO_URL_WIDTH = 800

/** The storage key of one width of an upload: salon id, upload time (ms) and width. */
export function photoKey(salonId: number, uploadedAt: number, width: number): string {
	return `salons/${salonId}-${uploadedAt}-${width}.webp`
}

/** How the URL of one of our uploads ends (see photoKey), with the width in its own group. */
const UPLOADED = /((?:^|\/)salons\/\d+-\d+-)(\d+)(\.webp)$/

const isUploaded = (url: string) => UPLOADED.exec(url)?.[2] === String(PHOTO_URL_WIDTH)
const withWidth = (url: string, width: number) => url.replace(UPLOADED, `$1${width}$3`)

export type PhotoSources = { src: string; srcSet?: string; sizes?: string }

/**
 * What an <img> needs for a salon photo: an uploaded one gets every stored width as srcset, so a
 * phone loads the 400 px file; any other URL (demo and imported photos) is used as it is.
 */
export function photoSources(url: string, sizes: string): PhotoSources {
	if (!isUploaded(url)) return { src: url }
	const srcSet = PHOTO_WIDTHS.map((width) => `${withWidth(url, width)} ${width}w`).join(', ')
	return { src: url, srcSet, sizes }
}

/** The storage keys of an uploaded photo in every width, from its URL; none for a photo we did not store. */
export function uploadedPhotoKeys(url: string | null, publicBase: string): string[] {
	if (!url?.startsWith(`${publicBase}/`) || !isUploaded(url)) return []
	const key = url.slice(publicBase.length + 1)
	// Exactly a key photoKey writes: nothing outside the uploads (no '..'), nothing we did not name.
	if (!/^salons\/\d+-\d+-\d+\.webp$/.test(key)) return []
	return PHOTO_WIDTHS.map((width) => withWidth(key, width))
}
