import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { PHOTO_WIDTHS } from '~/lib/salons/photo-sources'
import { createAccount } from '~/server/accounts/users.server'
import type { Database } from '~/server/platform/db/client.server'
import { salons } from '~/server/salons/tables.server'
import { uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { waitFor } from '../wait'

/** A PNG of one colour, made by sharp (no image files in the repository). */
export const png = (width: number, height: number) =>
	sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
		.png()
		.toBuffer()

/** A JPEG that an encoder treats like a camera photo: blurred noise, about 9.3 MB at 24 megapixels. */
export async function cameraJpeg() {
	const [width, height] = [6000, 4000]
	return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
		.blur(1.2)
		.jpeg({ quality: 93 })
		.toBuffer()
}

/** The URLs of every stored width of an uploaded photo, from its URL (the 800 px one). */
export const widthsOf = (url: string) => PHOTO_WIDTHS.map((width) => url.replace(/-800\.webp$/, `-${width}.webp`))

/**
 * Waits until the clock has passed the millisecond in this photo's file names, so the next upload's
 * names differ from it.
 */
export async function pastUploadOf(url: string) {
	const uploadedAt = Number(/-(\d+)-800\.webp$/.exec(url)![1])
	await waitFor('the clock to pass the upload', () => Date.now() > uploadedAt, { intervalMs: 1 })
}

/** A new owner with one salon (with `photo` as its photo URL, if given), and the owner's session cookie. */
export async function ownerWithSalon(database: Database, photo: string | null = null) {
	const email = uniqueEmail('foto')
	const owner = await createAccount({ email, password: 'geheim123', emailVerified: true })
	const [salon] = await database
		.insert(salons)
		.values({ name: 'Foto Salon', slug: `foto-${Math.random().toString(36).slice(2)}`, owner_id: owner.id, main_photo_url: photo })
		.returning()
	const cookie = (await requestAs(email, 'geheim123')).headers.get('cookie')!
	return { owner: { ...owner, name: '', emailVerified: true }, salon: salon!, cookie }
}
