/**
 * React Router behind Express: a web Request made from Node's request, the app's Response written to
 * Node's response. It does what @react-router/express does, with less per request: the body goes to the
 * socket as it comes, without a flush after every chunk (which made gzip finish a block for each one),
 * and the headers are set as they are, not passed one by one through Express's `res.append`.
 */
import { createReadableStreamFromReadable } from '@react-router/node'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { createRequestHandler as createReactRouterHandler, type RouterContextProvider, type ServerBuild } from 'react-router'

type Options = {
	build: ServerBuild | (() => Promise<ServerBuild>)
	mode: string
	getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider
}

export function createRequestHandler({ build, mode, getLoadContext }: Options) {
	const handle = createReactRouterHandler(build, mode)
	return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
		try {
			await send(res, await handle(webRequestOf(req, res), getLoadContext(req, res)))
		} catch (error) {
			next(error)
		}
	}
}

/**
 * The web Request of a Node request. Its host is the one Express trusts (`req.host`: the forwarded
 * host only behind a trusted proxy), and its signal aborts when the client goes away first.
 */
export function webRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
	const controller = new AbortController()
	res.on('close', () => {
		if (!res.writableFinished) controller.abort()
	})
	const headers = new Headers()
	const raw = req.rawHeaders
	for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!)
	const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
	if (req.method !== 'GET' && req.method !== 'HEAD') {
		init.body = createReadableStreamFromReadable(req)
		init.duplex = 'half'
	}
	return new Request(`${req.protocol}://${hostOf(req)}${req.originalUrl}`, init)
}

/** `host[:port]` as Express reads it; `localhost` for a host that is no host or would change the URL's path or user part. */
function hostOf(req: ExpressRequest): string {
	const host = req.host
	return host && !/[\\/?#@\s]/.test(host) && URL.canParse(`http://${host}`) ? host : 'localhost'
}

/** Writes a web Response to Node's response: status, headers (each cookie its own line), then the body. */
export async function send(res: ExpressResponse, response: Response): Promise<void> {
	if (res.destroyed || res.writableEnded) {
		await response.body?.cancel()
		return
	}
	res.statusCode = response.status
	if (response.statusText) res.statusMessage = response.statusText
	for (const [name, value] of response.headers) {
		if (name === 'set-cookie') continue
		// Through Express for the type: it adds the charset to a text type, as answers always had.
		if (name === 'content-type') res.set(name, value)
		else res.setHeader(name, value)
	}
	const cookies = response.headers.getSetCookie()
	if (cookies.length > 0) res.setHeader('set-cookie', cookies)
	if (!response.body) {
		res.end()
		return
	}
	const reader = response.body.getReader()
	try {
		for (;;) {
			const { done, value } = await reader.read()
			if (done) return void res.end()
			// The client went away: the rest of the body is not made.
			if (res.destroyed) return void (await reader.cancel())
			if (!res.write(value)) await drained(res)
		}
	} catch (error) {
		// A body that fails halfway cannot become another answer: the connection is closed.
		void reader.cancel().catch(() => {})
		res.destroy(error instanceof Error ? error : undefined)
	}
}

function drained(res: ExpressResponse): Promise<void> {
	return new Promise((resolve) => {
		const done = () => {
			res.off('drain', done)
			res.off('close', done)
			resolve()
		}
		res.on('drain', done)
		res.on('close', done)
	})
}
