import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { requestGate } from './request-gate.server'

/** A server behind the gate whose answers the test releases by name; `entered` lists who got in, in order. */
async function gatedServer(options: Parameters<typeof requestGate>[0]) {
	const entered: string[] = []
	// Which request's asynchronous context each request ran its handler in.
	const contexts = new Map<string, string | undefined>()
	const finish = new Map<string, () => void>()
	// Requests that reached the server, whether or not they got in yet.
	const arrived: string[] = []
	const app = express()
	app.use((req, _res, next) => {
		arrived.push(req.path.slice(1))
		requestContext.run(req.path.split('/').at(-1)!, next)
	})
	const gate = requestGate(options)
	// A page the cache has stored: sent in its turn, holding no place.
	app.get('/stored/:name', (req, res) =>
		gate.inTurn(req, res, () => {
			entered.push(`stored ${req.params.name}`)
			contexts.set(req.params.name, requestContext.getStore())
			res.send(req.params.name)
		}),
	)
	app.use(gate)
	app.all('/:name', (req, res) => {
		entered.push(`${req.method} ${req.params.name}`)
		contexts.set(req.params.name, requestContext.getStore())
		finish.set(req.params.name, () => res.send(req.params.name))
	})
	const server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	servers.push(server)
	const answer = async (name: string) => {
		await expect.poll(() => finish.has(name)).toBe(true)
		finish.get(name)!()
	}
	// One connection per request, as separate browsers would open.
	const request = (name: string, method = 'GET') => fetch(`${base}/${name}`, { method, headers: { connection: 'close' } })
	return { base, entered, arrived, contexts, answer, request }
}

const requestContext = new AsyncLocalStorage<string>()

const servers: http.Server[] = []
afterEach(() => {
	for (const server of servers.splice(0)) {
		server.closeAllConnections()
		server.close()
	}
})

describe('the request gate', () => {
	it('lets page requests in one at a time, in order of arrival', async () => {
		const { entered, arrived, answer, request } = await gatedServer({ limit: 1, leaseMs: 60_000 })
		const first = request('a')
		await expect.poll(() => entered).toEqual(['GET a'])
		const second = request('b')
		await expect.poll(() => arrived).toContain('b')
		const third = request('c')
		await expect.poll(() => arrived).toContain('c')
		expect(entered).toEqual(['GET a'])
		await answer('a')
		expect(await (await first).text()).toBe('a')
		await expect.poll(() => entered).toEqual(['GET a', 'GET b'])
		await answer('b')
		await answer('c')
		expect(await (await second).text()).toBe('b')
		expect(await (await third).text()).toBe('c')
		expect(entered).toEqual(['GET a', 'GET b', 'GET c'])
	})

	it('sends a stored page at once when nobody waits, else once the pages waiting before it are let in', async () => {
		const { entered, arrived, contexts, answer, request } = await gatedServer({ limit: 1, leaseMs: 60_000 })
		const first = request('a')
		await expect.poll(() => entered).toEqual(['GET a'])
		// Rendering is under way but nobody waits: a stored page goes out at once.
		expect(await (await request('stored/s1')).text()).toBe('s1')
		const second = request('b')
		await expect.poll(() => arrived).toContain('b')
		const stored = request('stored/s2')
		await expect.poll(() => arrived).toContain('stored/s2')
		expect(entered).toEqual(['GET a', 'stored s1'])
		await answer('a')
		// b took the place and is under way: the stored page behind it goes now.
		expect(await (await stored).text()).toBe('s2')
		expect(entered).toEqual(['GET a', 'stored s1', 'GET b', 'stored s2'])
		expect(contexts.get('s2')).toBe('s2')
		await answer('b')
		await Promise.all([first, second])
		// The line is empty again: stored pages go out at once while b's place is free.
		expect(await (await request('stored/s3')).text()).toBe('s3')
	})

	it('sends a stored page at once past the bounds of the line instead of answering 503', async () => {
		const { entered, arrived, answer, request } = await gatedServer({ limit: 1, leaseMs: 60_000, maxWaiting: 1 })
		const first = request('a')
		await expect.poll(() => entered).toEqual(['GET a'])
		const second = request('b')
		await expect.poll(() => arrived).toContain('b')
		const stored = await request('stored/s1')
		expect(stored.status).toBe(200)
		expect(entered).toEqual(['GET a', 'stored s1'])
		await answer('a')
		await answer('b')
		await Promise.all([first, second])
	})

	it('lets forms pass while pages wait', async () => {
		const { entered, answer, request } = await gatedServer({ limit: 1, leaseMs: 60_000 })
		const page = request('page')
		await expect.poll(() => entered).toEqual(['GET page'])
		const form = request('form', 'POST')
		await expect.poll(() => entered).toEqual(['GET page', 'POST form'])
		await answer('form')
		await answer('page')
		expect((await form).status).toBe(200)
		expect((await page).status).toBe(200)
	})

	it('gives the place to the next request when one takes longer than its lease', async () => {
		const { entered, arrived, answer, request } = await gatedServer({ limit: 1, leaseMs: 300 })
		const slow = request('slow')
		await expect.poll(() => entered).toEqual(['GET slow'])
		const next = request('next')
		await expect.poll(() => arrived, { interval: 10 }).toContain('next')
		expect(entered).toEqual(['GET slow'])
		await expect.poll(() => entered, { timeout: 1000 }).toEqual(['GET slow', 'GET next'])
		await answer('next')
		await answer('slow')
		expect((await next).status).toBe(200)
		expect((await slow).status).toBe(200)
	})

	it('skips a request whose client left while it waited', async () => {
		const { base, entered, arrived, answer, request } = await gatedServer({ limit: 1, leaseMs: 60_000 })
		const first = request('first')
		await expect.poll(() => entered).toEqual(['GET first'])
		const gone = new AbortController()
		const left = fetch(`${base}/gone`, { signal: gone.signal }).catch(() => 'aborted')
		await expect.poll(() => arrived).toContain('gone')
		gone.abort()
		expect(await left).toBe('aborted')
		const last = request('last')
		await expect.poll(() => arrived).toContain('last')
		await answer('first')
		await expect.poll(() => entered).toEqual(['GET first', 'GET last'])
		await answer('last')
		expect((await first).status).toBe(200)
		expect((await last).status).toBe(200)
	})

	it('lets everything through with a limit of 0', async () => {
		const { entered, answer, request } = await gatedServer({ limit: 0 })
		const pages = ['a', 'b', 'c'].map((name) => request(name))
		await expect.poll(() => entered.length).toBe(3)
		for (const name of ['a', 'b', 'c']) await answer(name)
		for (const page of pages) expect((await page).status).toBe(200)
	})

	it('runs a request that waited in its own context, not in that of the request that let it in', async () => {
		const { entered, arrived, contexts, answer, request } = await gatedServer({ limit: 1, leaseMs: 60_000 })
		const first = request('first')
		await expect.poll(() => entered).toEqual(['GET first'])
		const second = request('second')
		const third = request('third')
		await expect.poll(() => arrived).toEqual(expect.arrayContaining(['second', 'third']))
		await answer('first')
		await expect.poll(() => entered.length).toBe(2)
		await answer('second')
		await answer('third')
		await Promise.all([first, second, third])
		expect(Object.fromEntries(contexts)).toEqual({ first: 'first', second: 'second', third: 'third' })
	})

	it('answers 503 with Retry-After past the length of the line, per client and in all', async () => {
		const { entered, answer, request } = await gatedServer({ limit: 1, leaseMs: 60_000, maxWaiting: 3, maxWaitingPerClient: 2 })
		const first = request('first')
		await expect.poll(() => entered).toEqual(['GET first'])
		const waiting = [request('w1'), request('w2')]
		const refused = await request('w3')
		expect(refused.status).toBe(503)
		expect(refused.headers.get('retry-after')).toBe('5')
		expect(await refused.text()).toContain('Probeer het over een paar seconden opnieuw')
		await answer('first')
		await answer('w1')
		await answer('w2')
		expect((await first).status).toBe(200)
		for (const page of waiting) expect((await page).status).toBe(200)
	})

	it('answers 503 to a request that waited past the deadline, and serves the next', async () => {
		const { entered, answer, request } = await gatedServer({ limit: 1, leaseMs: 60_000, deadlineMs: 100 })
		const first = request('first')
		await expect.poll(() => entered).toEqual(['GET first'])
		const late = await request('late')
		expect(late.status).toBe(503)
		await answer('first')
		expect((await first).status).toBe(200)
		const next = request('next')
		await answer('next')
		expect((await next).status).toBe(200)
		expect(entered).toEqual(['GET first', 'GET next'])
	})
})
