import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { fillText, gzipTemplate } from './gzip-template.server'
import { PAGE_TTL_MS, PageCache, pageCacheKey, pageCacheMiddleware } from './page-cache.server'

const page = (body: string) => ({ page: gzipTemplate([body]), headers: [['content-type', 'text/html']] as [string, string][], etag: '"x"' })
const bodyOf = (entry: { page: Parameters<typeof fillText>[0] } | undefined) => entry && Buffer.concat(fillText(entry.page, '')).toString()

function cacheOf(maxBytes: number) {
	let now = 0
	const cache = new PageCache(maxBytes, () => now)
	cache.enabled = true
	return { cache, later: (ms: number) => (now += ms) }
}

describe('the page cache', () => {
	it('serves what it stored until the entry is a minute old', () => {
		const { cache, later } = cacheOf(10_000)
		cache.set('/a', page('A'), cache.version)
		expect(bodyOf(cache.get('/a'))).toBe('A')
		later(PAGE_TTL_MS)
		expect(cache.get('/a')).toBeUndefined()
		expect(cache.size).toEqual({ entries: 0, bytes: 0 })
	})

	it('stays within its bytes, dropping the least recently used page first', () => {
		const { cache } = cacheOf(250)
		cache.set('/a', page('a'.repeat(100)), 0)
		cache.set('/b', page('b'.repeat(100)), 0)
		cache.get('/a')
		cache.set('/c', page('c'.repeat(100)), 0)
		expect(cache.get('/b')).toBeUndefined()
		expect(cache.get('/a')).toBeDefined()
		expect(cache.get('/c')).toBeDefined()
		expect(cache.size.bytes).toBeLessThanOrEqual(250)
		cache.set('/huge', page('h'.repeat(1000)), 0)
		expect(cache.get('/huge')).toBeUndefined()
	})

	it('drops everything on a change, and refuses a page rendered before it', () => {
		const { cache } = cacheOf(10_000)
		const before = cache.version
		cache.set('/a', page('A'), before)
		cache.clear()
		expect(cache.get('/a')).toBeUndefined()
		cache.set('/b', page('stale'), before)
		expect(cache.get('/b')).toBeUndefined()
	})

	it('stores nothing while it is off (no change feed)', () => {
		const { cache } = cacheOf(10_000)
		cache.enabled = false
		cache.set('/a', page('A'), cache.version)
		expect(cache.size.entries).toBe(0)
	})
})

describe('which requests the page cache answers', () => {
	const request = (url: string, extra: { method?: string; cookie?: string } = {}) => ({
		method: extra.method ?? 'GET',
		path: url.split('?')[0]!,
		url,
		headers: { cookie: extra.cookie },
	})

	it('keys public pages by path and sorted query', () => {
		expect(pageCacheKey(request('/directory?radius=10&location=Utrecht'))).toBe('/directory?location=Utrecht&radius=10')
		expect(pageCacheKey(request('/directory?location=Utrecht&radius=10'))).toBe('/directory?location=Utrecht&radius=10')
		expect(pageCacheKey(request('/city/utrecht.data'))).toBe('/city/utrecht.data')
		expect(pageCacheKey(request('/', { method: 'HEAD' }))).toBe('/')
	})

	it('never answers a request with a cookie of the site, a write, or a private or API path', () => {
		expect(pageCacheKey(request('/', { cookie: 'toast=1' }))).toBeNull()
		expect(pageCacheKey(request('/', { cookie: 'consent=yes; better-auth.session_token=abc' }))).toBeNull()
		expect(pageCacheKey(request('/', { cookie: '__Secure-better-auth.session_token=abc' }))).toBeNull()
		expect(pageCacheKey(request('/', { cookie: 'better-auth.two_factor=abc' }))).toBeNull()
		expect(pageCacheKey(request('/contact', { method: 'POST' }))).toBeNull()
		for (const path of ['/admin', '/dashboard', '/account', '/auth', '/api/suggest?q=a', '/dev/mail', '/healthz', '/logout'])
			expect(pageCacheKey(request(path)), path).toBeNull()
		expect(pageCacheKey(request(`/directory?q=${'x'.repeat(3000)}`))).toBeNull()
	})

	it("serves a visitor whose only cookies are not the site's (consent, analytics, a CDN's)", () => {
		expect(pageCacheKey(request('/city/utrecht', { cookie: 'consent=yes; _ga=GA1.2.3; mytoast=1' }))).toBe('/city/utrecht')
		expect(pageCacheKey(request('/', { cookie: 'not-better-auth.session_token=x' }))).toBe('/')
	})
})

describe('the page cache middleware', () => {
	/** An app whose only route answers `body` as text, behind the page cache; each answer counts a render. */
	async function appServing(body: string) {
		const cache = new PageCache(100_000)
		cache.enabled = true
		let renders = 0
		const app = express()
		app.use(pageCacheMiddleware(cache))
		app.get('/robots.txt', (_req, res) => {
			renders++
			res.type('text/plain').send(body)
		})
		const server = app.listen(0, '127.0.0.1')
		await once(server, 'listening')
		const { port } = server.address() as AddressInfo
		const url = `http://127.0.0.1:${port}/robots.txt?x=1`
		return { url, renders: () => renders, close: () => new Promise((done) => server.close(done)) }
	}

	it('stores only a complete GET answer: a HEAD first leaves the next GET its full body', async () => {
		const site = await appServing('User-agent: *')
		try {
			expect((await fetch(site.url, { method: 'HEAD' })).status).toBe(200)
			const first = await fetch(site.url)
			expect(await first.text()).toBe('User-agent: *')
			const second = await fetch(site.url)
			expect(second.headers.get('x-cache')).toBe('HIT')
			expect(await second.text()).toBe('User-agent: *')
			expect(site.renders()).toBe(2)
		} finally {
			await site.close()
		}
	})

	it('does not store an empty answer', async () => {
		const site = await appServing('')
		try {
			await fetch(site.url)
			expect((await fetch(site.url)).headers.get('x-cache')).toBe('MISS')
		} finally {
			await site.close()
		}
	})
})
