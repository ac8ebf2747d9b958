import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'
import type { ServerBuild } from 'react-router'
import type { Config } from '../server/platform/config.server'
import { isLoopback } from '../server/platform/net.server'
import { NOT_FOUND } from '../server/platform/errors.server'
import { publicPolicies } from './page-share.server'
import { bodyLimitFor, dependsOnSession, isDemoHost, isSameOriginWrite, originFormOf, routePath } from './request-rules.server'
import { paths } from '~/lib/common/paths'

const FORBIDDEN_ORIGIN = 'Dit verzoek komt niet van deze website en is geweigerd.'
const TOO_LARGE = 'Het verzonden bestand of formulier is te groot.'

/** Origins (for CSP) of a URL template such as https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png. */
function sourceOf(template: string | undefined): string[] {
	if (!template) return []
	try {
		const url = new URL(template.replace('{s}', 'SUBDOMAIN').replace(/\{[a-z]\}/g, '0'))
		return [`${url.protocol}//${url.host.replace('SUBDOMAIN', '*')}`]
	} catch {
		return []
	}
}

const NONCE_BYTES = 16
const NONCES_PER_DRAW = 1_024
let randomPool = Buffer.alloc(0)
let poolOffset = 0

/**
 * A fresh CSP nonce: 16 bytes from the system's random source, never used twice. Drawn 1,024 at a
 * time: one draw per request cost about 5 % of the CPU of a page served from the page cache.
 */
export function nextNonce(): string {
	if (poolOffset + NONCE_BYTES > randomPool.length) {
		randomPool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW)
		poolOffset = 0
	}
	poolOffset += NONCE_BYTES
	return randomPool.toString('base64', poolOffset - NONCE_BYTES, poolOffset)
}

const NONCE_HOLE = '{nonce}'

/**
 * The Content-Security-Policy (helmet's defaults with `directives`) for a request's nonce, which only
 * scripts from this site and inline scripts with that nonce may run under. helmet writes the policy
 * once, around a hole for the nonce: built per request (helmet checks every directive again) it cost
 * about 1 % of the CPU of a burst.
 */
export function policyWithNonce(directives: Record<string, string[] | null>): (nonce: string) => string {
	let policy = ''
	const write = helmet.contentSecurityPolicy({
		useDefaults: true,
		directives: { ...directives, 'script-src': ["'self'", `'nonce-${NONCE_HOLE}'`] },
	})
	write(
		{} as IncomingMessage,
		{ setHeader: (_name: string, value: string) => void (policy = value) } as unknown as ServerResponse,
		() => {},
	)
	const [before, after] = policy.split(NONCE_HOLE) as [string, string]
	return (nonce) => before + nonce + after
}

/** Checkout and customer portal pages of the payment provider: a form's redirect may go there. */
const PAYMENT_PAGES = ['https://checkout.stripe.com', 'https://billing.stripe.com']

/** The build's routes; in development a function, since Vite makes the build anew when a route changes. */
type Routes = ServerBuild['routes'] | (() => Promise<ServerBuild['routes']>)

/**
 * The one request-hardening layer, in front of every route: the target as a path, security headers
 * with a CSP nonce per request, the body limit (413 before the body is read), the same-origin rule for
 * writes, /dev only for loopback clients, only this site's host in demo mode, and no-store on
 * everything that may name a person (what the routes do not declare otherwise, and all with a session).
 */
export function hardening(config: Config, options: { dev: boolean; routes: Routes }): RequestHandler[] {
	// Vite's dev server injects inline scripts of its own; the production build is held to the nonce.
	const policy = options.dev
		? undefined
		: policyWithNonce({
				'style-src': ["'self'", "'unsafe-inline'"],
				'img-src': ["'self'", 'data:', 'blob:', ...sourceOf(config.TILE_URL), ...sourceOf(config.S3_PUBLIC_URL)],
				'connect-src': ["'self'"],
				'form-action': ["'self'", ...PAYMENT_PAGES],
				'frame-ancestors': ["'none'"],
				'upgrade-insecure-requests': config.isProduction ? [] : null,
			})
	const nonce: RequestHandler = (_req, res, next) => {
		const value = nextNonce()
		res.locals.cspNonce = value
		if (policy) res.setHeader('Content-Security-Policy', policy(value))
		next()
	}
	const headers = helmet({
		contentSecurityPolicy: false,
		strictTransportSecurity: config.isProduction ? { maxAge: 63_072_000, includeSubDomains: true } : false,
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		xFrameOptions: { action: 'deny' },
	})
	const permissions: RequestHandler = (_req, res, next) => {
		res.setHeader('Permissions-Policy', 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)')
		next()
	}
	return [
		originFormTarget,
		plainProtocolOnly,
		demoHostOnly(config),
		nonce,
		headers,
		permissions,
		bodyLimit,
		sameOriginWrites(config),
		devOnlyForLoopback(config),
		noStoreWhenPrivate(options.routes),
	]
}

/**
 * A target in absolute form is answered as its path and query (see originFormOf), so that every rule
 * here, the page cache and the router read one path; a target that is no path of this site is refused.
 */
function originFormTarget(req: Request, res: Response, next: NextFunction) {
	const target = originFormOf(req.url)
	if (target === null) return refuse(req, res, 400, 'Ongeldig verzoek: onbekend adres.')
	if (target !== req.url) req.url = req.originalUrl = target
	next()
}

function bodyLimit(req: Request, res: Response, next: NextFunction) {
	if (req.method === 'GET' || req.method === 'HEAD') return next()
	const length = req.headers['content-length']
	// Without a length (chunked) the size is unknown until read: browsers always send one, so refuse.
	if (length === undefined && req.headers['transfer-encoding']) return refuse(req, res, 411, 'Content-Length ontbreekt.')
	if (Number(length ?? 0) > bodyLimitFor(req.path)) return refuse(req, res, 413, TOO_LARGE)
	next()
}

function sameOriginWrites(config: Config): RequestHandler {
	return (req, res, next) => {
		const allowed = isSameOriginWrite(
			{ method: req.method, pathname: req.path, host: req.headers.host, origin: req.headers.origin, fetchSite: req.get('sec-fetch-site') },
			config.SITE_URL,
		)
		if (allowed) return next()
		refuse(req, res, 403, FORBIDDEN_ORIGIN)
	}
}

/**
 * The router builds the URL it reads from the protocol, which a trusted proxy's `X-Forwarded-Proto`
 * sets as it came: anything but http or https there would make it read another page than the one asked for.
 */
function plainProtocolOnly(req: Request, res: Response, next: NextFunction) {
	if (req.protocol === 'http' || req.protocol === 'https') return next()
	refuse(req, res, 400, 'Ongeldig verzoek: onbekend protocol.')
}

/** Demo mode answers only requests addressed to this site by name (see isDemoHost); production any host. */
function demoHostOnly(config: Config): RequestHandler {
	return (req, res, next) => {
		if (!config.allowsDemo || isDemoHost(req.headers.host, config.SITE_URL)) return next()
		res.status(421).type('text/plain').send('Onbekende host')
	}
}

/**
 * /dev/* (the outbox with live links, the test checkout) answers the machine itself, never the
 * network: both the connection and the client behind a trusted proxy must be local, so neither a
 * local proxy nor a forged X-Forwarded-For makes a visitor local. The routes check it again
 * (requireDemoMode).
 */
function devOnlyForLoopback(config: Config): RequestHandler {
	return (req, res, next) => {
		if (!routePath(req.path).startsWith(`${paths.dev}/`)) return next()
		if (config.allowsDemo && isLoopback(req.socket.remoteAddress) && isLoopback(req.ip)) return next()
		res.status(404).type('text/plain').send(NOT_FOUND)
	}
}

/** Marks the answer `private, no-store` when it may name a person (see dependsOnSession). */
function markIfPrivate(req: Request, res: Response, next: NextFunction, isPublic: (pathname: string) => boolean) {
	if (!dependsOnSession(req.path, req.headers.cookie, isPublic)) return next()
	// Routes may set their own Cache-Control; an answer that may name a person must never be stored, so this wins.
	const writeHead = res.writeHead
	res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
		this.setHeader('Cache-Control', 'private, no-store')
		return writeHead.apply(this, args)
	} as Response['writeHead']
	next()
}

function noStoreWhenPrivate(routes: Routes): RequestHandler {
	if (typeof routes !== 'function') {
		const isPublic = publicPolicies(routes)
		return (req, res, next) => markIfPrivate(req, res, next, isPublic)
	}
	// In development the routes' declarations are read again from each build Vite makes.
	const policies = new WeakMap<ServerBuild['routes'], (pathname: string) => boolean>()
	return async (req, res, next) => {
		const current = await routes()
		let isPublic = policies.get(current)
		if (!isPublic) policies.set(current, (isPublic = publicPolicies(current)))
		markIfPrivate(req, res, next, isPublic)
	}
}

/** Up to this many unread bytes of a refused request are read and dropped, keeping the connection. */
const DRAINED_BODY_BYTES = 64 * 1024

function refuse(req: Request, res: Response, status: number, message: string) {
	// A larger (or unknown) body is never read: closing the connection keeps a client from streaming
	// it. A small one is drained instead, so that a client still writing it reads this answer rather
	// than a reset connection.
	const unread = req.headers['transfer-encoding'] ? Infinity : Number(req.headers['content-length'] ?? 0)
	if (!(unread <= DRAINED_BODY_BYTES)) res.setHeader('Connection', 'close')
	res.status(status).type('text/plain; charset=utf-8').send(message)
}
