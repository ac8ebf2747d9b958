import fs from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import routes from '~/routes'
import { isOriginExempt } from '~/serving/request-rules.server'
import { appointmentCancelPath, calendarFeedPath } from '~/lib/common/paths'
import { freePort, startServerProcess, stop, waitForStatus } from '../server-process'
import { waitFor } from '../wait'

/** One demo server, reachable from loopback and (DEMO_MODE=1) from the machine's own network address. */
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trimsalon-hardening-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const networkAddress = os.networkInterfaces().eth0?.find((a) => a.family === 'IPv4')?.address
const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, HOST: '0.0.0.0', DEMO_MODE: '1', SITE_URL: base })

beforeAll(() => waitForStatus(`${base}/healthz`, 200), 120_000)
afterAll(async () => {
	await stop(server.child, server.exited)
	await fs.rm(dataDir, { recursive: true, force: true })
})

async function signInCookie(email: string) {
	const response = await fetch(`${base}/api/auth/sign-in/email`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', origin: base },
		body: JSON.stringify({ email, password: 'demo1234' }),
	})
	expect(response.status).toBe(200)
	return response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
}

/** A GET with headers fetch would not send as given (Host) and the path exactly as written. */
function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number }> {
	const { hostname, port: originPort } = new URL(origin)
	return new Promise((resolve, reject) => {
		http
			.get({ hostname, port: originPort, path, headers }, (response) => {
				response.resume()
				resolve({ status: response.statusCode ?? 0 })
			})
			.on('error', reject)
	})
}

/** Every path of the route table, with its parameters filled in. */
function routePaths(entries: ReadonlyArray<{ path?: string; children?: unknown[] }>, prefix = ''): string[] {
	return entries.flatMap((entry) => {
		const own = entry.path === undefined ? prefix : `${prefix}/${entry.path}`
		const children = routePaths((entry.children ?? []) as typeof entries, own)
		return [own || '/', ...children]
	})
}

function rssOf(pid: number) {
	return fs.readFile(`/proc/${pid}/status`, 'utf8').then((status) => Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024)
}

describe('security headers', () => {
	it('sends a CSP whose nonce every inline script carries, and the other headers', async () => {
		const response = await fetch(`${base}/`)
		const csp = response.headers.get('content-security-policy')!
		const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).toContain('https://tile.openstreetmap.org')
		const html = await response.text()
		const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)].map((m) => m[1]!)
		expect(inline.length).toBeGreaterThan(0)
		for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`)
		const second = (await fetch(`${base}/`)).headers.get('content-security-policy')
		expect(second).not.toContain(nonce)

		expect(response.headers.get('x-content-type-options')).toBe('nosniff')
		expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
		expect(response.headers.get('permissions-policy')).toContain('camera=()')
		expect(response.headers.get('strict-transport-security')).toBeNull()
		expect(response.headers.get('x-powered-by')).toBeNull()
	})

	it('never lets a session-dependent answer be stored', async () => {
		expect((await fetch(`${base}/`)).headers.get('cache-control') ?? '').not.toContain('no-store')
		expect((await fetch(`${base}/auth`)).headers.get('cache-control')).toBe('private, no-store')
		const cookie = await signInCookie('gebruiker@example.com')
		expect((await fetch(`${base}/`, { headers: { cookie } })).headers.get('cache-control')).toBe('private, no-store')
		expect((await fetch(`${base}/api/suggest?q=utr`, { headers: { cookie } })).headers.get('cache-control')).toBe('private, no-store')
	})

	it("keeps a page that names a person out of every cache without a session, the cancel link's page too", async () => {
		for (const path of [`/afspraak/annuleren/${'x'.repeat(43)}`, `/afspraak/annuleren/${'x'.repeat(43)}.data`])
			expect((await fetch(`${base}${path}`)).headers.get('cache-control'), path).toBe('private, no-store')
	})

	it('leaves the answers that name nobody with the cache headers they set themselves', async () => {
		expect((await fetch(`${base}/healthz`)).headers.get('cache-control')).toBe('no-store')
		expect((await fetch(`${base}/robots.txt`)).headers.get('cache-control')).toBe('public, max-age=3600')
		expect((await fetch(`${base}/favicon.svg`)).headers.get('cache-control')).toBe('public, max-age=3600')
		expect((await fetch(`${base}/contact`)).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
	})
})

/** A request written as it is on a socket of its own, to the server at `address` (loopback unless told); the whole answer as text. */
function rawRequest(requestLine: string, { address = '127.0.0.1', host = `127.0.0.1:${port}` } = {}) {
	return new Promise<string>((resolve, reject) => {
		const socket = net.connect(port, address)
		let received = ''
		socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')))
		socket.on('close', () => resolve(received))
		socket.on('error', reject)
		socket.write(`${requestLine}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
	})
}

describe('request targets', () => {
	it('answers a target in absolute form as its path and query, at the host the Host header names', async () => {
		const home = await rawRequest('GET http://evil.example/ HTTP/1.1')
		expect(home).toMatch(/^HTTP\/1\.1 200 /)
		expect(home).toContain('<html')
		expect(home).not.toContain('evil.example')
		const robots = await rawRequest('GET HTTP://evil.example/robots.txt?x=1 HTTP/1.1')
		expect(robots).toMatch(/^HTTP\/1\.1 200 /)
		expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`)
		expect(await rawRequest('GET https://evil.example?x=1 HTTP/1.1')).toMatch(/^HTTP\/1\.1 200 /)
		// The rules about paths read the same path: /dev/mail is still only for this machine.
		expect(networkAddress, 'the machine needs a non-loopback address for this test').toBeTruthy()
		expect(await rawRequest(`GET http://127.0.0.1:${port}/dev/mail HTTP/1.1`, { address: networkAddress! })).toMatch(/^HTTP\/1\.1 404 /)
	})

	it('refuses a target that is neither a path nor an http(s) address, with a Dutch sentence', async () => {
		for (const target of ['*', 'ftp://evil.example/', 'ws://evil.example/']) {
			const answer = await rawRequest(`GET ${target} HTTP/1.1`)
			expect(answer, target).toMatch(/^HTTP\/1\.1 400 /)
			expect(answer, target).toMatch(/Ongeldig verzoek/)
		}
	})
})

describe('request bodies', () => {
	it('answers a 50 MB form with 413 before reading it, without the process growing', async () => {
		const before = await rssOf(server.child.pid!)
		const status = await new Promise<number>((resolve, reject) => {
			const request = http.request(`${base}/contact`, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': 50 * 1024 * 1024 },
			})
			request.on('response', (response) => {
				resolve(response.statusCode!)
				request.destroy()
			})
			request.on('error', reject)
			request.write(Buffer.alloc(64 * 1024, 'a'))
		})
		expect(status).toBe(413)
		expect((await rssOf(server.child.pid!)) - before).toBeLessThan(20 * 1024 * 1024)
	})

	it('refuses a body of unknown length (chunked) and accepts a normal form', async () => {
		const chunked = await new Promise<number>((resolve, reject) => {
			const request = http.request(`${base}/contact`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
			request.on('response', (response) => resolve(response.statusCode!))
			request.on('error', reject)
			request.write('name=a')
		})
		expect(chunked).toBe(411)
		const normal = await fetch(`${base}/contact`, { method: 'POST', body: new URLSearchParams({ name: 'x' }), headers: { origin: base } })
		expect(normal.status).toBe(400)
	})
})

describe('the same-origin rule for writes', () => {
	const paths = [...new Set(routePaths(routes))].map((p) => p.replace(/:[^/]+/g, '1').replace('*', 'x'))

	it('refuses a write from another site on every route of the route table', async () => {
		expect(paths).toEqual(expect.arrayContaining(['/contact', '/api/claims', '/logout', '/api/auth/x']))
		// The payment webhook proves itself with a signature instead (and without Stripe it is not there);
		// the one-click unsubscribes are posted by mail clients, with the link's token as authorisation.
		for (const p of paths.filter((path) => !isOriginExempt(path))) {
			for (const headers of [
				{ origin: 'https://evil.example' },
				{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
			] as Record<string, string>[]) {
				const response = await fetch(`${base}${p}`, { method: 'POST', headers, body: new URLSearchParams({ a: '1' }), redirect: 'manual' })
				expect(response.status, `${p} ${JSON.stringify(headers)}`).toBe(403)
				expect(await response.text()).toBe('Dit verzoek komt niet van deze website en is geweigerd.')
			}
		}
	})

	it('answers a refused small form before its body is sent, and reads the body after it on the same connection', async () => {
		// A client may still be writing a small body when the refusal comes; it must read the 403, not a reset.
		const socket = net.connect(port, '127.0.0.1')
		let received = ''
		socket.on('data', (chunk) => (received += chunk.toString('latin1')))
		const closed = new Promise((resolve) => socket.on('close', resolve))
		socket.write(`POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://evil.example\r\n`)
		socket.write('Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\n')
		await waitFor('the refusal', () => received.endsWith('geweigerd.'))
		expect(received).toMatch(/^HTTP\/1\.1 403 /)
		expect(received).not.toMatch(/^connection: close/im)
		socket.write(`a=1GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
		await closed
		expect(received).toMatch(/geweigerd\.HTTP\/1\.1 200 OK[\s\S]*\{"status":"ok"\}/)
	})

	it('answers the payment webhook only for a real Stripe account', async () => {
		const response = await fetch(`${base}/api/stripe/webhook`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: '{}' })
		expect(response.status).toBe(404)
	})

	it('lets this site post to itself', async () => {
		const response = await fetch(`${base}/contact`, {
			method: 'POST',
			headers: { origin: base, 'sec-fetch-site': 'same-origin' },
			body: new URLSearchParams({}),
		})
		expect(response.status).toBe(400)
	})
})

describe('demo mode', () => {
	it('says so in the start log, with how to run for production', () => {
		expect(server.output.stdout).toMatch(/Demo mode: .*NODE_ENV=production/)
	})

	it('shows /dev/mail to this machine only, however the path is spelled', async () => {
		expect((await get(base, '/dev/mail')).status).toBe(200)
		expect(networkAddress, 'the machine needs a non-loopback address for this test').toBeTruthy()
		const fromNetwork = `http://${networkAddress}:${port}`
		for (const spelling of ['/dev/mail', '/DEV/mail', '/Dev/Mail', '/%64ev/mail', '/dev/%6dail'])
			expect((await get(fromNetwork, spelling, { host: `127.0.0.1:${port}` })).status, spelling).toBe(404)
		expect((await get(fromNetwork, '/healthz', { host: `127.0.0.1:${port}` })).status).toBe(200)
	})

	it('takes the client behind a trusted proxy for the client, not the proxy', async () => {
		expect((await get(base, '/dev/mail', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404)
	})

	it('answers only requests addressed to this site (no DNS rebinding)', async () => {
		for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
			expect((await get(base, '/healthz', { host })).status, host).toBe(200)
		for (const host of [`evil.example:${port}`, `${networkAddress}:${port}`, `127.0.0.1.evil.example:${port}`])
			expect((await get(base, '/dev/mail', { host })).status, host).toBe(421)
	})

	it('refuses to start on a network address without DEMO_MODE=1', async () => {
		const refused = startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir, HOST: '0.0.0.0' })
		expect(await refused.exited).toBe(1)
		expect(refused.output.stderr.trim()).toMatch(/^Invalid environment variable HOST: would expose demo mode/)
	})
})

describe('redirects and logs', () => {
	it('keeps a logged-in redirect on this site whatever redirectTo says', async () => {
		const cookie = await signInCookie('gebruiker@example.com')
		for (const to of ['/\t/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example']) {
			const response = await fetch(`${base}/auth?redirectTo=${encodeURIComponent(to)}`, { headers: { cookie }, redirect: 'manual' })
			const location = new URL(response.headers.get('location')!, base)
			expect(location.origin, to).toBe(base)
		}
	})

	it('writes no tokens or e-mail addresses to the request log', async () => {
		await fetch(`${base}/auth?mode=reset-password&token=SECRET-TOKEN-123`)
		await fetch(`${base}${calendarFeedPath('SECRET-FEED-TOKEN-1234567890')}`)
		await fetch(`${base}${appointmentCancelPath('SECRET-CANCEL-TOKEN-1234567890')}`)
		await fetch(`${base}/directory?location=geheim@example.com`)
		// Lines are written in order: once the last request's line is there, so is everything before it.
		await waitFor('the last request in the log', () => server.output.stdout.includes('/directory?location=[e-mail]'))
		expect(server.output.stdout).toContain('/auth?[redacted]')
		expect(server.output.stdout).toContain('"/afspraak/agenda/[token]"')
		expect(server.output.stdout).toContain('"/afspraak/annuleren/[token]"')
		expect(server.output.stdout).not.toContain('SECRET-TOKEN-123')
		expect(server.output.stdout).not.toContain('SECRET-FEED-TOKEN')
		expect(server.output.stdout).not.toContain('SECRET-CANCEL-TOKEN')
		expect(server.output.stdout).not.toContain('geheim@example.com')
	})

	it('tells nobody why the database is unhealthy', async () => {
		const healthy = await fetch(`${base}/healthz`)
		expect(await healthy.json()).toEqual({ status: 'ok' })
	})
})
