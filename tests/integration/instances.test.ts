/**
 * Two app processes on one PostgreSQL, as behind a load balancer: a change through one shows
 * through the other on the next request (the page cache hears it), sessions and rate limits are
 * shared, and the page cache serves public pages with a fresh CSP nonce each time, one copy per
 * kind of viewer (visitor, signed-in member, admin).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, isNotNull } from 'drizzle-orm'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/server/accounts/tables.server'
import { salons } from '~/server/salons/tables.server'
import { seedDemoData } from '~/server/seed/seed.server'
import { useTestDatabase } from '../db'
import { startInstance, type Instance } from '../server-process'
import { signInOverHttp } from '../sign-in'
import { waitFor } from '../wait'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 60 })
const databaseUrl = database.$client.options.connectionString!

// Photos go to one S3-compatible bucket that both instances use.
const bucketDir = await mkdtemp(path.join(os.tmpdir(), 'trimsalon-bucket-'))
const bucket = new S3rver({
	port: 0,
	address: '127.0.0.1',
	silent: true,
	directory: bucketDir,
	configureBuckets: [{ name: 'trimsalon-photos' }],
})
const { port: bucketPort } = await bucket.run()
const S3 = { S3_ENDPOINT: `http://127.0.0.1:${bucketPort}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }

const startWithBucket = () => startInstance(databaseUrl, S3)

let a: Instance
let b: Instance
beforeAll(async () => {
	;[a, b] = await Promise.all([startWithBucket(), startWithBucket()])
})
afterAll(async () => {
	await Promise.all([a?.stop(), b?.stop()])
	await bucket.close()
	await rm(bucketDir, { recursive: true, force: true })
})

const [salon] = await database.select().from(salons).where(isNotNull(salons.slug)).limit(1)
const salonPath = `/trimsalon/${salon!.slug}`

const signIn = (instance: Instance, email: string) => signInOverHttp(instance.base, email)

/** Waits until the page cache is on (its change feed listens) by asking twice for a page (with `cookie`, as that viewer). */
async function cachedTwice(instance: Instance, path: string, cookie?: string) {
	const init = cookie ? { headers: { cookie } } : {}
	return waitFor(
		`${path} from the cache`,
		async () => {
			await fetch(`${instance.base}${path}`, init)
			const second = await fetch(`${instance.base}${path}`, init)
			return second.headers.get('x-cache') === 'HIT' && second
		},
		{ intervalMs: 100 },
	)
}

describe('two instances on one database', () => {
	it('serve anonymous pages from the cache with a fresh nonce, an ETag and public caching', async () => {
		const hit = await cachedTwice(a, salonPath)
		const again = await fetch(`${a.base}${salonPath}`)
		const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
		const [first, second] = [nonceOf(hit), nonceOf(again)]
		expect(first).not.toBe(second)
		expect(await again.text()).toContain(`nonce="${second}"`)
		expect(await hit.text()).toContain(`nonce="${first}"`)
		// Stored compressed, each hit's nonce spliced into the gzip stream; plain for a client without gzip.
		expect(hit.headers.get('content-encoding')).toBe('gzip')
		const plain = await fetch(`${a.base}${salonPath}`, { headers: { 'accept-encoding': 'identity' } })
		expect(plain.headers.get('x-cache')).toBe('HIT')
		expect(plain.headers.get('content-encoding')).toBeNull()
		expect(await plain.text()).toContain(`nonce="${nonceOf(plain)}"`)
		expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
		const etag = again.headers.get('etag')!
		const notModified = await fetch(`${a.base}${salonPath}`, { headers: { 'if-none-match': etag } })
		expect(notModified.status).toBe(304)
		expect(notModified.headers.get('content-security-policy')).toBeNull()

		const withSession = await fetch(`${a.base}${salonPath}`, { headers: { cookie: await signIn(a, 'gebruiker@example.com') } })
		expect(withSession.headers.get('cache-control')).toBe('private, no-store')
	})

	it('serve a signed-in member and an admin a copy of their own, never one that reads the account', async () => {
		const [member, admin] = [await signIn(a, 'gebruiker@example.com'), await signIn(a, 'admin@example.com')]
		const visitorHit = await cachedTwice(a, '/')
		const memberHit = await cachedTwice(a, '/', member)
		const adminHit = await cachedTwice(a, '/', admin)
		const [visitorPage, memberPage, adminPage] = await Promise.all([visitorHit.text(), memberHit.text(), adminHit.text()])
		expect(visitorPage).toContain('>Inloggen<')
		expect(visitorPage).not.toContain('Mijn account')
		expect(memberPage).toContain('Mijn account')
		expect(memberPage).not.toContain('>Inloggen<')
		expect(memberPage).not.toContain('Admin Portal')
		expect(adminPage).toContain('Admin Portal')
		// A shared copy says nothing about whom it was rendered for.
		expect(memberPage).not.toContain('gebruiker@example.com')
		for (const hit of [memberHit, adminHit]) expect(hit.headers.get('cache-control')).toBe('private, no-store')

		// The page for salon owners says whether this member owns one: shared with visitors only, rendered for each member.
		for (const path of ['/voor-trimsalons', '/voor-trimsalons'])
			expect((await fetch(`${a.base}${path}`, { headers: { cookie: member } })).headers.get('x-cache'), path).toBeNull()
		expect((await cachedTwice(a, '/voor-trimsalons')).headers.get('x-cache')).toBe('HIT')
		// A toast belongs to one visitor, and an ended session is nobody's.
		const toast = await fetch(`${a.base}/`, { headers: { cookie: `${member}; toast=x` } })
		expect(toast.headers.get('x-cache')).toBeNull()
		const ended = await fetch(`${a.base}/`, { headers: { cookie: 'better-auth.session_token=ended.token' } })
		expect(ended.headers.get('x-cache')).toBeNull()
		expect(await ended.text()).toContain('>Inloggen<')
	})

	it("share an unowned salon's page among members until one claims it, then render it for the claimant on every instance", async () => {
		const [claimant, other] = [await signIn(a, 'gebruiker@example.com'), await signIn(a, 'eigenaar@example.com')]
		expect(salon!.owner_id).toBeNull()
		const shared = await cachedTwice(a, salonPath, claimant)
		expect(await shared.text()).toMatch(/aria-haspopup="dialog"[^>]*>Claim deze trimsalon</)
		await cachedTwice(b, salonPath, claimant)

		const claim = await fetch(`${a.base}/api/claims`, {
			method: 'POST',
			headers: { cookie: claimant, origin: a.base, 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ salonId: String(salon!.id), message: '' }),
		})
		expect(claim.status).toBe(200)
		// Instance b hears of the claim from the database (NOTIFY session_change) a moment later.
		for (const instance of [a, b]) {
			// Rendered for the claimant: no X-Cache, since the cache neither answers nor stores it.
			const own = await waitFor(`${instance.base} to render the page for the claimant`, async () => {
				const page = await fetch(`${instance.base}${salonPath}`, { headers: { cookie: claimant } })
				return page.headers.get('x-cache') === null && page
			})
			expect(await own.text()).toContain('Claim in behandeling')
			// Another member still gets the shared copy, with the claim button.
			const another = await cachedTwice(instance, salonPath, other)
			expect(await another.text()).not.toContain('Claim in behandeling')
		}
	})

	it('show a change made through the other instance on the next request', async () => {
		await cachedTwice(a, salonPath)
		await cachedTwice(b, salonPath)
		const admin = await signIn(b, 'admin@example.com')
		const renamed = `${salon!.name} Vernieuwd`
		const edit = await fetch(`${b.base}/admin/listings/${salon!.id}`, {
			method: 'POST',
			redirect: 'manual',
			headers: { cookie: admin, origin: b.base, 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ intent: 'update', name: renamed, formatted_address: salon!.formatted_address ?? '' }),
		})
		expect(edit.status).toBe(302)
		for (const instance of [a, b]) {
			const html = await waitFor(
				`${instance.base} to show the new name`,
				async () => {
					const page = await (await fetch(`${instance.base}${salonPath}`)).text()
					return page.includes(renamed) && page
				},
				{ timeoutMs: 2_000 },
			)
			expect(html).toContain(renamed)
		}
	})

	it('share sessions and rate limits', async () => {
		const admin = await signIn(a, 'admin@example.com')
		expect((await fetch(`${b.base}/admin`, { headers: { cookie: admin }, redirect: 'manual' })).status).toBe(200)

		const client = { 'x-forwarded-for': '10.99.0.1' }
		const statuses: number[] = []
		for (let i = 0; i < 31; i++) {
			const instance = i % 2 ? b : a
			statuses.push((await fetch(`${instance.base}/api/map/locate?location=Utrecht&radius=10`, { headers: client })).status)
		}
		expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
		expect(statuses[30]).toBe(429)
	})

	it('share uploaded photos through the S3 bucket', async () => {
		const owner = await signIn(a, 'eigenaar@example.com')
		const [owned] = await database
			.select({ id: salons.id, slug: salons.slug })
			.from(salons)
			.innerJoin(users, eq(users.id, salons.owner_id))
			.where(and(eq(users.email, 'eigenaar@example.com'), isNotNull(salons.slug)))
			.limit(1)
		const form = new FormData()
		const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 160 } } })
			.png()
			.toBuffer()
		form.append('photo', new Blob([png], { type: 'image/png' }), 'salon.png')
		const uploaded = await fetch(`${a.base}/dashboard/salons/${owned!.id}/photo`, {
			method: 'POST',
			headers: { cookie: owner, origin: a.base },
			body: form,
		})
		expect(uploaded.status).toBe(200)
		const url = /"(http:\/\/127\.0\.0\.1:\d+\/trimsalon-photos\/salons\/[^"]+-800\.webp)"/.exec(await uploaded.text())?.[1]
		expect(url).toBeDefined()
		expect((await fetch(url!)).headers.get('content-type')).toBe('image/webp')
		expect(await (await fetch(`${b.base}/trimsalon/${owned!.slug}`)).text()).toContain(url)
	})
})
