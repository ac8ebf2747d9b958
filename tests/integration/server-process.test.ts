import { readdirSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { outboxMails } from '../outbox'
import { freePort, lastWords, startServerProcess, stop, waitForStatus } from '../server-process'
import { waitFor } from '../wait'

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trimsalon-server-'))

/** The node processes (the workers: the compiled server, never TypeScript) among a process's children, from /proc. */
function nodeChildren(pid: number): number[] {
	const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
	return children.filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('build/server.js'))
}

/** Waits until the process has `count` workers that satisfy `done`, and answers their pids. */
function workersOf(pid: number, count: number, done: (pids: number[]) => boolean = () => true): Promise<number[]> {
	return waitFor(
		`process ${pid} to have ${count} workers`,
		() => {
			const pids = nodeChildren(pid)
			return pids.length === count && done(pids) && pids
		},
		{ timeoutMs: 60_000, intervalMs: 250 },
	)
}

/** Pids of running processes whose command line holds `text`. */
function processesRunning(text: string): number[] {
	return readdirSync('/proc')
		.filter((entry) => /^\d+$/.test(entry))
		.filter((entry) => {
			try {
				return readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text)
			} catch {
				return false
			}
		})
		.map(Number)
}

function childOf(pid: number): number | undefined {
	try {
		return Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
	} catch {
		return undefined
	}
}
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }))

// Each test starts real processes (PostgreSQL, Vite, workers): on a loaded 2-core machine that takes tens of seconds.
describe('start-up', { timeout: 90_000 }, () => {
	it('stops with one clear line and exit code 1 on a malformed environment variable', async () => {
		const server = startServerProcess({ PORT: 'abc', DATA_DIR: dataDir })
		expect(await server.exited).toBe(1)
		const lines = server.output.stderr.trim().split('\n')
		expect(lines).toEqual([expect.stringMatching(/^Invalid environment variable PORT: .*\(got "abc"\)$/)])
		expect(server.output.stderr).not.toMatch(/\n\s+at /)
	})

	it('serves with its own PostgreSQL, refuses a second instance on the same data folder and stops cleanly', async () => {
		const port = await freePort()
		const first = startServerProcess({ PORT: String(port), DATA_DIR: dataDir })
		try {
			await waitForStatus(`http://127.0.0.1:${port}/healthz`, 200)
			const home = await fetch(`http://127.0.0.1:${port}/`)
			expect(await home.text()).toContain('Meer dan 1000 trimsalons')

			const second = startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir })
			expect(await second.exited).toBe(1)
			expect(second.output.stderr.trim()).toMatch(/^Another instance \(pid \d+\) is already using DATA_DIR/)
			// The first instance is untouched by the refused one.
			await waitForStatus(`http://127.0.0.1:${port}/healthz`, 200)
		} finally {
			// 0: the app's own shutdown ran to its end (workers, jobs, then the database); the database
			// package's exit hook, which stopped the database at the signal and exited with 143, is unhooked.
			expect(await stop(first.child, first.exited), lastWords(first)).toBe(0)
		}
		const postmaster = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => null)
		expect(postmaster).toBeNull()
		// Every connection's session setup is awaited before its first query: pg 9 will refuse a query sent while one runs.
		expect(first.output.stderr).not.toContain('when the client is already executing a query')
	})

	it('serves from several workers, replaces them one at a time on SIGUSR2 without a failed request, and stops them all', async () => {
		const port = await freePort()
		// Each new worker warms up first: it must learn at once that the database is ready, not when it already listens.
		const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, WEB_CONCURRENCY: '2', WARM_UP_CITIES: '2' })
		const primary = server.child.pid!
		let polling = true
		const statuses: number[] = []
		try {
			await waitForStatus(`http://127.0.0.1:${port}/healthz`, 200)
			const before = await workersOf(primary, 2)
			const load = (async () => {
				while (polling) statuses.push((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => ({ status: 0 }))).status)
			})()
			const restarted = performance.now()
			server.child.kill('SIGUSR2')
			const after = await workersOf(primary, 2, (pids) => pids.every((pid) => !before.includes(pid)))
			expect(performance.now() - restarted).toBeLessThan(30_000)
			polling = false
			await load
			expect(after).toHaveLength(2)
			expect(statuses.length).toBeGreaterThan(10)
			expect(statuses.filter((status) => status !== 200)).toEqual([])
		} finally {
			polling = false
			expect(await stop(server.child, server.exited), lastWords(server)).toBe(0)
		}
		const workersLeft = () => processesRunning('build/server.js').filter((pid) => pid !== primary && childOf(pid) === primary)
		await waitFor('the workers to end', () => workersLeft().length === 0)
		expect(workersLeft()).toEqual([])
	})

	it('delivers a mail a worker queued within seconds: the worker asks its primary to wake the mail job', async () => {
		const port = await freePort()
		const origin = `http://127.0.0.1:${port}`
		const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, WEB_CONCURRENCY: '2', SITE_URL: origin })
		try {
			await waitForStatus(`${origin}/healthz`, 200)
			await workersOf(server.child.pid!, 2)
			const reset = await fetch(`${origin}/api/auth/request-password-reset`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', origin },
				body: JSON.stringify({ email: 'gebruiker@example.com', redirectTo: '/auth/reset-password' }),
			})
			expect(reset.status).toBe(200)
			// The minute's sweep would take up to 60 s; a wake-up delivers it a second after the commit.
			const newest = await waitFor(
				'the reset mail to be delivered',
				async () => {
					const [mail] = await outboxMails(origin)
					return mail?.sent_at ? mail : undefined
				},
				{ timeoutMs: 8_000, intervalMs: 200 },
			)
			expect(newest.to).toBe('gebruiker@example.com')
		} finally {
			expect(await stop(server.child, server.exited), lastWords(server)).toBe(0)
		}
	})

	it('in production hides /dev/mail and /dev/sms (and their JSON) and makes ADMIN_EMAIL an admin', async () => {
		const port = await freePort()
		const server = startServerProcess({
			NODE_ENV: 'production',
			PORT: String(port),
			DATA_DIR: dataDir,
			SITE_URL: `http://127.0.0.1:${port}`,
			AUTH_SECRET: 'a-test-secret-that-is-long-enough-123',
			ADMIN_EMAIL: 'gebruiker@example.com',
		})
		try {
			await waitForStatus(`http://127.0.0.1:${port}/healthz`, 200)
			for (const outbox of ['/dev/mail', '/dev/mail.json', '/dev/sms', '/dev/sms.json'])
				expect((await fetch(`http://127.0.0.1:${port}${outbox}`)).status, outbox).toBe(404)
			const login = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
				body: JSON.stringify({ email: 'gebruiker@example.com', password: 'demo1234' }),
			})
			expect(login.status).toBe(200)
			const cookie = login.headers
				.getSetCookie()
				.map((c) => c.split(';')[0])
				.join('; ')
			const home = await (await fetch(`http://127.0.0.1:${port}/`, { headers: { cookie } })).text()
			expect(home).toContain('Admin Portal')
		} finally {
			await stop(server.child, server.exited)
		}
	})

	it('serves pages in development mode through Vite (npm run dev)', async () => {
		const port = await freePort()
		const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' }, { dev: true })
		try {
			await waitForStatus(`http://127.0.0.1:${port}/healthz`, 200)
			const contact = await fetch(`http://127.0.0.1:${port}/contact`)
			expect(contact.status).toBe(200)
			expect(await contact.text()).toContain('<h1')
			// The routes' declarations are read from Vite's build as well: a page that names a person is kept by no cache.
			expect(contact.headers.get('cache-control') ?? '').not.toContain('no-store')
			expect((await fetch(`http://127.0.0.1:${port}/afspraak/annuleren/x`)).headers.get('cache-control')).toBe('private, no-store')
		} finally {
			await stop(server.child, server.exited)
		}
	})

	it('answers /healthz with 503 and keeps running while the database is unreachable', async () => {
		const port = await freePort()
		const deadPort = await freePort()
		// A process that would warm up first gives up waiting for the database and listens.
		const server = startServerProcess({
			PORT: String(port),
			DATABASE_URL: `postgresql://nobody:secret@127.0.0.1:${deadPort}/none`,
			WARM_UP_CITIES: '2',
		})
		try {
			const response = await waitForStatus(`http://127.0.0.1:${port}/healthz`, 503)
			expect(await response.json()).toMatchObject({ status: 'unavailable' })
			expect(server.output.stdout).toMatch(/database not ready: starting without warming up/)
			// It lives through a second failed attempt (two seconds after the first) and waits for the third.
			await waitFor('a second attempt', () => server.output.stdout.includes('"attempt":2,'), { timeoutMs: 10_000 })
			expect(server.child.exitCode).toBeNull()
			expect(server.output.stdout).toMatch(/database not ready; retrying/)
			expect(server.output.stdout).toMatch(/ECONNREFUSED/)
		} finally {
			await stop(server.child, server.exited)
		}
	})
})
