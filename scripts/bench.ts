/**
 * `npm run bench [-- --salons 100000 --duration 10 --connections 10,50]`: builds the app, seeds a
 * separate data folder, starts the production server on loopback and loads five public pages (as
 * anonymous visitors, and two searches again past the page cache) and, as the reference, a static
 * HTML file of the same size served by the same server; then the admin's listings search (logged in
 * as the demo admin). Prints req/s, p50/p99 latency per connection count, response size, the ratio
 * to the static reference and the server's memory; then times the search queries themselves.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon, { type Result } from 'autocannon'
import { freePort, startServerProcess, stop, waitForStatus } from '../tests/server-process.ts'
import { signInOverHttp } from '../tests/sign-in.ts'

const { values } = parseArgs({
	options: {
		salons: { type: 'string', default: '2500' },
		duration: { type: 'string', default: '10' },
		connections: { type: 'string', default: '10,50' },
	},
})
const salons = Number(values.salons)
const duration = Number(values.duration)
const connectionCounts = values.connections.split(',').map(Number)
if (![salons, duration, ...connectionCounts].every((n) => Number.isInteger(n) && n > 0) || duration > 120) {
	console.error('--salons, --duration (at most 120 s) and --connections (a comma-separated list) must be positive whole numbers')
	process.exit(1)
}

const bin = (name: string) => path.resolve('node_modules/.bin', name)
const STATIC_FILE = 'bench-reference.html'
const dataDir = `build/bench-data-${salons}`

function run(command: string, args: string[], env: Record<string, string> = {}) {
	const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
	if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed`)
}

/** A salon page: the first salon of the sitemap (or of its first part, when it is an index). */
async function salonPath(base: string): Promise<string> {
	let xml = await (await fetch(`${base}/sitemap.xml`)).text()
	if (xml.includes('<sitemapindex')) xml = await (await fetch(`${base}/sitemap/salons-1.xml`)).text()
	const match = /<loc>https?:\/\/[^/]+(\/trimsalon\/[^<]+)<\/loc>/.exec(xml)
	if (!match) throw new Error('no salon in the sitemap')
	return match[1]!
}

/** Resident and peak memory of a process, from /proc (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
	try {
		const status = readFileSync(`/proc/${pid}/status`, 'utf8')
		const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0)
		return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
	} catch {
		return { rss: Number.NaN, peak: Number.NaN }
	}
}

type Row = { name: string; path: string; bytes: number; results: Result[] }

function report(rows: Row[], memory: { rss: number; peak: number }) {
	const fixed = (n: number, digits = 0) => n.toFixed(digits).padStart(8)
	console.log(`\n${salons} salons, ${duration} s per page and connection count, gzip accepted, loopback\n`)
	const perCount = connectionCounts.map(
		(count) => `${`req/s@${count}`.padStart(8)} ${`p50@${count}`.padStart(8)} ${`p99@${count}`.padStart(8)} ${`×st@${count}`.padStart(8)}`,
	)
	console.log(`${'page'.padEnd(40)} ${perCount.join(' ')} ${'bytes'.padStart(8)} ${'errors'.padStart(7)}`)
	for (const { name, bytes, results } of rows) {
		const cells = results.map((result, index) => {
			const ratio = result.requests.average / rows[0]!.results[index]!.requests.average
			return `${fixed(result.requests.average, 1)} ${fixed(result.latency.p50)} ${fixed(result.latency.p99)} ${fixed(ratio, 3)}`
		})
		const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0)
		console.log(`${name.padEnd(40)} ${cells.join(' ')} ${fixed(bytes)} ${String(errors).padStart(7)}`)
	}
	console.log(
		`\nserver memory after the run: ${memory.rss.toFixed(0)} MB resident, ${memory.peak.toFixed(0)} MB peak (Node process; PostgreSQL not included)`,
	)
}

async function measure(base: string, name: string, pagePath: string, cookie?: string): Promise<Row> {
	const url = `${base}${pagePath}`
	const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) }
	const first = await fetch(url, { headers, redirect: 'manual' })
	if (!first.ok) throw new Error(`${pagePath} answered ${first.status}`)
	const bytes = (await first.arrayBuffer()).byteLength
	const results: Result[] = []
	for (const connections of connectionCounts) {
		await autocannon({ url, connections, duration: 2, headers })
		results.push(await autocannon({ url, connections, duration, headers }))
	}
	console.log(`  ${name}: ${results.map((result) => result.requests.average.toFixed(1)).join(' / ')} req/s`)
	return { name, path: pagePath, bytes, results }
}

run(bin('react-router'), ['build'])
// The build empties build/, so the data folder is made after it.
rmSync(dataDir, { recursive: true, force: true })
// Production never seeds, and `npm run seed` refuses production: seed as development, then serve as production.
// One secret for seeding and serving: the demo admin's two-factor key is stored encrypted with it.
const AUTH_SECRET = randomBytes(32).toString('hex')
run(bin('tsx'), ['scripts/seed.ts', '--salons', String(salons)], {
	NODE_ENV: 'development',
	DATA_DIR: dataDir,
	LOG_LEVEL: 'warn',
	AUTH_SECRET,
})

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = startServerProcess({
	NODE_ENV: 'production',
	HOST: '127.0.0.1',
	PORT: String(port),
	SITE_URL: base,
	DATA_DIR: dataDir,
	AUTH_SECRET,
	LOG_LEVEL: 'warn',
})

try {
	await waitForStatus(`${base}/healthz`, 200, 120_000)
	const pages: [string, string][] = [
		['/ (home)', '/'],
		['/directory?location=amsterdam', '/directory?location=amsterdam'],
		['/directory?location=1012&radius=10', '/directory?location=1012&radius=10'],
		['/city/amsterdam', '/city/amsterdam'],
		['salon page', await salonPath(base)],
	]
	// The reference: the home page's own HTML as a static file, so both carry the same bytes.
	writeFileSync(`build/client/${STATIC_FILE}`, Buffer.from(await (await fetch(base)).arrayBuffer()))
	console.log(`Loading ${base} (server pid ${server.child.pid})`)
	const rows = [await measure(base, `static /${STATIC_FILE}`, `/${STATIC_FILE}`)]
	for (const [name, pagePath] of pages) rows.push(await measure(base, name, pagePath))
	// Any cookie bypasses the page cache: the same searches rendered for every request.
	for (const [name, pagePath] of pages.slice(1, 3)) rows.push(await measure(base, `${name} (no cache)`, pagePath, 'bench=1'))
	// The admin's listings search over every salon (a private page: no cache can help it).
	const cookie = await signInOverHttp(base, 'admin@example.com')
	for (const [name, pagePath] of [
		['/admin/listings (newest)', '/admin/listings'],
		['/admin/listings?q=amster', '/admin/listings?q=amster'],
		['/admin/listings?q=trimsalon&page=3', '/admin/listings?q=trimsalon&page=3'],
	] as const)
		rows.push(await measure(base, name, pagePath, cookie))
	const memory = memoryOf(server.child.pid!)
	report(rows, memory)
	await stop(server.child, server.exited)
	run(bin('tsx'), ['scripts/bench-queries.ts'], { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_SECRET })
} catch (error) {
	console.error(server.output.stderr.slice(-2000))
	throw error
} finally {
	await stop(server.child, server.exited)
}
