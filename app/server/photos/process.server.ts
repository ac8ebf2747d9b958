import pLimit from 'p-limit'
import type { Sharp } from 'sharp'
import { PHOTO_WIDTHS } from '~/lib/salons/photo-sources'
import { invalid } from '../platform/errors.server'

/** Larger images are refused before decoding: a 'pixel bomb' of a few KB can declare billions. */
export const MAX_INPUT_PIXELS = 40_000_000
export const NOT_A_PHOTO = 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding.'
export const TOO_MANY_PIXELS = 'Deze afbeelding heeft te veel pixels (maximaal 40 megapixel).'
const FORMATS = new Set(['jpeg', 'png', 'webp'])
type SharpModule = typeof import('sharp').default
const LARGEST = Math.max(...PHOTO_WIDTHS)
/** Photos decoded at once in this process: a 40-megapixel photo takes up to about 100 MB while it is decoded. */
const AT_ONCE = 2
/** Photos are decoded AT_ONCE at a time, so a burst of uploads queues instead of using all memory. */
const inTurn = pLimit(AT_ONCE)

export type PhotoVersion = { width: number; data: Buffer }

/**
 * An uploaded photo as WebP in every stored width: the format is read from the bytes (the name and
 * the declared type are ignored), the pixel count is limited, the orientation applied and all
 * metadata (location, camera) dropped; a photo is never enlarged.
 */
export async function processPhoto(bytes: Buffer): Promise<PhotoVersion[]> {
	// sharp (with libvips) is loaded with the first photo: most processes never handle one.
	const { default: sharp } = await import('sharp')
	await checkHeader(sharp, bytes)
	const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
	return inTurn(async () => {
		const largest = await decode(sharp, input).catch(() => {
			// A file whose header says image but whose data does not decode (truncated, corrupt).
			throw invalid(NOT_A_PHOTO)
		})
		return Promise.all(PHOTO_WIDTHS.map(async (width) => ({ width, data: await largest(width).webp({ quality: 80 }).toBuffer() })))
	})
}

/** The header alone tells the format and the size; nothing is decoded yet (so no pixel limit applies here). */
async function checkHeader(sharp: SharpModule, bytes: Buffer) {
	const metadata = await sharp(bytes, { limitInputPixels: false })
		.metadata()
		.catch(() => {
			throw invalid(NOT_A_PHOTO)
		})
	if (!metadata.format || !FORMATS.has(metadata.format)) throw invalid(NOT_A_PHOTO)
	if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > MAX_INPUT_PIXELS) throw invalid(TOO_MANY_PIXELS)
}

/**
 * Decodes once, upright, in sRGB and at most the largest stored width (heights up to twice that),
 * and gives each width from those pixels; the raw pixels carry no metadata at all.
 */
async function decode(sharp: SharpModule, input: Sharp) {
	const { data, info } = await input
		.rotate()
		.resize({ width: LARGEST, height: 2 * LARGEST, fit: 'inside', withoutEnlargement: true })
		.toColourspace('srgb')
		.raw()
		.toBuffer({ resolveWithObject: true })
	const raw = { width: info.width, height: info.height, channels: info.channels }
	return (width: number) => sharp(data, { raw }).resize({ width, withoutEnlargement: true })
}
