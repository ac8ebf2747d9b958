/**
 * Salon photos in an S3-compatible bucket: a real s3rver started here, reached through the official
 * @aws-sdk/client-s3 exactly as production reaches its bucket (S3_* set for this file only).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import S3rver from 's3rver'
import { afterAll, describe, expect, it } from 'vitest'
import { action as photoAction } from '~/routes/dashboard.salons.photo'
import { salons } from '~/server/salons/tables.server'
import { run } from '../actions'
import { useTestDatabase } from '../db'
import { ownerWithSalon, pastUploadOf, png, widthsOf } from './photo-fixtures'

const directory = await mkdtemp(path.join(os.tmpdir(), 'trimsalon-s3-'))
const bucket = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'trimsalon-photos' }] })
const { port } = await bucket.run()
const endpoint = `http://127.0.0.1:${port}`
// Before anything reads config(): the app finds the bucket through these, as in production (S3_BUCKET keeps its default).
Object.assign(process.env, { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' })
let running = true
afterAll(async () => {
	if (running) await bucket.close()
	await rm(directory, { recursive: true, force: true })
})
const database = await useTestDatabase()

const client = new S3Client({
	endpoint,
	region: 'us-east-1',
	forcePathStyle: true,
	credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
})
async function objectsOf(salonId: number) {
	const listed = await client.send(new ListObjectsV2Command({ Bucket: 'trimsalon-photos', Prefix: `salons/${salonId}-` }))
	return (listed.Contents ?? []).map((object) => object.Key).sort()
}

function post(salonId: number, cookie: string, fields: Record<string, string | Blob>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	const request = new Request(`http://127.0.0.1/dashboard/salons/${salonId}/photo`, { method: 'POST', headers: { cookie }, body: form })
	return run(photoAction, request, `10.56.0.${Math.floor(Math.random() * 250) + 1}`, { id: String(salonId) })
}
const urlOf = (answer: { data: unknown }) => (answer.data as { main_photo_url: string }).main_photo_url
const keysOf = (url: string) => widthsOf(url).map((width) => width.slice(`${endpoint}/trimsalon-photos/`.length))

describe('photos in the S3 bucket', () => {
	it('stores every width in the bucket trimsalon-photos, readable at the public URL; replacing and removing delete the old objects', async () => {
		const { salon, cookie } = await ownerWithSalon(database)
		const first = urlOf(await post(salon.id, cookie, { photo: new Blob([await png(1000, 750)], { type: 'image/png' }) }))
		expect(first).toMatch(new RegExp(`^${endpoint}/trimsalon-photos/salons/${salon.id}-\\d+-800\\.webp$`))
		expect(await objectsOf(salon.id)).toEqual(keysOf(first).sort())
		const served = await fetch(first)
		expect(served.status).toBe(200)
		expect(served.headers.get('content-type')).toBe('image/webp')
		expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

		await pastUploadOf(first)
		const second = urlOf(await post(salon.id, cookie, { photo: new Blob([await png(640, 480)], { type: 'image/png' }) }))
		expect(await objectsOf(salon.id)).toEqual(keysOf(second).sort())
		expect((await fetch(first)).status).toBe(404)

		expect(urlOf(await post(salon.id, cookie, { intent: 'delete' }))).toBeNull()
		expect(await objectsOf(salon.id)).toEqual([])
	})

	it('answers 503 when the bucket cannot be reached, and leaves the salon as it was', async () => {
		const { salon, cookie } = await ownerWithSalon(database, '/images/salons/salon-1.webp')
		await bucket.close()
		running = false
		const answer = await post(salon.id, cookie, { photo: new Blob([await png(300, 200)]) })
		expect(answer).toMatchObject({
			status: 503,
			data: { ok: false, message: 'De foto kon niet worden opgeslagen. Probeer het later opnieuw.' },
		})
		const [stored] = await database.select().from(salons).where(eq(salons.id, salon.id))
		expect(stored!.main_photo_url).toBe('/images/salons/salon-1.webp')
	})
})
