import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { waitFor } from './wait'

/** The memory settings of `npm start` (package.json), so that tests and the bench run the server as users do. */
const START = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/)
const START_FLAGS = START.filter((part) => part.startsWith('--'))
const START_ENV = Object.fromEntries(
	START.filter((part) => /^[A-Z_]+=/.test(part)).map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
)

/** Runs the real server (the production build's `build/server.js`, or `server.ts --dev` with Vite) as a child process, one process unless `env` says otherwise. */
export function startServerProcess(env: Record<string, string>, options: { dev?: boolean } = {}) {
	if (!options.dev && !existsSync('build/server.js')) throw new Error('Build the app first (npm run build); npm test does this.')
	const child = spawn(process.execPath, options.dev ? ['server.ts', '--dev'] : [...START_FLAGS, 'build/server.js'], {
		env: {
			PATH: process.env.PATH ?? '',
			NODE_ENV: 'test',
			LOG_LEVEL: 'info',
			WEB_CONCURRENCY: '1',
			...testCost(env),
			...START_ENV,
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	const output = { stdout: '', stderr: '' }
	child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()))
	child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()))
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
	return { child, output, exited }
}

/** What a server process said last (its errors, then the end of its log): the message of a failed expectation about it. */
export const lastWords = ({ output }: { output: { stdout: string; stderr: string } }) => `${output.stderr}\n${output.stdout.slice(-4000)}`

/**
 * A test server over a test's database (DATABASE_URL) hashes passwords at the run's cost
 * (vitest.config.ts) to read the ones the test stored. One with a data folder of its own keeps
 * better-auth's cost, so a production server may start on that folder later; the configuration
 * refuses a cost outside NODE_ENV=test anyway.
 */
function testCost(env: Record<string, string>) {
	return env.DATABASE_URL && (env.NODE_ENV ?? 'test') === 'test' ? { PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '' } : {}
}

export async function waitForStatus(url: string, status: number, timeoutMs = 60_000) {
	return waitFor(
		`${url} to answer ${status}`,
		async () => {
			const response = await fetch(url)
			if (response.status !== status) throw new Error(`status ${response.status}`)
			return response
		},
		{ timeoutMs, intervalMs: 250 },
	)
}

export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = net.createServer()
		probe.on('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as net.AddressInfo
			probe.close(() => resolve(port))
		})
	})
}

export async function stop(child: ChildProcess, exited: Promise<number | null>) {
	if (child.exitCode === null) child.kill('SIGTERM')
	return exited
}

export type Instance = { base: string; stop: () => Promise<unknown> }

/** A server process on a free port over the database at `databaseUrl`, answering /healthz; `env` adds to its environment. */
export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
	const port = await freePort()
	const base = `http://127.0.0.1:${port}`
	const server = startServerProcess({ PORT: String(port), DATABASE_URL: databaseUrl, SITE_URL: base, LOG_LEVEL: 'warn', ...env })
	await waitForStatus(`${base}/healthz`, 200)
	return { base, stop: () => stop(server.child, server.exited) }
}
