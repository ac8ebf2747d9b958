import sharp from 'sharp'
import { PHOTO_WIDTHS } from '~/lib/photo-sources'
import { invalid } from '../errors.server'

/** Larger images (a 'pixel bomb' of a few KB can declare billions) are refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000
export const NOT_A_PHOTO = 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding.'
export const TOO_MANY_PIXELS = 'Deze afbeelding is te groot (maximaal 40 megapixel).'
const FORMATS = new Set(['jpeg', 'png', 'webp'])

/**
 * An uploaded photo as WebP in every stored width: the format is read from the bytes (the name and
 * the declared type are ignored), the pixel count is limited, the orientation applied and all
 * metadata (location, camera) dropped; a photo is never enlarged.
 */
export async function processPhoto(bytes: Buffer): Promise<{ width: number; data: Buffer }[]> {
	const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
	const metadata = await image.metadata().catch((error: unknown) => {
		throw invalid(/pixel limit/i.test(String(error)) ? TOO_MANY_PIXELS : NOT_A_PHOTO)
	})
	if (!metadata.format || !FORMATS.has(metadata.format)) throw invalid(NOT_A_PHOTO)
	if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw invalid(TOO_MANY_PIXELS)
	try {
		return await Promise.all(
			PHOTO_WIDTHS.map(async (width) => ({
				width,
				data: await image.clone().rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
			})),
		)
	} catch {
		// A file that claims to be an image but does not decode.
		throw invalid(NOT_A_PHOTO)
	}
}
