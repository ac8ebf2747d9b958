import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import type { Share, Viewer } from '~/lib/page-share'
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

/**
 * A stored page: its text split where the CSP nonce stood (every hit gets a fresh nonce), kept
 * compressed instead from its first gzip hit on, so a hit costs no compression and the page a fifth
 * of the memory (and a page asked for once, as most searches are, costs no second compression: its
 * miss was compressed on the way out).
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

	set(key: string, entry: Omit<Entry, 'bytes' | 'expires'>, version: number) {
		if (!this.enabled || version !== this.version) return
		const bytes = templateBytes(entry.page) + key.length
		if (bytes > this.maxBytes) return
		this.delete(key)
		this.entries.set(key, { ...entry, bytes, expires: this.now() + PAGE_TTL_MS })
		this.bytes += bytes
		this.evict()
	}

	/** Counts a stored page again after its first gzip hit kept it compressed instead of as text. */
	recount(key: string, entry: Entry) {
		if (this.entries.get(key) !== entry) return
		const bytes = templateBytes(entry.page) + key.length
		this.bytes += bytes - entry.bytes
		entry.bytes = bytes
		this.evict()
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

/** The cache key: a visitor's pages by URL alone, a signed-in viewer's apart from them. */
export function pageCacheKey(path: string, viewer: Viewer): string {
	return viewer === 'visitor' ? path : `${viewer} ${path}`
}

let instance: PageCache | undefined

/** The process's page cache (PAGE_CACHE_MB), shared by the middleware and the change feed. */
export function pageCache(maxBytes?: number): PageCache {
	instance ??= new PageCache(maxBytes ?? 0)
	return instance
}

/** The request headers that say who is asking: a shared render never gets them. */
const PERSONAL_HEADERS = ['cookie', 'authorization'] as const

/** Each shared render's own asynchronous context: a copy is stored only from the render that was started for it. */
const renderScope = new AsyncLocalStorage<object>()

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
		const viewer = page ? await viewerOfRequest(req.headers.cookie, pagePathOf(req.path), viewerOf).catch(() => null) : null
		if (!page || !viewer || (viewer !== 'visitor' && page.share.with === 'visitors')) return next()
		const key = pageCacheKey(page.path, viewer)
		res.setHeader('Vary', 'Cookie')
		const hit = cache.enabled ? cache.get(key) : undefined
		if (hit) return inTurn(req, res, () => serve(hit, req, res, () => cache.recount(key, hit)))
		// A HEAD answer has no body: stored, every GET of that URL would get an empty page.
		if (req.method !== 'GET') return next()
		// While the page is being rendered, others get the copy it replaces or wait for the new one.
		const underway = cache.enabled ? rendering.get(key) : undefined
		if (underway) {
			const stale = cache.get(key, { stale: true })
			if (stale) return inTurn(req, res, () => serve(stale, req, res, () => cache.recount(key, stale), 'STALE'))
			await underway
			const fresh = cache.get(key)
			// It waited for the render as it would have in line: it does not go to the back of the line again.
			if (fresh) return serve(fresh, req, res, () => cache.recount(key, fresh))
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
		const scope = {}
		capture(
			res,
			() => renderScope.run(scope, next),
			(entry) => renderScope.getStore() === scope && cache.set(key, entry, version),
		)
	}
}

/** `recount`: called when this hit compressed the page (its first gzip hit). */
function serve(entry: Entry, req: Request, res: Response, recount: () => void, source: 'HIT' | 'STALE' = 'HIT') {
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
	const compressed = entry.page.deflated !== undefined
	const parts = gzip ? fillGzip(entry.page, nonce) : fillText(entry.page, nonce)
	if (!compressed && entry.page.deflated) recount()
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

/** Passes the response through and hands a storable copy of a complete 200 with a body to `store`. */
function capture(res: Response, render: () => void, store: (entry: Captured) => void) {
	const chunks: Buffer[] = []
	let size = 0
	const keep = (chunk: unknown, encoding?: unknown) => {
		if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_ENTRY_BYTES) return
		const buffer = Buffer.isBuffer(chunk)
			? chunk
			: Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
		size += buffer.length
		chunks.push(buffer)
	}
	const write = res.write.bind(res) as (...args: unknown[]) => boolean
	const end = res.end.bind(res) as (...args: unknown[]) => Response
	res.write = ((chunk: unknown, ...rest: unknown[]) => {
		keep(chunk, rest[0])
		return write(chunk, ...rest)
	}) as Response['write']
	// The route's own Cache-Control, before the hardening layer makes every signed-in answer private.
	let routeCacheControl: string | undefined
	res.end = ((chunk?: unknown, ...rest: unknown[]) => {
		keep(chunk, rest[0])
		const entry = storable(res, chunks, size, routeCacheControl ?? cacheControlOf(res))
		if (entry) store(entry)
		return end(chunk, ...rest)
	}) as Response['end']
	const writeHead = res.writeHead
	res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
		if (this.statusCode === 200 && !this.getHeader('cache-control')) this.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL)
		routeCacheControl = cacheControlOf(this)
		return writeHead.apply(this, args)
	} as Response['writeHead']
	render()
}

const cacheControlOf = (res: Response) => String(res.getHeader('cache-control') ?? PUBLIC_CACHE_CONTROL)

function storable(res: Response, chunks: Buffer[], size: number, cacheControl: string): Captured | undefined {
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
