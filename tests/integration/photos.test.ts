/**
 * Salon photos on local storage: what sharp accepts and makes of a file, and the upload route from
 * the owner's side (stored, replaced, removed, refused, nothing half stored). Who may use the route
 * is in the authorisation matrix; the HTTP side (body limit, serving) in photos-http.test.ts; the
 * S3 bucket in photos-s3.test.ts.
 */
import { actorWith } from '~/server/accounts/actor.server'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { action as photoAction } from '~/routes/dashboard.salons.photo'
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '~/lib/salons/photo-schema'
import { auditLog } from '~/server/audit/tables.server'
import { salons } from '~/server/salons/tables.server'
import { MAX_INPUT_PIXELS, NOT_A_PHOTO, processPhoto, TOO_MANY_PIXELS } from '~/server/photos/process.server'
import { replaceSalonPhoto } from '~/server/photos/replace.server'
import { photoStore } from '~/server/platform/storage/storage.server'
import { run } from '../actions'
import { useTestDatabase } from '../db'
import { cameraJpeg, ownerWithSalon, pastUploadOf, png, widthsOf } from './photo-fixtures'

// Uploads go to a data folder of this file's own (config() reads the environment on first use).
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trimsalon-photos-'))
process.env.DATA_DIR = dataDir
afterAll(() => rm(dataDir, { recursive: true, force: true }))
const database = await useTestDatabase()
const uploads = path.join(dataDir, 'uploads')

function post(salonId: number | string, cookie: string, fields: Record<string, string | Blob>, method = 'POST') {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) {
		if (typeof value === 'string') form.append(name, value)
		else form.append(name, value, 'foto.png')
	}
	const request = new Request(`http://127.0.0.1/dashboard/salons/${salonId}/photo`, { method, headers: { cookie }, body: form })
	return run(photoAction, request, `10.55.0.${Math.floor(Math.random() * 250) + 1}`, { id: String(salonId) })
}

const fileOf = (url: string) => path.join(uploads, url.replace(/^\/uploads\//, ''))
const storedFiles = async () => (existsSync(path.join(uploads, 'salons')) ? readdir(path.join(uploads, 'salons')) : [])
const photoOf = async (salonId: number) =>
	(await database.select({ url: salons.main_photo_url }).from(salons).where(eq(salons.id, salonId)))[0]!.url

describe('processing a photo', () => {
	it('re-encodes a PNG to WebP in three widths, never enlarged', async () => {
		const versions = await processPhoto(await png(1200, 900))
		const sizes = await Promise.all(versions.map(async ({ width, data }) => ({ width, meta: await sharp(data).metadata() })))
		expect(sizes.map(({ width, meta }) => [width, meta.format, meta.width, meta.height])).toEqual([
			[400, 'webp', 400, 300],
			[800, 'webp', 800, 600],
			[1600, 'webp', 1200, 900],
		])
	})

	it('turns a photo upright and drops its metadata (camera, location)', async () => {
		// Orientation 6: the camera was held on its side, so the stored 600 × 400 pixels show a 400 × 600 photo.
		const sideways = await sharp(await png(600, 400))
			.jpeg()
			.withMetadata({ orientation: 6 })
			.withExif({ IFD0: { Make: 'Camera', Model: 'Telefoon' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1' } })
			.toBuffer()
		expect((await sharp(sideways).metadata()).exif).toBeDefined()
		const [small] = await processPhoto(sideways)
		const meta = await sharp(small!.data).metadata()
		expect([meta.width, meta.height]).toEqual([400, 600])
		expect(meta.exif).toBeUndefined()
		expect(meta.icc).toBeUndefined()
		expect(meta.orientation).toBeUndefined()
	})

	it('accepts JPEG, PNG and WebP, also with transparency or in CMYK', async () => {
		const base = await png(300, 200)
		for (const input of [
			await sharp(base).jpeg().toBuffer(),
			await sharp(base).webp().toBuffer(),
			await sharp(base).ensureAlpha(0.5).png().toBuffer(),
			await sharp(base).toColourspace('cmyk').jpeg().toBuffer(),
		])
			expect((await processPhoto(input)).map(({ width }) => width)).toEqual([400, 800, 1600])
	})

	it('refuses what is not a JPEG, PNG or WebP whatever its name says, and a truncated file', async () => {
		const base = await png(10, 10)
		const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
		const jpeg = await sharp(await png(400, 300))
			.jpeg()
			.toBuffer()
		for (const input of [
			Buffer.from('dit is tekst, geen foto'),
			await sharp(base).gif().toBuffer(),
			await sharp(base).tiff().toBuffer(),
			svg,
			jpeg.subarray(0, jpeg.length / 2),
		])
			await expect(processPhoto(input)).rejects.toMatchObject({ code: 'invalid', message: NOT_A_PHOTO })
	})

	it('refuses more than 40 megapixels before decoding them', async () => {
		const bomb = await png(8000, Math.ceil(MAX_INPUT_PIXELS / 8000) + 10)
		expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
		await expect(processPhoto(bomb)).rejects.toMatchObject({ code: 'invalid', message: TOO_MANY_PIXELS })
	})

	it('processes a 10 MB camera photo (24 megapixels) within a few seconds', async () => {
		const jpeg = await cameraJpeg()
		expect(jpeg.length).toBeGreaterThan(8 * 1024 * 1024)
		expect(jpeg.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES)
		const started = performance.now()
		await processPhoto(jpeg)
		const ms = performance.now() - started
		console.info(`processing a ${(jpeg.length / 1024 / 1024).toFixed(1)} MB JPEG of 24 megapixels took ${ms.toFixed(0)} ms`)
		expect(ms).toBeLessThan(15_000)
	})
})

describe('the upload route', () => {
	it("stores the owner's PNG as WebP files, replaces them with the next photo and removes them on delete", async () => {
		const { salon, cookie } = await ownerWithSalon(database)
		const first = await post(salon.id, cookie, { photo: new Blob([await png(900, 600)], { type: 'image/png' }) })
		expect(first.status).toBe(200)
		const firstUrl = (first.data as { main_photo_url: string }).main_photo_url
		expect(firstUrl).toMatch(new RegExp(`^/uploads/salons/${salon.id}-\\d+-800\\.webp$`))
		const widths = await Promise.all(widthsOf(firstUrl).map(async (url) => (await sharp(fileOf(url)).metadata()).width))
		expect(widths).toEqual([400, 800, 900])
		expect(await photoOf(salon.id)).toBe(firstUrl)

		await pastUploadOf(firstUrl)
		const second = await post(salon.id, cookie, { photo: new Blob([await png(700, 700)], { type: 'image/png' }) })
		const secondUrl = (second.data as { main_photo_url: string }).main_photo_url
		expect(secondUrl).not.toBe(firstUrl)
		expect(widthsOf(firstUrl).some((url) => existsSync(fileOf(url)))).toBe(false)
		expect(widthsOf(secondUrl).every((url) => existsSync(fileOf(url)))).toBe(true)
		expect(await photoOf(salon.id)).toBe(secondUrl)

		const removed = await post(salon.id, cookie, { intent: 'delete' })
		expect(removed).toMatchObject({ status: 200, data: { ok: true, main_photo_url: null } })
		expect(widthsOf(secondUrl).some((url) => existsSync(fileOf(url)))).toBe(false)
		expect(await photoOf(salon.id)).toBeNull()

		const history = await database
			.select({ changes: auditLog.changes })
			.from(auditLog)
			.where(and(eq(auditLog.entity, 'salon'), eq(auditLog.entity_id, String(salon.id))))
		expect(history.map(({ changes }) => changes)).toEqual([
			{ main_photo_url: [null, firstUrl] },
			{ main_photo_url: [firstUrl, secondUrl] },
			{ main_photo_url: [secondUrl, null] },
		])
	})

	it("never removes files that are not this salon's own upload", async () => {
		const first = await ownerWithSalon(database)
		const url = (await post(first.salon.id, first.cookie, { photo: new Blob([await png(500, 400)]) })).data as { main_photo_url: string }
		// An admin copied the first salon's photo URL to a second salon, whose owner then replaces it.
		const second = await ownerWithSalon(database, url.main_photo_url)
		expect((await post(second.salon.id, second.cookie, { photo: new Blob([await png(500, 400)]) })).status).toBe(200)
		expect(widthsOf(url.main_photo_url).every((width) => existsSync(fileOf(width)))).toBe(true)
		const demo = await ownerWithSalon(database, '/images/salons/salon-3.webp')
		expect((await post(demo.salon.id, demo.cookie, { intent: 'delete' })).status).toBe(200)
	})

	it('refuses a text file named .png, a pixel bomb and a missing file with a Dutch message, and stores nothing', async () => {
		const { salon, cookie } = await ownerWithSalon(database)
		const before = await storedFiles()
		const bomb = await png(8000, Math.ceil(MAX_INPUT_PIXELS / 8000) + 10)
		const refusals = [
			[{ photo: new Blob(['geen foto'], { type: 'image/png' }) }, NOT_A_PHOTO],
			[{ photo: new Blob([bomb], { type: 'image/png' }) }, TOO_MANY_PIXELS],
			[{ photo: new Blob([new Uint8Array(PHOTO_MAX_BYTES + 1)], { type: 'image/png' }) }, PHOTO_TOO_LARGE],
			[{}, 'Kies een foto om te uploaden.'],
			[{ intent: 'wissen' }, 'Onbekende actie.'],
		] as const
		for (const [fields, message] of refusals)
			expect(await post(salon.id, cookie, fields)).toMatchObject({ status: 400, data: { ok: false, message } })
		expect(await photoOf(salon.id)).toBeNull()
		expect(await storedFiles()).toEqual(before)
	})

	it('answers an impossible salon id with 404 and another method than POST with 405', async () => {
		const { salon, cookie } = await ownerWithSalon(database)
		expect((await post('abc', cookie, {})).status).toBe(404)
		expect((await post('99999999999', cookie, {})).status).toBe(404)
		expect((await post(salon.id, cookie, {}, 'PUT')).status).toBe(405)
	})

	it("refuses a stranger's photo and one for an unknown salon before a file is written", async () => {
		const { salon } = await ownerWithSalon(database)
		const { owner: stranger } = await ownerWithSalon(database)
		const put = vi.spyOn(photoStore(), 'put')
		try {
			await expect(
				replaceSalonPhoto(actorWith(stranger), { salonId: salon.id, photo: new Blob([await png(640, 480)]) }),
			).rejects.toMatchObject({
				code: 'forbidden',
			})
			await expect(
				replaceSalonPhoto(actorWith(stranger), { salonId: 99_999_999, photo: new Blob([await png(640, 480)]) }),
			).rejects.toMatchObject({
				code: 'notFound',
			})
			expect(put).not.toHaveBeenCalled()
		} finally {
			put.mockRestore()
		}
		expect(await photoOf(salon.id)).toBeNull()
	})

	it('removes the new files again when the salon changes hands while they are written: nothing half stored', async () => {
		const { owner, salon } = await ownerWithSalon(database)
		const { owner: buyer } = await ownerWithSalon(database)
		const before = await storedFiles()
		const store = photoStore()
		const write = store.put
		const put = vi.spyOn(store, 'put').mockImplementation(async (key, data) => {
			await database.update(salons).set({ owner_id: buyer.id }).where(eq(salons.id, salon.id))
			await write(key, data)
		})
		try {
			await expect(
				replaceSalonPhoto(actorWith(owner), { salonId: salon.id, photo: new Blob([await png(640, 480)]) }),
			).rejects.toMatchObject({
				code: 'forbidden',
			})
		} finally {
			put.mockRestore()
		}
		expect(await storedFiles()).toEqual(before)
		expect(await photoOf(salon.id)).toBeNull()
	})
})
