import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { createAccount } from '~/server/accounts.server'
import { petGroomers } from '~/server/db/schema.server'
import { MAX_INPUT_PIXELS, NOT_A_PHOTO, processPhoto, TOO_MANY_PIXELS } from '~/server/photos/process.server'
import { s3Store } from '~/server/photos/storage.server'
import { action as photoAction } from '~/routes/dashboard.salons.photo'
import { run, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'

// Uploads go to a data folder of this file's own (config() reads the environment on first use).
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trimsalon-photos-'))
process.env.DATA_DIR = dataDir
afterAll(() => rm(dataDir, { recursive: true, force: true }))
const database = await useTestDatabase()

const png = (width: number, height: number) =>
	sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
		.png()
		.toBuffer()

async function ownerWithSalon() {
	const email = uniqueEmail('foto')
	const owner = await createAccount({ email, password: 'geheim123', emailVerified: true })
	const [salon] = await database
		.insert(petGroomers)
		.values({ name: 'Foto Salon', slug: `foto-${Math.random().toString(36).slice(2)}`, owner_id: owner.id })
		.returning()
	const cookie = (await requestAs(email, 'geheim123')).headers.get('cookie')!
	return { salon: salon!, cookie }
}

function upload(salonId: number, cookie: string, file: Blob, name = 'foto.png', method = 'POST') {
	const form = new FormData()
	if (method === 'POST') form.append('photo', file, name)
	const request = new Request(`http://127.0.0.1/dashboard/salons/${salonId}/photo`, {
		method,
		headers: { cookie },
		body: method === 'POST' ? form : null,
	})
	return run(photoAction, request, `10.55.0.${Math.floor(Math.random() * 250) + 1}`, { id: String(salonId) })
}

const fileOf = (url: string) => path.join(dataDir, 'uploads', url.replace(/^\/uploads\//, ''))
const widthsOf = (url: string) => [400, 800, 1600].map((width) => fileOf(url.replace(/-800\.webp$/, `-${width}.webp`)))

describe('processing a photo', () => {
	it('re-encodes a PNG to WebP in three widths, never enlarged', async () => {
		const versions = await processPhoto(await png(1200, 900))
		const sizes = await Promise.all(versions.map(async ({ width, data }) => ({ width, meta: await sharp(data).metadata() })))
		expect(sizes.map(({ width, meta }) => [width, meta.format, meta.width])).toEqual([
			[400, 'webp', 400],
			[800, 'webp', 800],
			[1600, 'webp', 1200],
		])
	})

	it('drops the metadata (camera, location) of a JPEG', async () => {
		const jpeg = await sharp(await png(800, 600))
			.jpeg()
			.withExif({ IFD0: { Make: 'Camera', Model: 'Telefoon' } })
			.toBuffer()
		expect((await sharp(jpeg).metadata()).exif).toBeDefined()
		const [version] = await processPhoto(jpeg)
		expect((await sharp(version!.data).metadata()).exif).toBeUndefined()
	})

	it('refuses what is not a JPEG, PNG or WebP whatever its name says, and a pixel bomb', async () => {
		await expect(processPhoto(Buffer.from('dit is tekst, geen foto'))).rejects.toMatchObject({ status: 400, message: NOT_A_PHOTO })
		const gif = await sharp(await png(10, 10))
			.gif()
			.toBuffer()
		await expect(processPhoto(gif)).rejects.toMatchObject({ message: NOT_A_PHOTO })
		const bomb = await png(8000, Math.ceil(MAX_INPUT_PIXELS / 8000) + 10)
		expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
		await expect(processPhoto(bomb)).rejects.toMatchObject({ message: TOO_MANY_PIXELS })
	})

	it('processes a 10 MB photo within a few seconds', async () => {
		// Random pixels do not compress: a 3000 × 3000 JPEG at quality 100 is about 10 MB.
		const noise = Buffer.alloc(3000 * 3000 * 3)
		for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
		const jpeg = await sharp(noise, { raw: { width: 3000, height: 3000, channels: 3 } })
			.jpeg({ quality: 100 })
			.toBuffer()
		const started = performance.now()
		await processPhoto(jpeg)
		const ms = performance.now() - started
		console.info(`processing a ${(jpeg.length / 1024 / 1024).toFixed(1)} MB JPEG took ${ms.toFixed(0)} ms`)
		expect(ms).toBeLessThan(15_000)
	})
})

describe('the upload route', () => {
	it("stores the owner's PNG as WebP files, replaces them with the next photo and removes them on delete", async () => {
		const { salon, cookie } = await ownerWithSalon()
		const first = await upload(salon.id, cookie, new Blob([await png(900, 600)], { type: 'image/png' }))
		expect(first.status).toBe(200)
		const firstUrl = (first.data as { main_photo_url: string }).main_photo_url
		expect(firstUrl).toMatch(new RegExp(`^/uploads/salons/${salon.id}-\\d+-800\\.webp$`))
		expect(widthsOf(firstUrl).every(existsSync)).toBe(true)

		await new Promise((resolve) => setTimeout(resolve, 5))
		const second = await upload(salon.id, cookie, new Blob([await png(700, 700)], { type: 'image/png' }))
		const secondUrl = (second.data as { main_photo_url: string }).main_photo_url
		expect(secondUrl).not.toBe(firstUrl)
		expect(widthsOf(firstUrl).some(existsSync)).toBe(false)
		const [stored] = await database.select().from(petGroomers).where(eq(petGroomers.id, salon.id))
		expect(stored!.main_photo_url).toBe(secondUrl)

		const removed = await upload(salon.id, cookie, new Blob([]), '', 'DELETE')
		expect(removed.data).toEqual({ ok: true, main_photo_url: null })
		expect(widthsOf(secondUrl).some(existsSync)).toBe(false)
	})

	it('refuses a text file named .png and stores nothing', async () => {
		const { salon, cookie } = await ownerWithSalon()
		const answer = await upload(salon.id, cookie, new Blob(['geen foto'], { type: 'image/png' }), 'foto.png')
		expect(answer).toMatchObject({ status: 400, data: { ok: false, message: NOT_A_PHOTO } })
		const [stored] = await database.select().from(petGroomers).where(eq(petGroomers.id, salon.id))
		expect(stored!.main_photo_url).toBeNull()
	})

	it('refuses another owner with 403, a visitor with 401, and an impossible salon with 404', async () => {
		const { salon } = await ownerWithSalon()
		const { cookie: stranger } = await ownerWithSalon()
		expect((await upload(salon.id, stranger, new Blob([await png(10, 10)]))).status).toBe(403)
		expect((await upload(salon.id, '', new Blob([await png(10, 10)]))).status).toBe(401)
		// An id no integer column can hold is no salon: 404, not a database error.
		expect((await upload(99_999_999_999, stranger, new Blob([await png(10, 10)]))).status).toBe(404)
	})
})

describe('the S3-compatible store', () => {
	it('puts and removes the files in the bucket, readable at the public URL', async () => {
		const directory = await mkdtemp(path.join(os.tmpdir(), 'trimsalon-s3-'))
		const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'trimsalon-photos' }] })
		const { port } = await server.run()
		try {
			const endpoint = `http://127.0.0.1:${port}`
			const store = s3Store({
				endpoint,
				region: 'us-east-1',
				bucket: 'trimsalon-photos',
				accessKeyId: 'S3RVER',
				secretAccessKey: 'S3RVER',
				publicUrl: `${endpoint}/trimsalon-photos`,
			})
			const [version] = await processPhoto(await png(500, 400))
			await store.put('salons/1-1-400.webp', version!.data)
			const served = await fetch(`${store.publicBase}/salons/1-1-400.webp`)
			expect(served.status).toBe(200)
			expect(Buffer.from(await served.arrayBuffer()).equals(version!.data)).toBe(true)
			await store.remove(['salons/1-1-400.webp'])
			expect((await fetch(`${store.publicBase}/salons/1-1-400.webp`)).status).toBe(404)
		} finally {
			await server.close()
			await rm(directory, { recursive: true, force: true })
		}
	})
})
