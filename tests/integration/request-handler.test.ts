import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, webRequestOf } from '../../request-handler'
import { waitFor } from '../wait'

/** What the last request to /echo became as a web Request, and what happened to a body the client left. */
let seen: { url: string; method: string; headers: [string, string][]; body: string } | undefined
let aborted = false
let cancelled = false

const app = express()
app.use(compression({ level: 1 }))
app.all('/echo', async (req, res) => {
	const request = webRequestOf(req, res)
	seen = { url: request.url, method: request.method, headers: [...request.headers], body: await request.text() }
	await send(res, new Response('ok'))
})
app.get('/answer', (_req, res) => {
	const headers = new Headers({ 'content-type': 'text/html', 'x-extra': 'yes' })
	headers.append('set-cookie', 'a=1; Path=/')
	headers.append('set-cookie', 'b=2; Path=/')
	void send(res, new Response('<p>één</p>', { status: 201, statusText: 'Gemaakt', headers }))
})
app.get('/chunks', (_req, res) => {
	const parts = ['<p>', 'x'.repeat(40_000), '</p>']
	const body = new ReadableStream<Uint8Array>({
		pull(controller) {
			const part = parts.shift()
			if (part === undefined) controller.close()
			else controller.enqueue(new TextEncoder().encode(part))
		},
	})
	void send(res, new Response(body, { headers: { 'content-type': 'text/html' } }))
})
app.get('/endless', (req, res) => {
	const request = webRequestOf(req, res)
	request.signal.addEventListener('abort', () => (aborted = true))
	const body = new ReadableStream<Uint8Array>({
		pull: (controller) => new Promise((resolve) => setTimeout(() => resolve(controller.enqueue(new Uint8Array(1024))), 5)),
		cancel: () => void (cancelled = true),
	})
	void send(res, new Response(body))
})
app.get('/empty', (_req, res) => void send(res, new Response(null, { status: 204 })))

let server: http.Server
let port: number
beforeAll(async () => {
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** A request with headers as written (fetch would set Host itself), answered with its raw body. */
function request(
	path: string,
	{ method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
	return new Promise<{ status: number; message: string; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
		const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('end', () =>
				resolve({ status: res.statusCode!, message: res.statusMessage!, headers: res.headers, body: Buffer.concat(chunks) }),
			)
		})
		req.on('error', reject)
		req.end(body)
	})
}

describe('the web Request of a Node request', () => {
	it('keeps the method, the path with its query, every header and the body', async () => {
		await request('/echo?x=1&y=%C3%A9', {
			method: 'POST',
			headers: { host: 'trimsalon.test:8080', 'content-type': 'application/x-www-form-urlencoded', 'x-twice': 'a' },
			body: 'naam=Bello&ras=poedel',
		})
		expect(seen).toMatchObject({ url: 'http://trimsalon.test:8080/echo?x=1&y=%C3%A9', method: 'POST', body: 'naam=Bello&ras=poedel' })
		expect(new Headers(seen!.headers).get('content-type')).toBe('application/x-www-form-urlencoded')
		expect(new Headers(seen!.headers).get('x-twice')).toBe('a')
	})

	it('takes its host from the Host header, not from a forwarded one, unless a proxy is trusted', async () => {
		await request('/echo', { headers: { host: 'trimsalon.test', 'x-forwarded-host': 'elders.test', 'x-forwarded-proto': 'https' } })
		expect(seen!.url).toBe('http://trimsalon.test/echo')
		app.set('trust proxy', 'loopback')
		try {
			await request('/echo', { headers: { host: 'trimsalon.test', 'x-forwarded-host': 'voorkant.test', 'x-forwarded-proto': 'https' } })
			expect(seen!.url).toBe('https://voorkant.test/echo')
		} finally {
			app.set('trust proxy', false)
		}
	})

	it('never lets a host change the path, add a user to the URL or make it no URL', async () => {
		await request('/echo', { headers: { host: 'elders.test@trimsalon.test' } })
		expect(seen!.url).toBe('http://localhost/echo')
		seen = undefined
		await request('/echo', { headers: { host: '[::1' } })
		expect(seen!.url).toBe('http://localhost/echo')
	})
})

describe('a web Response written to Node', () => {
	it('keeps the status, its text, every header and each cookie on its own line; a text type gets its charset', async () => {
		const answer = await request('/answer')
		expect(answer.status).toBe(201)
		expect(answer.message).toBe('Gemaakt')
		expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
		expect(answer.headers['x-extra']).toBe('yes')
		expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
		expect(answer.body.toString('utf8')).toBe('<p>één</p>')
	})

	it('sends a body that comes in parts whole, compressed when the client accepts it', async () => {
		const answer = await request('/chunks', { headers: { 'accept-encoding': 'gzip' } })
		expect(answer.headers['content-encoding']).toBe('gzip')
		expect(gunzipSync(answer.body).toString('utf8')).toBe(`<p>${'x'.repeat(40_000)}</p>`)
	})

	it('answers without a body when the Response has none', async () => {
		const answer = await request('/empty')
		expect(answer.status).toBe(204)
		expect(answer.body.length).toBe(0)
	})

	it('stops making a body, and aborts the request, when the client goes away', async () => {
		aborted = cancelled = false
		await new Promise<void>((resolve, reject) => {
			const req = http.get({ host: '127.0.0.1', port, path: '/endless' }, (res) => {
				res.once('data', () => {
					req.destroy()
					resolve()
				})
			})
			req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
		})
		await waitFor('the request aborted and its body cancelled', () => aborted && cancelled)
		expect({ aborted, cancelled }).toEqual({ aborted: true, cancelled: true })
	})
})
