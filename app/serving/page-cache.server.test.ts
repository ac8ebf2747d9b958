import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { fillText, gzipTemplate } from './gzip-template.server'
import type { Share } from '~/lib/seo/page-share'
import {
	ASKED_ONCE_KEYS,
	PAGE_TTL_MS,
	PageCache,
	pageCacheKey,
	pageCacheMiddleware,
	noteRouterUrl,
	originOf,
	splitOn,
	viewerOfRequest,
	type ViewerOf,
} from './page-cache.server'

const page = (body: string) => ({ page: gzipTemplate([body]), headers: [['content-type', 'text/html']] as [string, string][], etag: '"x"' })
const bodyOf = (entry: { page: Parameters<typeof fillText>[0] } | undefined) => entry && Buffer.concat(fillText(entry.page, '')).toString()

function cacheOf(maxBytes: number) {
	let now = 0
	const cache = new PageCache(maxBytes, () => now)
	cache.enabled = true
	return { cache, later: (ms: number) => (now += ms) }
}

describe('splitting a captured page on its nonce', () => {
	it('splits the bytes as a string split would, multi-byte text and a nonce at either end included', () => {
		const nonce = 'n0nce=='
		for (const text of ['', nonce, `${nonce}föhnen€${nonce}${nonce}🐕 trim${nonce}`, 'zonder nonce: één deel']) {
			const parts = splitOn(Buffer.from(text), Buffer.from(nonce)).map((part) => part.toString())
			expect(parts).toEqual(text.split(nonce))
		}
	})
})

describe('the page cache', () => {
	it('serves what it stored until the entry is a minute old, then only as a stand-in for a few minutes', () => {
		const { cache, later } = cacheOf(10_000)
		cache.set('/a', page('A'), cache.version)
		expect(bodyOf(cache.get('/a'))).toBe('A')
		later(PAGE_TTL_MS)
		expect(cache.get('/a')).toBeUndefined()
		expect(bodyOf(cache.get('/a', { stale: true }))).toBe('A')
		later(5 * PAGE_TTL_MS)
		expect(cache.get('/a', { stale: true })).toBeUndefined()
		expect(cache.size).toEqual({ entries: 0, bytes: 0 })
	})

	it('stays within its bytes, dropping the least recently used page first', () => {
		// Pages that do not compress: each stores about 100 bytes.
		const noise = (length: number) => randomBytes(length).toString('base64').slice(0, length)
		const { cache } = cacheOf(250)
		cache.set('/a', page(noise(100)), 0)
		cache.set('/b', page(noise(100)), 0)
		cache.get('/a')
		// Asked for twice: a full cache takes it.
		cache.miss('/c')
		cache.miss('/c')
		cache.set('/c', page(noise(100)), 0)
		expect(cache.get('/b')).toBeUndefined()
		expect(cache.get('/a')).toBeDefined()
		expect(cache.get('/c')).toBeDefined()
		expect(cache.size.bytes).toBeLessThanOrEqual(250)
		cache.set('/huge', page(noise(1000)), 0)
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

	it('keeps a page compressed only, and counts it so', () => {
		const { cache } = cacheOf(100_000)
		const text = '<p>tekst</p>'.repeat(500)
		cache.set('/a', page(text), cache.version)
		const entry = cache.get('/a')!
		expect(cache.size.bytes).toBe('/a'.length + entry.page.deflated.reduce((sum, part) => sum + part.length, 0))
		expect(cache.size.bytes).toBeLessThan(text.length / 10)
	})

	it('takes every page while it has room, and when full only a page asked for twice lately', () => {
		const noise = (length: number) => randomBytes(length).toString('base64').slice(0, length)
		const { cache, later } = cacheOf(250)
		cache.set('/a', page(noise(100)), 0)
		cache.set('/b', page(noise(100)), 0)
		cache.miss('/postcode')
		cache.set('/postcode', page(noise(100)), 0)
		expect(cache.get('/postcode')).toBeUndefined()
		expect([cache.get('/a'), cache.get('/b')]).toEqual([expect.anything(), expect.anything()])
		cache.miss('/postcode')
		cache.set('/postcode', page(noise(100)), 0)
		expect(cache.get('/postcode')).toBeDefined()
		expect(cache.get('/a')).toBeUndefined()
		// A stored page that expired is stored again from its first new render.
		later(PAGE_TTL_MS)
		expect(cache.get('/b')).toBeUndefined()
		cache.miss('/b')
		cache.set('/b', page('B2'), 0)
		expect(bodyOf(cache.get('/b'))).toBe('B2')
	})

	it(`remembers the last ${ASKED_ONCE_KEYS} pages asked for once, and forgets the oldest first`, () => {
		const { cache } = cacheOf(10)
		cache.set('/full', page('x'), 0)
		cache.miss('/oldest')
		cache.miss('/newer')
		for (let n = 0; n < ASKED_ONCE_KEYS - 1; n++) cache.miss(`/once/${n}`)
		cache.miss('/newer')
		cache.miss('/oldest')
		cache.set('/oldest', page('O'), 0)
		expect(cache.get('/oldest')).toBeUndefined()
		cache.set('/newer', page('N'), 0)
		expect(bodyOf(cache.get('/newer'))).toBe('N')
	})

	it('stores nothing while it is off (no change feed)', () => {
		const { cache } = cacheOf(10_000)
		cache.enabled = false
		cache.set('/a', page('A'), cache.version)
		expect(cache.size.entries).toBe(0)
	})
})

describe('which viewer the page cache answers as', () => {
	const members: ViewerOf = async (cookie) =>
		cookie.includes('session_token=admin') ? 'admin' : cookie.includes('session_token=ok') ? 'member' : null

	it("serves a visitor whose only cookies are not the site's (consent, analytics, a CDN's) as a visitor", async () => {
		expect(await viewerOfRequest(undefined, '/', members)).toBe('visitor')
		expect(await viewerOfRequest('consent=yes; _ga=GA1.2.3; mytoast=1', '/', members)).toBe('visitor')
		expect(await viewerOfRequest('not-better-auth.session_token=x', '/', members)).toBe('visitor')
	})

	it("serves a valid session as its viewer, and nothing else of the site's from the cache", async () => {
		expect(await viewerOfRequest('consent=yes; better-auth.session_token=ok', '/', members)).toBe('member')
		expect(await viewerOfRequest('__Secure-better-auth.session_token=admin; __Secure-better-auth.dont_remember=x', '/', members)).toBe(
			'admin',
		)
		expect(await viewerOfRequest('better-auth.session_token=expired', '/', members)).toBeNull()
		expect(await viewerOfRequest('better-auth.session_token=ok; toast=1', '/', members)).toBeNull()
		expect(await viewerOfRequest('toast=1', '/', members)).toBeNull()
		expect(await viewerOfRequest('better-auth.two_factor=abc', '/', members)).toBeNull()
	})

	it('asks about the page: one that shows the visitor something of their own is rendered for them', async () => {
		const ownPage: ViewerOf = async (_cookie, pagePath) => (pagePath === '/trimsalon/mine' ? null : 'member')
		expect(await viewerOfRequest('better-auth.session_token=ok', '/trimsalon/mine', ownPage)).toBeNull()
		expect(await viewerOfRequest('better-auth.session_token=ok', '/trimsalon/other', ownPage)).toBe('member')
	})

	it("keeps a signed-in viewer's pages apart from a visitor's", () => {
		expect(pageCacheKey('https://example.nl/city/utrecht', 'visitor')).toBe('https://example.nl/city/utrecht')
		expect(new Set(['visitor', 'member', 'admin'].map((viewer) => pageCacheKey('/', viewer as 'visitor')))).toHaveProperty('size', 3)
	})

	it('keys a page by a plain origin only: a protocol or host that would move the URL is no origin', () => {
		expect(originOf({ protocol: 'https', host: 'Example.NL:443' })).toBe('https://example.nl')
		expect(originOf({ protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000')
		expect(originOf({ protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000')
		for (const [protocol, host] of [
			['http://x/robots.txt?', 'example.nl'],
			['javascript', 'example.nl'],
			['https', 'x/directory?location=0900'],
			['https', 'evil.example@example.nl'],
			['https', ''],
		] as const)
			expect(originOf({ protocol, host }), `${protocol} ${host}`).toBeNull()
	})
})

describe('the page cache middleware', () => {
	const POLICIES: Record<string, Share> = {
		'/robots.txt': { with: 'everyone', params: ['x', 'parked', 'parts', 'head', 'router'] },
		'/unread': { with: 'everyone', params: [] },
		'/signup': { with: 'visitors', params: [] },
	}

	/**
	 * An app behind the page cache whose pages answer `body`, what they saw of the person (a cookie, the
	 * viewer class); each answer counts a render. `/parked` renders wait until `/release` starts them, in
	 * its own context, as a request gate that handed over its context would.
	 */
	async function appServing(body: string, maxBytes = 100_000) {
		const cache = new PageCache(maxBytes)
		cache.enabled = true
		let renders = 0
		const parked: (() => void)[] = []
		const app = express()
		app.set('trust proxy', 'loopback')
		const viewerOf: ViewerOf = async (cookie) => (cookie.includes('session_token=ok') ? 'member' : null)
		app.use(pageCacheMiddleware(cache, viewerOf, (pathname) => POLICIES[pathname] ?? null))
		// As the router does: it reads the URL from the protocol and host a trusted proxy forwarded (or
		// `?router` says), and the root middleware notes it.
		app.use((req, _res, next) => {
			if (req.path !== '/unread')
				noteRouterUrl(String(req.query.router ?? `${req.protocol}://${req.get('x-forwarded-host') ?? req.get('host')}${req.originalUrl}`))
			next()
		})
		app.get('/release', (_req, res) => {
			parked.shift()?.()
			res.send('released')
		})
		app.use((req, _res, next) => (req.query.parked ? parked.push(next) : next()))
		app.get(['/robots.txt', '/signup', '/undeclared', '/unread'], async (req, res) => {
			renders++
			// As a loader would: after a wait, still inside the render the cache watches.
			await new Promise((resolve) => setTimeout(resolve, 1))
			const saw = [req.headers.cookie ? 'cookie' : '', res.locals.sharedViewer ?? ''].filter(Boolean).join(', ')
			res.type('text/plain')
			// A long page is written in parts, as a streamed render is.
			const text = body && `${body}${saw ? ` (${saw})` : ''}`
			if (req.query.head) {
				res.writeHead(200, { 'content-type': 'text/plain' })
				return res.end(text)
			}
			if (req.query.parts) {
				for (let part = 0; part < Number(req.query.parts); part++) res.write(text)
				return res.end()
			}
			res.send(text)
		})
		const server = app.listen(0, '127.0.0.1')
		await once(server, 'listening')
		const { port } = server.address() as AddressInfo
		const base = `http://127.0.0.1:${port}`
		return { base, url: `${base}/robots.txt?x=1`, renders: () => renders, parked, close: () => new Promise((done) => server.close(done)) }
	}
	const member = { headers: { cookie: 'better-auth.session_token=ok' } }

	it('stores only a complete GET answer: a HEAD first leaves the next GET its full body', async () => {
		const site = await appServing('User-agent: *')
		try {
			expect((await fetch(site.url, { method: 'HEAD' })).status).toBe(200)
			const first = await fetch(site.url)
			expect(await first.text()).toBe('User-agent: * (visitor)')
			const second = await fetch(site.url)
			expect(second.headers.get('x-cache')).toBe('HIT')
			expect(await second.text()).toBe('User-agent: * (visitor)')
			expect(site.renders()).toBe(2)
		} finally {
			await site.close()
		}
	})

	it('answers the miss from the copy it stores, compressed once, as every hit after it', async () => {
		const site = await appServing('User-agent: *')
		try {
			const url = `${site.url}&parts=3`
			const miss = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
			const hit = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
			expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['MISS', 'HIT'])
			for (const answer of [miss, hit]) {
				expect(answer.headers.get('content-encoding')).toBe('gzip')
				expect(answer.headers.get('etag')).toBe(hit.headers.get('etag'))
				expect(await answer.text()).toBe('User-agent: * (visitor)'.repeat(3))
			}
			const plain = await fetch(`${site.url}&parts=2`, { headers: { 'accept-encoding': 'identity' } })
			expect(plain.headers.get('content-encoding')).toBeNull()
			expect(plain.headers.get('content-length')).toBe(String('User-agent: * (visitor)'.length * 2))
			expect(await plain.text()).toBe('User-agent: * (visitor)'.repeat(2))
		} finally {
			await site.close()
		}
	})

	it('sends a page whose route wrote its head itself as it came, and does not store it', async () => {
		const site = await appServing('User-agent: *')
		try {
			for (let round = 0; round < 2; round++) {
				const answer = await fetch(`${site.base}/robots.txt?head=1`)
				expect(answer.headers.get('x-cache')).toBe('MISS')
				expect(await answer.text()).toBe('User-agent: * (visitor)')
			}
		} finally {
			await site.close()
		}
	})

	it('streams a page too large to store as it comes, and stores none of it', async () => {
		const line = 'x'.repeat(1023) + '\n'
		const site = await appServing(line)
		try {
			// 3 MB in parts of 1 KB: past the 2 MB a stored page may have.
			const url = `${site.base}/robots.txt?parts=3000`
			for (let round = 0; round < 2; round++) {
				const answer = await fetch(url)
				expect(answer.headers.get('x-cache')).toBe('MISS')
				expect((await answer.text()).length).toBe(3000 * (line + ' (visitor)').length)
			}
			expect(site.renders()).toBe(2)
		} finally {
			await site.close()
		}
	})

	it('renders a page once while many ask for it at the same time', async () => {
		const site = await appServing('User-agent: *')
		try {
			const pages = await Promise.all(Array.from({ length: 5 }, () => fetch(site.url)))
			expect(site.renders()).toBe(1)
			expect(pages.map((page) => page.headers.get('x-cache')).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS'])
			for (const page of pages) expect(await page.text()).toBe('User-agent: * (visitor)')
		} finally {
			await site.close()
		}
	})

	it('stores a new page in a full cache from its second request on', async () => {
		// Room for one page (its key is the whole URL: http://127.0.0.1:<port>/robots.txt?x=…).
		const site = await appServing('User-agent: *', 82)
		try {
			await fetch(`${site.base}/robots.txt?x=full`)
			const asked = async () => (await fetch(site.url)).headers.get('x-cache')
			expect([await asked(), await asked(), await asked()]).toEqual(['MISS', 'MISS', 'HIT'])
			expect((await fetch(`${site.base}/robots.txt?x=full`)).headers.get('x-cache')).toBe('MISS')
		} finally {
			await site.close()
		}
	})

	it('does not store an empty answer', async () => {
		const site = await appServing('')
		try {
			await fetch(`${site.base}/signup`)
			expect((await fetch(`${site.base}/signup`)).headers.get('x-cache')).toBe('MISS')
		} finally {
			await site.close()
		}
	})

	it("keeps one copy per viewer class, rendered without the person's cookie", async () => {
		const site = await appServing('User-agent: *')
		try {
			await fetch(site.url)
			await fetch(site.url, member)
			const [visitorHit, memberHit] = [await fetch(site.url), await fetch(site.url, member)]
			expect([visitorHit.headers.get('x-cache'), memberHit.headers.get('x-cache')]).toEqual(['HIT', 'HIT'])
			expect(await visitorHit.text()).toBe('User-agent: * (visitor)')
			expect(await memberHit.text()).toBe('User-agent: * (member)')
			expect(site.renders()).toBe(2)
			const expired = await fetch(site.url, { headers: { cookie: 'better-auth.session_token=old' } })
			expect(expired.headers.get('x-cache')).toBeNull()
			expect(await expired.text()).toBe('User-agent: * (cookie)')
		} finally {
			await site.close()
		}
	})

	it('renders a page shared with visitors only for a signed-in person with their cookie, and never stores it', async () => {
		const site = await appServing('Aanmelden')
		try {
			for (let round = 0; round < 2; round++) {
				const page = await fetch(`${site.base}/signup`, member)
				expect(page.headers.get('x-cache')).toBeNull()
				expect(await page.text()).toBe('Aanmelden (cookie)')
			}
			await fetch(`${site.base}/signup`)
			expect((await fetch(`${site.base}/signup`)).headers.get('x-cache')).toBe('HIT')
		} finally {
			await site.close()
		}
	})

	it('never stores an undeclared page, nor a URL with a parameter the page does not read', async () => {
		const site = await appServing('Pagina')
		try {
			for (const path of ['/undeclared', '/robots.txt?x=1&utm=2', '/robots.txt??&x=1']) {
				await fetch(`${site.base}${path}`)
				expect((await fetch(`${site.base}${path}`)).headers.get('x-cache'), path).toBeNull()
			}
			expect(site.renders()).toBe(6)
		} finally {
			await site.close()
		}
	})

	it('stores a render only when the router read the URL of its key, the origin included', async () => {
		const site = await appServing('User-agent: *')
		try {
			const elsewhere = `${site.url}&router=${encodeURIComponent(`http://x/robots.txt?://${new URL(site.base).host}/robots.txt`)}`
			await fetch(elsewhere)
			expect((await fetch(elsewhere)).headers.get('x-cache')).toBe('MISS')
			// The same page under a host only one client sends: stored apart, never as the real one.
			for (let round = 0; round < 2; round++) await fetch(site.url, { headers: { 'x-forwarded-host': 'elders.example' } })
			expect((await fetch(site.url)).headers.get('x-cache')).toBe('MISS')
			expect((await fetch(site.url)).headers.get('x-cache')).toBe('HIT')
		} finally {
			await site.close()
		}
	})

	it('does not store a render whose router URL was not noted', async () => {
		const site = await appServing('Pagina')
		try {
			for (let round = 0; round < 2; round++) expect((await fetch(`${site.base}/unread`)).headers.get('x-cache')).toBe('MISS')
		} finally {
			await site.close()
		}
	})

	it("does not store a render that ran in another request's context", async () => {
		const site = await appServing('User-agent: *')
		try {
			const parkedThenReleased = async () => {
				const parked = fetch(`${site.base}/robots.txt?x=1&parked=1`)
				await expect.poll(() => site.parked.length).toBe(1)
				await fetch(`${site.base}/release`)
				return parked
			}
			expect(await (await parkedThenReleased()).text()).toBe('User-agent: * (visitor)')
			expect((await parkedThenReleased()).headers.get('x-cache')).toBe('MISS')
			await fetch(site.url)
			expect((await fetch(site.url)).headers.get('x-cache')).toBe('HIT')
		} finally {
			await site.close()
		}
	})
})
