import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import type { Share, Viewer } from '~/lib/seo/page-share'
import { fillGzip, fillText, gzipTemplate, templateBytes, type GzipTemplate } from './gzip-template.server'
import { sharedPage } from './page-share.server'
import { carriesSiteCookie, onlySessionCookies, pagePathOf } from './request-rules.server'
import type { InTurn } from './request-gate.server'

/** How long a rendered page may be served: time-dependent parts (open now, "3 days ago") stay this fresh. */
export const PAGE_TTL_MS = 60_000
/** How long past its time an expired page may still stand in while its successor is being rendered. */
const STALE_MS = 5 * 60_000
/** What a shared cache (CDN, reverse proxy) may do with an anonymous public page. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
/** The headers of a page that says something to this visitor alone: neither this cache nor any other keeps it. */
export const PERSONAL_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' }
const MAX_ENTRY_BYTES = 2 * 1024 * 1024
const STORED_TYPES = /^(text\/html|text\/x-script|application\/xml|text\/plain|application\/json)/
const KEPT_HEADERS = ['content-type', 'cache-control', 'link', 'x-robots-tag']
/** How many pages asked for once are remembered, oldest forgotten first: in a burst, about a minute of misses. */
export const ASKED_ONCE_KEYS = 4096

/**
 * A stored page: its text split where the CSP nonce stood (every hit gets a fresh nonce), kept
 * compressed only, so a hit costs no compression and a page a fifth of the memory of its text.
 */
type Entry = { page: GzipTemplate; headers: [string, string][]; etag: string; bytes: number; expires: number }

/**
 * Rendered public pages, by normalised URL, bounded by bytes (the least recently used go first) and
 * by age. `clear()` drops everything and bumps the version, so a page rendered while a write
 * committed is not stored.
 */
export class PageCache {
	private entries = new Map<string, Entry>()
	private bytes = 0
	/** Pages not stored, by how often they were asked for lately. */
	private asked = new Map<string, number>()
	version = 0
	/** Off while the change feed is down: without it, a write on another instance would go unseen. */
	enabled = false

	readonly maxBytes: number
	private readonly now: () => number

	constructor(maxBytes: number, now: () => number = Date.now) {
		this.maxBytes = maxBytes
		this.now = now
	}

	/** A fresh page; with `stale`, also one past its time (kept a while to stand in during its re-render). */
	get(key: string, { stale = false } = {}): Entry | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		const age = this.now() - entry.expires
		if (age >= STALE_MS) {
			this.delete(key)
			return undefined
		}
		if (age >= 0 && !stale) return undefined
		this.entries.delete(key)
		this.entries.set(key, entry)
		return entry
	}

	/** Counts a request for a page that is not stored: one that is rendered or waits for a render. */
	miss(key: string) {
		if (this.entries.has(key)) return
		const times = (this.asked.get(key) ?? 0) + 1
		this.asked.delete(key)
		this.asked.set(key, times)
		if (this.asked.size > ASKED_ONCE_KEYS) this.asked.delete(this.asked.keys().next().value!)
	}

	set(key: string, entry: Omit<Entry, 'bytes' | 'expires'>, version: number) {
		if (!this.enabled || version !== this.version) return
		const bytes = templateBytes(entry.page) + key.length
		if (bytes > this.maxBytes || !this.admits(key, bytes)) return
		this.asked.delete(key)
		this.delete(key)
		this.entries.set(key, { ...entry, bytes, expires: this.now() + PAGE_TTL_MS })
		this.bytes += bytes
		this.evict()
	}

	/**
	 * While there is room every page is stored. A full cache takes a new page only when it was asked for
	 * twice lately: most searches are asked for once (a postcode, a crawler's sweep), and stored, they
	 * would push out the pages people ask for again.
	 */
	private admits(key: string, bytes: number): boolean {
		return this.entries.has(key) || this.bytes + bytes <= this.maxBytes || (this.asked.get(key) ?? 0) >= 2
	}

	private evict() {
		for (const [oldest] of this.entries) {
			if (this.bytes <= this.maxBytes) break
			this.delete(oldest)
		}
	}

	clear() {
		this.entries.clear()
		this.bytes = 0
		this.version++
	}

	/** Keeps what is stored but stores none of the pages being rendered now (who is signed in as what may have changed). */
	refuseRendering() {
		this.version++
	}

	get size() {
		return { entries: this.entries.size, bytes: this.bytes }
	}

	private delete(key: string) {
		const entry = this.entries.get(key)
		if (!entry) return
		this.bytes -= entry.bytes
		this.entries.delete(key)
	}
}

/**
 * The viewer a session cookie belongs to on a page (its path), or null when it is no (longer a)
 * valid session or the page shows this visitor something of their own.
 */
export type ViewerOf = (cookieHeader: string, pagePath: string) => Promise<Exclude<Viewer, 'visitor'> | null>

/**
 * The viewer a request is answered as from the cache, or null when it must be rendered for itself.
 * Without a cookie of the site's own (a consent or analytics cookie changes nothing) a visitor; with
 * only a session, the session's viewer; with anything else of the site's (a toast, a sign-in step)
 * never from the cache.
 */
export async function viewerOfRequest(cookieHeader: string | undefined, pagePath: string, viewerOf: ViewerOf): Promise<Viewer | null> {
	if (!carriesSiteCookie(cookieHeader)) return 'visitor'
	if (!onlySessionCookies(cookieHeader!)) return null
	return viewerOf(cookieHeader!, pagePath)
}

/**
 * The cache key: a visitor's pages by URL alone (origin included, so a host or protocol that only one
 * client sends keeps a copy of its own), a signed-in viewer's apart from them.
 */
export function pageCacheKey(url: string, viewer: Viewer): string {
	return viewer === 'visitor' ? url : `${viewer} ${url}`
}

let instance: PageCache | undefined

/**
 * The process's page cache (PAGE_CACHE_MB), shared by the middleware and the change feed. Asked for
 * with another size it is made anew at that size: boot asks once, a test file for a cache of its own.
 */
export function pageCache(maxBytes?: number): PageCache {
	if (!instance || (maxBytes !== undefined && maxBytes !== instance.maxBytes)) instance = new PageCache(maxBytes ?? 0)
	return instance
}

/** The request headers that say who is asking: a shared render never gets them. */
const PERSONAL_HEADERS = ['cookie', 'authorization'] as const

/**
 * Each shared render's own asynchronous context: a copy is stored only from the render that was
 * started for it, and only when the URL the router read there is the page's key.
 */
type RenderScope = { routerUrl?: string }
const renderScope = new AsyncLocalStorage<RenderScope>()

/**
 * Notes the URL the router built for this request (called by the root route's middleware, which
 * every route, resource routes included, runs before its loader). Outside a shared render it does nothing.
 */
export function noteRouterUrl(url: string) {
	const scope = renderScope.getStore()
	if (scope) scope.routerUrl = url
}

/**
 * The origin the router reads a request at: its protocol and host as Express gives them (from
 * `X-Forwarded-Proto` and `X-Forwarded-Host` of a trusted proxy), normalised as `new URL` does;
 * null when they are not a plain `http(s)://host[:port]`.
 */
export function originOf(req: Pick<Request, 'protocol' | 'host'>): string | null {
	if ((req.protocol !== 'http' && req.protocol !== 'https') || !req.host || !PLAIN_HOST.test(req.host)) return null
	return new URL(`${req.protocol}://${req.host}`).origin
}
const PLAIN_HOST = /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * A URL as the router answers it, to compare the key with what the router read: the data request of
 * a page (`/x.data`, `/_.data` for the home page, naming its routes in `_routes`) at the page's URL,
 * parameters in order.
 */
export function comparableUrl(url: string): string | null {
	let parsed: URL
	try {
		parsed = new URL(url)
	} catch {
		return null
	}
	const pathname = parsed.pathname.endsWith('/_.data') ? parsed.pathname.slice(0, -'_.data'.length) : parsed.pathname.replace(/\.data$/, '')
	parsed.searchParams.delete('_routes')
	parsed.searchParams.sort()
	return `${parsed.origin}${pathname}${parsed.search}`
}

/**
 * Serves shared pages from the cache, and stores what it renders for them: one copy per viewer
 * class, so a signed-in visitor gets the page with their header as fast as anyone else.
 *
 * What may be stored is decided by construction, not by what a render remembers to say: only pages
 * whose routes declare themselves shared (`policyOf`), rendered from a request without cookies, whose
 * loaders learn the viewer class from `res.locals.sharedViewer` and nothing else of the person.
 */
export function pageCacheMiddleware(
	cache: PageCache,
	viewerOf: ViewerOf,
	policyOf: (pathname: string) => Share | null,
	inTurn: InTurn = (_req, _res, send) => send(),
): RequestHandler {
	/** The pages being rendered for the cache now: one render per page at a time. */
	const rendering = new Map<string, Promise<void>>()
	return async (req, res, next) => {
		const page = cache.maxBytes > 0 ? sharedPage(req, policyOf) : null
		const origin = page ? originOf(req) : null
		const viewer = origin ? await viewerOfRequest(req.headers.cookie, pagePathOf(req.path), viewerOf).catch(() => null) : null
		if (!page || !origin || !viewer || (viewer !== 'visitor' && page.share.with === 'visitors')) return next()
		const url = `${origin}${page.path}`
		const key = pageCacheKey(url, viewer)
		res.setHeader('Vary', 'Cookie')
		const hit = cache.enabled ? cache.get(key) : undefined
		if (hit) return inTurn(req, res, () => serve(hit, req, res))
		// A HEAD answer has no body: stored, every GET of that URL would get an empty page.
		if (req.method !== 'GET') return next()
		cache.miss(key)
		// While the page is being rendered, others get the copy it replaces or wait for the new one.
		const underway = cache.enabled ? rendering.get(key) : undefined
		if (underway) {
			const stale = cache.get(key, { stale: true })
			if (stale) return inTurn(req, res, () => serve(stale, req, res, 'STALE'))
			await underway
			const fresh = cache.get(key)
			// It waited for the render as it would have in line: it does not go to the back of the line again.
			if (fresh) return serve(fresh, req, res)
		}
		let rendered!: () => void
		const render = new Promise<void>((resolve) => (rendered = resolve))
		rendering.set(key, render)
		res.once('close', () => {
			if (rendering.get(key) === render) rendering.delete(key)
			rendered()
		})
		const version = cache.version
		res.setHeader('X-Cache', 'MISS')
		for (const header of PERSONAL_HEADERS) delete req.headers[header]
		res.locals.sharedViewer = viewer
		const scope: RenderScope = {}
		capture(
			res,
			() => renderScope.run(scope, next),
			(entry) => {
				if (renderScope.getStore() !== scope || !scope.routerUrl || comparableUrl(scope.routerUrl) !== comparableUrl(url)) return false
				cache.set(key, entry, version)
				serve(entry, req, res, 'MISS')
				return true
			},
		)
	}
}

function serve(entry: Captured, req: Request, res: Response, source: 'HIT' | 'STALE' | 'MISS' = 'HIT') {
	for (const [name, value] of entry.headers) res.setHeader(name, value)
	res.setHeader('X-Cache', source)
	res.setHeader('ETag', entry.etag)
	if (!res.getHeader('cache-control')) res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL)
	if (req.headers['if-none-match'] === entry.etag) {
		// The browser keeps the page it has, with the CSP that came with it: a new nonce would block its scripts.
		res.removeHeader('Content-Security-Policy')
		res.status(304).end()
		return
	}
	// Only a page that had a nonce has holes; a page without one is served as it was stored.
	const nonce = (res.locals.cspNonce as string | undefined) ?? ''
	res.vary('Accept-Encoding')
	const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip'
	// The compression middleware leaves a response alone that already has an encoding.
	if (gzip) res.setHeader('Content-Encoding', 'gzip')
	const parts = gzip ? fillGzip(entry.page, nonce) : fillText(entry.page, nonce)
	res.setHeader(
		'Content-Length',
		parts.reduce((sum, part) => sum + part.length, 0),
	)
	res.status(200)
	if (req.method === 'HEAD') return void res.end()
	// Written as they are stored, in one go: no copy of the page per hit.
	res.cork()
	for (const part of parts) res.write(part)
	res.end()
	res.uncork()
}

type Captured = Omit<Entry, 'bytes' | 'expires'>

/**
 * Holds the response until it ends (pages are rendered whole before they are sent). A complete 200
 * with a body that may be stored goes to `send`, which stores it and answers from the stored copy:
 * one compression per render. Anything else, or a copy `send` declines, goes out as it came. A body
 * past the size a page may have streams on as it comes.
 */
function capture(res: Response, render: () => void, send: (entry: Captured) => boolean) {
	let held: Buffer[] | undefined = []
	let size = 0
	const write = res.write.bind(res) as (...args: unknown[]) => boolean
	const end = res.end.bind(res) as (...args: unknown[]) => Response
	/** Hands the held chunks on as they came; from then on the response streams. */
	const release = (chunks: Buffer[]) => {
		held = undefined
		withDefaultCacheControl(res)
		for (const chunk of chunks) write(chunk)
	}
	const hold = (chunk: unknown, encoding: unknown) => {
		if (chunk === undefined || chunk === null || typeof chunk === 'function') return
		const buffer = Buffer.isBuffer(chunk)
			? chunk
			: Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
		size += buffer.length
		held!.push(buffer)
		if (size > MAX_ENTRY_BYTES) release(held!)
	}
	const callbackIn = (args: unknown[]) => args.find((arg) => typeof arg === 'function') as (() => void) | undefined
	res.write = ((chunk: unknown, ...rest: unknown[]) => {
		if (!held) return write(chunk, ...rest)
		hold(chunk, rest[0])
		const done = callbackIn(rest)
		if (done) process.nextTick(done)
		return true
	}) as Response['write']
	res.end = ((chunk?: unknown, ...rest: unknown[]) => {
		if (!held) return end(chunk, ...rest)
		hold(chunk, rest[0])
		const done = callbackIn([chunk, ...rest])
		if (held) {
			const chunks = held
			// What follows (the stored copy, or these chunks) is written as it is.
			held = undefined
			const entry = storable(res, chunks, size)
			if (entry && send(entry)) {
				if (done) res.once('finish', done)
				return res
			}
			release(chunks)
		}
		return done ? end(done) : end()
	}) as Response['end']
	render()
}

/** A complete page says how others may keep it: a shared one, publicly, unless its route said otherwise. */
function withDefaultCacheControl(res: Response) {
	if (!res.headersSent && res.statusCode === 200 && !res.getHeader('cache-control')) res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL)
}

const cacheControlOf = (res: Response) => String(res.getHeader('cache-control') ?? PUBLIC_CACHE_CONTROL)

/** The stored form of a held response, when it may be shared. Its headers are not sent yet, so they are the route's own. */
function storable(res: Response, chunks: Buffer[], size: number): Captured | undefined {
	// A route that wrote its head itself has headers the stored copy could not be sent with.
	if (res.headersSent) return undefined
	withDefaultCacheControl(res)
	const cacheControl = cacheControlOf(res)
	const type = String(res.getHeader('content-type') ?? '')
	if (res.statusCode !== 200 || size === 0 || size > MAX_ENTRY_BYTES || res.getHeader('set-cookie') || !STORED_TYPES.test(type))
		return undefined
	if (/no-store|private/.test(cacheControl)) return undefined
	const nonce = res.locals.cspNonce as string | undefined
	// Split as bytes: decoding and encoding a page again cost four times the split.
	const raw = Buffer.concat(chunks, size)
	const texts = nonce ? splitOn(raw, Buffer.from(nonce, 'utf8')) : [raw]
	const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
		const value = name === 'cache-control' ? cacheControl : res.getHeader(name)
		return value === undefined ? [] : [[name, String(value)]]
	})
	const hash = createHash('sha1')
	for (const text of texts) hash.update(text).update('\u0000')
	return { page: gzipTemplate(texts, nonce ? Buffer.byteLength(nonce) : undefined), headers, etag: `"${hash.digest('base64url')}"` }
}

/** The parts of `bytes` between the occurrences of `separator`, as views on it. */
export function splitOn(bytes: Buffer, separator: Buffer): Buffer[] {
	const parts: Buffer[] = []
	let from = 0
	for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, from)) {
		parts.push(bytes.subarray(from, at))
		from = at + separator.length
	}
	parts.push(bytes.subarray(from))
	return parts
}
