/**
 * `npm run bench [-- --salons 100000 --duration 10 --connections 10,50]`: builds the app, seeds a
 * separate data folder, starts the production server on loopback and loads five public pages (as
 * anonymous visitors, again signed in as the demo user past the page cache, and once with a cookie
 * that is not the site's) and, as the reference, a static
 * HTML file of the same size served by the same server; then the admin's listings search (logged in
 * as the demo admin). Prints req/s, p50/p99 latency per connection count, response size, the ratio
 * to the static reference and the server's memory; then times the search queries themselves.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { parseArgs } from 'node:util'
import autocannon, { type Result } from 'autocannon'
import { signInOverHttp } from '../tests/sign-in.ts'
import { bin, run, salonPath, startBenchServer } from './bench-server.ts'

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

const STATIC_FILE = 'bench-reference.html'

/** Resident and peak memory of a process, from /proc (Linux). */
function memoryOf(pid: number): { pid: number; rss: number; peak: number } {
	try {
		const status = readFileSync(`/proc/${pid}/status`, 'utf8')
		const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0)
		return { pid, rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
	} catch {
		return { pid, rss: Number.NaN, peak: Number.NaN }
	}
}

/** The server and its workers (node children; PostgreSQL's processes are left out). */
function serverProcesses(pid: number): number[] {
	const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
	return [pid, ...children.filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('server.ts'))]
}

/** The page's initial JavaScript: every module it preloads, gzipped (level 9) as a CDN would serve it. */
function initialScriptBytes(html: string): number {
	const modules = new Set([...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))
	return [...modules].reduce((sum, href) => sum + gzipSync(readFileSync(`build/client${href}`), { level: 9 }).length, 0)
}

type Row = { name: string; path: string; bytes: number; scriptBytes: number; results: Result[] }

function report(rows: Row[], memory: { pid: number; rss: number; peak: number }[]) {
	const fixed = (n: number, digits = 0) => n.toFixed(digits).padStart(8)
	console.log(`\n${salons} salons, ${duration} s per page and connection count, gzip accepted, loopback\n`)
	const perCount = connectionCounts.map(
		(count) => `${`req/s@${count}`.padStart(8)} ${`p50@${count}`.padStart(8)} ${`p99@${count}`.padStart(8)} ${`×st@${count}`.padStart(8)}`,
	)
	console.log(`${'page'.padEnd(40)} ${perCount.join(' ')} ${'bytes'.padStart(8)} ${'JS gz'.padStart(8)} ${'errors'.padStart(7)}`)
	for (const { name, bytes, scriptBytes, results } of rows) {
		const cells = results.map((result, index) => {
			const ratio = result.requests.average / rows[0]!.results[index]!.requests.average
			return `${fixed(result.requests.average, 1)} ${fixed(result.latency.p50)} ${fixed(result.latency.p99)} ${fixed(ratio, 3)}`
		})
		const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0)
		console.log(`${name.padEnd(40)} ${cells.join(' ')} ${fixed(bytes)} ${fixed(scriptBytes)} ${String(errors).padStart(7)}`)
	}
	console.log(`\nserver memory after the run (Node processes, PostgreSQL not included; the first is the primary):`)
	for (const { pid, rss, peak } of memory) console.log(`  pid ${pid}: ${rss.toFixed(0)} MB resident, ${peak.toFixed(0)} MB peak`)
}

async function measure(base: string, name: string, pagePath: string, cookie?: string): Promise<Row> {
	const url = `${base}${pagePath}`
	const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) }
	const first = await fetch(url, { headers, redirect: 'manual' })
	if (!first.ok) throw new Error(`${pagePath} answered ${first.status}`)
	const html = Buffer.from(await first.arrayBuffer())
	const bytes = html.byteLength
	const results: Result[] = []
	for (const connections of connectionCounts) {
		await autocannon({ url, connections, duration: 2, headers })
		results.push(await autocannon({ url, connections, duration, headers }))
	}
	console.log(`  ${name}: ${results.map((result) => result.requests.average.toFixed(1)).join(' / ')} req/s`)
	return { name, path: pagePath, bytes, scriptBytes: initialScriptBytes(html.toString('utf8')), results }
}

const server = await startBenchServer(salons)
const { base } = server

try {
	const pages: [string, string][] = [
		['/ (home)', '/'],
		['/directory?location=amsterdam', '/directory?location=amsterdam'],
		['/directory?location=1012&radius=10', '/directory?location=1012&radius=10'],
		['/city/amsterdam', '/city/amsterdam'],
		['salon page', await salonPath(base)],
	]
	// The reference: the home page's own HTML as a static file, so both carry the same bytes.
	writeFileSync(`build/client/${STATIC_FILE}`, Buffer.from(await (await fetch(base)).arrayBuffer()))
	console.log(`Loading ${base} (server pid ${server.pid})`)
	const rows = [await measure(base, `static /${STATIC_FILE}`, `/${STATIC_FILE}`)]
	for (const [name, pagePath] of pages) rows.push(await measure(base, name, pagePath))
	// A signed-in visitor (a real session) is past the page cache: every request is rendered.
	const userCookie = await signInOverHttp(base, 'gebruiker@example.com')
	for (const [name, pagePath] of pages) rows.push(await measure(base, `${name} (signed in)`, pagePath, userCookie))
	// A cookie that is not the site's (analytics, consent, a CDN's) must not cost the page cache.
	rows.push(await measure(base, `${pages[1]![0]} (other cookie)`, pages[1]![1], 'consent=1'))
	// The admin's listings search over every salon (a private page: no cache can help it).
	const cookie = await signInOverHttp(base, 'admin@example.com')
	for (const [name, pagePath] of [
		['/admin/listings (newest)', '/admin/listings'],
		['/admin/listings?q=amster', '/admin/listings?q=amster'],
		['/admin/listings?q=trimsalon&page=3', '/admin/listings?q=trimsalon&page=3'],
	] as const)
		rows.push(await measure(base, name, pagePath, cookie))
	const memory = serverProcesses(server.pid).map(memoryOf)
	report(rows, memory)
	await server.stop()
	run(bin('tsx'), ['scripts/bench-queries.ts'], server.env)
} catch (error) {
	console.error(server.output.stderr.slice(-2000))
	throw error
} finally {
	await server.stop()
}
