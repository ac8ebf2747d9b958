/**
 * The photo upload over real HTTP, through the app's server (production build): the body limit in
 * front of the route, the JSON answers the photo field reads, and the uploaded files served at
 * /uploads with their type and a year of caching.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { salonPhotoPath } from '~/lib/common/paths'
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '~/lib/salons/photo-schema'
import { createAccount } from '~/server/accounts/users.server'
import { salons } from '~/server/salons/tables.server'
import { bodyLimitFor } from '~/serving/request-rules.server'
import { NOT_A_PHOTO } from '~/server/photos/process.server'
import { uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'
import { freePort, startServerProcess, stop, waitForStatus } from '../server-process'
import { cameraJpeg, png, widthsOf } from './photo-fixtures'

const database = await useTestDatabase()
const email = uniqueEmail('foto-http')
const owner = await createAccount({ email, password: 'geheim123', emailVerified: true })
const slug = `foto-http-${Date.now()}`
// A salon before the server starts, so that it does not seed the empty database with demo data.
const [salon] = await database.insert(salons).values({ name: 'Foto Salon HTTP', slug, owner_id: owner.id }).returning()
const photoPath = salonPhotoPath(salon!.id)

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trimsalon-photos-http-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = startServerProcess({
	PORT: String(port),
	DATABASE_URL: database.$client.options.connectionString!,
	DATA_DIR: dataDir,
	SITE_URL: base,
	LOG_LEVEL: 'warn',
})
let cookie = ''
beforeAll(async () => {
	await waitForStatus(`${base}/healthz`, 200)
	const response = await fetch(`${base}/api/auth/sign-in/email`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', origin: base },
		body: JSON.stringify({ email, password: 'geheim123' }),
	})
	expect(response.status).toBe(200)
	cookie = response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
}, 120_000)
afterAll(async () => {
	await stop(server.child, server.exited)
	await rm(dataDir, { recursive: true, force: true })
})

function upload(file: Blob, headers: Record<string, string> = {}) {
	const form = new FormData()
	form.append('photo', file, 'foto.png')
	return fetch(`${base}${photoPath}`, { method: 'POST', headers: { cookie, origin: base, ...headers }, body: form })
}

/** The status of a POST with these headers (its length, or chunked) that sends only 64 KB of its body. */
function statusOfPartialBody(headers: Record<string, string | number>) {
	return new Promise<number>((resolve, reject) => {
		const request = http.request(`${base}${photoPath}`, {
			method: 'POST',
			headers: { cookie, origin: base, 'content-type': 'multipart/form-data; boundary=x', ...headers },
		})
		request.on('response', (response) => {
			resolve(response.statusCode!)
			request.destroy()
		})
		request.on('error', reject)
		request.write(Buffer.alloc(64 * 1024, 'a'))
	})
}

describe('the photo upload over HTTP', () => {
	it('stores a 10 MB camera photo and serves every width as WebP with a year of caching, to visitors and owners alike', async () => {
		const jpeg = await cameraJpeg()
		const started = performance.now()
		const response = await upload(new Blob([jpeg], { type: 'image/jpeg' }))
		console.info(
			`uploading and processing a ${(jpeg.length / 1024 / 1024).toFixed(1)} MB JPEG took ${(performance.now() - started).toFixed(0)} ms`,
		)
		expect(response.status).toBe(200)
		const { main_photo_url: url } = (await response.json()) as { main_photo_url: string }
		expect(url).toMatch(/^\/uploads\/salons\/\d+-\d+-800\.webp$/)
		for (const width of widthsOf(url))
			for (const headers of [{}, { cookie }] as Record<string, string>[]) {
				const served = await fetch(`${base}${width}`, { headers })
				expect(served.status).toBe(200)
				expect(served.headers.get('content-type')).toBe('image/webp')
				expect(served.headers.get('x-content-type-options')).toBe('nosniff')
				expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
			}
		const page = await (await fetch(`${base}/trimsalon/${slug}`)).text()
		expect(page).toContain(`${url.replace(/-800\.webp$/, '-400.webp')} 400w`)
		// A file that is not there is a plain 404, for a logged-in owner too (not the way to the dashboard).
		const missing = await fetch(`${base}/uploads/salons/${salon!.id}-1-800.webp`, { headers: { cookie }, redirect: 'manual' })
		expect(missing.status).toBe(404)
	})

	it('answers a refused file with JSON the photo field reads, and a post from another site with 403', async () => {
		const response = await upload(new Blob(['tekst met een .png-naam'], { type: 'image/png' }))
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ ok: false, message: NOT_A_PHOTO })
		const crossSite = await upload(new Blob([await png(20, 20)]), { origin: 'https://elders.example' })
		expect(crossSite.status).toBe(403)
	})

	it('lets a file of up to 10 MB reach the route and refuses a larger body with 413 before reading it', async () => {
		// The route reads these: the first is no image, the second is over the file limit but within the body limit.
		const atLimit = await upload(new Blob([new Uint8Array(PHOTO_MAX_BYTES)]))
		expect(await atLimit.json()).toEqual({ ok: false, message: NOT_A_PHOTO })
		const overFile = await upload(new Blob([new Uint8Array(PHOTO_MAX_BYTES + 1)]))
		expect(await overFile.json()).toMatchObject({ ok: false, message: PHOTO_TOO_LARGE })
		// Only 64 KB of the declared body is ever sent: the answer comes from the length alone.
		expect(await statusOfPartialBody({ 'content-length': bodyLimitFor(photoPath) + 1 })).toBe(413)
		expect(await statusOfPartialBody({ 'content-length': 200 * 1024 * 1024 })).toBe(413)
		// A body of unknown length (chunked) is refused too: its size would only be known once read.
		expect(await statusOfPartialBody({ 'transfer-encoding': 'chunked' })).toBe(411)
	})
})
