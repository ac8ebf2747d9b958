/**
 * `npm run bench [-- --salons 100000 --duration 10 --connections 10,50 --dashboard-only]`: builds the app, seeds a
 * separate data folder, starts the production server on loopback and loads six public pages (the directory ordered
 * 'Eerst vrij' among them; as
 * anonymous visitors, again signed in as the demo user, who gets the members' copy from the page
 * cache, and once with a cookie that is not the site's) and, as the reference, a static
 * HTML file of the same size served by the same server; then the admin's listings search (logged in
 * as the demo admin) and the demo owner's /dashboard, 'Aanvragen' and 'Agenda' tabs, and a booking page, /account and
 * /account/afspraken as the demo user (`--dashboard-only` runs just those), and the cost of owner statistics: the cached salon page alone against the same
 * page followed by the statistics beacon each real view sends, and that traffic with counting on
 * (STATS=1) against servers on the same data with it off (STATS=0), in the order on-off-off-on
 * (`--counting-only` runs just that). Then the signed-in pages rendered for every request, on a
 * server without the page cache (PAGE_CACHE_MB=0), against the static file on that server. The mixed
 * burst (bench-mix.ts: most URLs differ, so many miss the cache) at `--mix-connections` (100) for
 * `--mix-duration` seconds per run (60: a burst as it is measured from outside), alone with `--mix-only`. Prints req/s, p50/p99 latency per connection count, response size, the ratio
 * to the static reference and the server's memory; then times the search queries themselves, a salon's free times and
 * the dates of a series (bench-series.ts, alone with `npm run bench:series`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon, { type Result } from 'autocannon'
import { signInOverHttp } from '../tests/sign-in.ts'
import { citySlugs, failedAnswers, loadMix, mixLine } from './bench-mix.ts'
import { bin, run, salonPath, startBenchServer, unownedSalonPath } from './bench-server.ts'
import { ASSETS, gzippedBytes } from './initial-javascript.ts'

const { values } = parseArgs({
	options: {
		salons: { type: 'string', default: '2500' },
		duration: { type: 'string', default: '10' },
		connections: { type: 'string', default: '10,50' },
		'counting-only': { type: 'boolean', default: false },
		'mix-only': { type: 'boolean', default: false },
		'mix-connections': { type: 'string', default: '100' },
		'mix-duration': { type: 'string', default: '60' },
		'dashboard-only': { type: 'boolean', default: false },
	},
})
const salons = Number(values.salons)
const duration = Number(values.duration)
const connectionCounts = values.connections.split(',').map(Number)
const mixConnections = Number(values['mix-connections'])
const mixDuration = Number(values['mix-duration'])
if (
	![salons, duration, mixConnections, mixDuration, ...connectionCounts].every((n) => Number.isInteger(n) && n > 0) ||
	Math.max(duration, mixDuration) > 120
) {
	console.error(
		'--salons, --duration and --mix-duration (at most 120 s), --mix-connections and --connections (a comma-separated list) must be positive whole numbers',
	)
	process.exit(1)
}

const STATIC_FILE = 'bench-reference.html'

type Memory = { pid: number; rss: number; peak: number; pss: number }

/**
 * Resident and peak memory of a process, and its proportional share (PSS): the pages it shares with
 * the other server processes (the node binary's, about 60 MB) counted once between them. From /proc (Linux).
 */
function memoryOf(pid: number): Memory {
	try {
		const status = readFileSync(`/proc/${pid}/status`, 'utf8')
		const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
		const kb = (text: string, key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0)
		return { pid, rss: kb(status, 'VmRSS') / 1024, peak: kb(status, 'VmHWM') / 1024, pss: kb(rollup, 'Pss') / 1024 }
	} catch {
		return { pid, rss: Number.NaN, peak: Number.NaN, pss: Number.NaN }
	}
}

const memoryLine = ({ pid, rss, peak, pss }: Memory) =>
	`  pid ${pid}: ${rss.toFixed(0)} MB resident (${pss.toFixed(0)} MB its share), ${peak.toFixed(0)} MB peak`

/** The server and its workers (node children; PostgreSQL's processes are left out). */
function serverProcesses(pid: number): number[] {
	const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
	return [pid, ...children.filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('build/server.js'))]
}

/** PostgreSQL's processes when the server runs it (its postmaster, a child of the primary, and the backends). */
function postgresProcesses(pid: number): number[] {
	const childrenOf = (parent: number) =>
		readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
	const postmaster = childrenOf(pid).find((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('postgres'))
	return postmaster ? [postmaster, ...childrenOf(postmaster)] : []
}

/** CPU seconds (user and system) the server's Node processes have used so far, from /proc (Linux). */
function cpuSecondsOf(pids: number[]): number {
	const ticksPerSecond = 100
	return pids.reduce((sum, pid) => {
		try {
			// Fields after the command name: state is 3rd, utime the 14th and stime the 15th of the whole line.
			const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
			return sum + (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
		} catch {
			return sum
		}
	}, 0)
}

/** The page's initial JavaScript: every module it preloads, gzipped (level 9) as a CDN would serve it. */
function initialScriptBytes(html: string): number {
	const modules = new Set([...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!))
	return gzippedBytes([...modules])
}

/** cpuMs: server CPU per request at the first connection count; unlike req/s it hardly moves when other work shares the machine. */
type Row = { name: string; path: string; bytes: number; scriptBytes: number; results: Result[]; cpuMs: number }

function report(title: string, rows: Row[], memory: Memory[]) {
	const fixed = (n: number, digits = 0) => n.toFixed(digits).padStart(8)
	console.log(`\n${title}: ${salons} salons, ${duration} s per page and connection count, gzip accepted, loopback\n`)
	const perCount = connectionCounts.map(
		(count) => `${`req/s@${count}`.padStart(8)} ${`p50@${count}`.padStart(8)} ${`p99@${count}`.padStart(8)} ${`×st@${count}`.padStart(8)}`,
	)
	console.log(
		`${'page'.padEnd(40)} ${perCount.join(' ')} ${'CPU ms'.padStart(8)} ${'÷st CPU'.padStart(8)} ${'bytes'.padStart(8)} ${'JS gz'.padStart(8)} ${'errors'.padStart(7)}`,
	)
	for (const { name, bytes, scriptBytes, results, cpuMs } of rows) {
		const cells = results.map((result, index) => {
			const ratio = result.requests.average / rows[0]!.results[index]!.requests.average
			return `${fixed(result.requests.average, 1)} ${fixed(result.latency.p50)} ${fixed(result.latency.p99)} ${fixed(ratio, 3)}`
		})
		const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0)
		const cpu = `${fixed(cpuMs, 3)} ${fixed(rows[0]!.cpuMs / cpuMs, 3)}`
		console.log(`${name.padEnd(40)} ${cells.join(' ')} ${cpu} ${fixed(bytes)} ${fixed(scriptBytes)} ${String(errors).padStart(7)}`)
	}
	if (rows.some((row) => row.path === '/dashboard/agenda')) console.log(agendaGridLine())
	console.log(`\nserver memory after the run (Node processes, PostgreSQL not included; the first is the primary):`)
	for (const one of memory) console.log(memoryLine(one))
}

/** The Agenda's time grid, which its page loads once it runs and so is not in the page's initial JavaScript above. */
function agendaGridLine(): string {
	const files = readdirSync(ASSETS).filter((file) => file.startsWith('agenda-calendar'))
	const kb = (ending: string) => (gzippedBytes(files.filter((file) => file.endsWith(ending))) / 1024).toFixed(1)
	return `\n/dashboard/agenda loads its time grid after the page: ${kb('.js')} KB JavaScript and ${kb('.css')} KB CSS, gzipped`
}

/** `pid`: the server whose CPU is counted (the first one unless said). */
async function measure(base: string, name: string, pagePath: string, cookie?: string, pid = server.pid): Promise<Row> {
	const url = `${base}${pagePath}`
	const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) }
	const first = await fetch(url, { headers, redirect: 'manual' })
	if (!first.ok) throw new Error(`${pagePath} answered ${first.status}`)
	const html = Buffer.from(await first.arrayBuffer())
	const bytes = html.byteLength
	const results: Result[] = []
	let cpuMs = Number.NaN
	for (const connections of connectionCounts) {
		await autocannon({ url, connections, duration: 2, headers })
		const pids = serverProcesses(pid)
		const cpuBefore = cpuSecondsOf(pids)
		const result = await autocannon({ url, connections, duration, headers })
		if (results.length === 0) cpuMs = ((cpuSecondsOf(pids) - cpuBefore) * 1000) / result.requests.total
		results.push(result)
	}
	console.log(
		`  ${name}: ${results.map((result) => result.requests.average.toFixed(1)).join(' / ')} req/s, ${cpuMs.toFixed(2)} ms CPU each`,
	)
	return { name, path: pagePath, bytes, scriptBytes: initialScriptBytes(html.toString('utf8')), results, cpuMs }
}

/**
 * The requests of a real visitor: the cached salon page, and the beacon its view sends. Each
 * request comes from its own loopback address, as real visitors do, so every beacon is a person of
 * its own and adds a visit to the database, as in production.
 */
function visitRequests(pagePath: string, salonId: number) {
	let n = 0
	const visitor = (request: { headers?: Record<string, string> }) => {
		n++
		request.headers = { ...request.headers, 'x-forwarded-for': `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}` }
		return request
	}
	const headers = { 'accept-encoding': 'gzip', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' }
	const page = { method: 'GET' as const, path: pagePath, headers, setupRequest: visitor }
	const body = JSON.stringify({ m: 'views', s: [salonId] })
	// As a browser sends it from the page: only same-origin beacons count.
	const beaconHeaders = { ...headers, 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' }
	const beacon = { method: 'POST', path: '/api/stats', body, headers: beaconHeaders, setupRequest: visitor }
	return { page, beacon }
}

type Views = { views: number; errors: number }[]

/** Views per second (page and beacon) for each connection count. */
async function viewsWithBeacon(base: string, pagePath: string, salonId: number): Promise<Views> {
	const { page, beacon } = visitRequests(pagePath, salonId)
	const views: Views = []
	for (const connections of connectionCounts) {
		await autocannon({ url: base, connections, duration: 2, requests: [page, beacon] })
		const result = await autocannon({ url: base, connections, duration, requests: [page, beacon] })
		views.push({ views: result.requests.average / 2, errors: result.errors + result.non2xx })
	}
	return views
}

/** Cached salon page views per second without a beacon (page only) and with it (each view followed by its beacon). */
async function measureCounting(base: string, pagePath: string, salonId: number) {
	const { page } = visitRequests(pagePath, salonId)
	const withBeacon = await viewsWithBeacon(base, pagePath, salonId)
	const rows: string[] = []
	for (const [index, connections] of connectionCounts.entries()) {
		await autocannon({ url: base, connections, duration: 2, requests: [page] })
		const off = await autocannon({ url: base, connections, duration, requests: [page] })
		const on = withBeacon[index]!
		rows.push(
			`beacon @${connections}: ${off.requests.average.toFixed(1)} views/s page only, ${on.views.toFixed(1)} views/s with its beacon, ratio ${(on.views / off.requests.average).toFixed(3)}, errors ${off.errors + off.non2xx + on.errors}`,
		)
	}
	console.log(`\nOwner statistics (cached salon page ${pagePath}, ${duration} s each):\n${rows.join('\n')}`)
	return withBeacon
}

/** Page-and-beacon views per second on a server started on the bench data with these settings; stopped whatever happens. */
async function viewsOn(first: BenchServer, settings: Record<string, string>, pagePath: string, salonId: number, runs = 1) {
	const server = await startBenchServer(salons, { again: first, settings })
	try {
		const results = []
		for (let run = 0; run < runs; run++) results.push(await viewsWithBeacon(server.base, pagePath, salonId))
		return results
	} finally {
		await server.stop()
	}
}

/**
 * The same traffic (each cached page view followed by its beacon) with counting on (STATS=1) and
 * off (STATS=0), in the order A-B-B-A: the first server's run (measured above) is A, then two runs
 * on a STATS=0 server, then one on a new STATS=1 server. Warm-up, caches and the machine's drift
 * then favour neither side; each side's figure is the mean of its two runs.
 */
async function measureCountingCost(server: BenchServer, pagePath: string, salonId: number, counted: Views) {
	await server.stop()
	const offRuns = await viewsOn(server, { STATS: '0' }, pagePath, salonId, 2)
	const onRuns = [counted, ...(await viewsOn(server, { STATS: '1' }, pagePath, salonId))]
	const mean = (runs: Views[], index: number) => ({
		views: runs.reduce((sum, run) => sum + run[index]!.views, 0) / runs.length,
		errors: runs.reduce((sum, run) => sum + run[index]!.errors, 0),
	})
	const rows = connectionCounts.map((connections, index) => {
		const [on, without] = [mean(onRuns, index), mean(offRuns, index)]
		const each = (runs: Views[]) => runs.map((run) => run[index]!.views.toFixed(1)).join('/')
		return `STATS @${connections}: ${without.views.toFixed(1)} views/s with STATS=0 (${each(offRuns)}), ${on.views.toFixed(1)} with STATS=1 (${each(onRuns)}), ratio ${(on.views / without.views).toFixed(3)}, errors ${on.errors + without.errors}`
	})
	console.log(`\nCounting on against off, same page and beacon traffic, runs in the order STATS=1, 0, 0, 1:\n${rows.join('\n')}`)
}

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>

/** What a render costs: the signed-in pages on a server without the page cache, and the static file on that server. */
async function measureRenders(first: BenchServer, pages: [string, string][]) {
	const server = await startBenchServer(salons, { again: first, settings: { PAGE_CACHE_MB: '0' } })
	try {
		const rows = [await measure(server.base, `static /${STATIC_FILE}`, `/${STATIC_FILE}`, undefined, server.pid)]
		const cookie = await signInOverHttp(server.base, 'gebruiker@example.com')
		for (const [name, pagePath] of pages)
			rows.push(await measure(server.base, `${name} (signed in, rendered)`, pagePath, cookie, server.pid))
		report('Rendered for every request (PAGE_CACHE_MB=0)', rows, serverProcesses(server.pid).map(memoryOf))
	} finally {
		await server.stop()
	}
}

const server = await startBenchServer(salons)
const { base } = server

/** The salon page and its id (from its no-script pixel). */
async function countedSalon(base: string) {
	const pagePath = await salonPath(base)
	const id = Number(/\/api\/stats\?m=views&(?:amp;)?s=(\d+)/.exec(await (await fetch(`${base}${pagePath}`)).text())?.[1])
	if (!id) throw new Error(`no statistics pixel on ${pagePath}`)
	return { pagePath, id }
}

/**
 * A burst of visitors whose URLs mostly differ (see bench-mix.ts): twice, the first on a cold page
 * cache, then the server's memory.
 */
async function measureMix(base: string) {
	const slugs = await citySlugs(base)
	console.log(`\nMixed burst: ${mixConnections} connections, ${mixDuration} s per run, ${slugs.length} places, ${salons} salons`)
	for (const [label, seed] of [
		['cold cache (seed 1)', 1],
		['new URLs again (seed 2)', 2],
	] as const) {
		// The CPU per answer, server and PostgreSQL apart, shows which side a change saves on.
		// PostgreSQL opens a process per connection during the run; a process that is new started from 0.
		const processes = () => ({ node: serverProcesses(server.pid), postgres: postgresProcesses(server.pid) })
		const { node, postgres } = processes()
		const before = new Map([...node, ...postgres].map((pid) => [pid, cpuSecondsOf([pid])]))
		const mix = await loadMix(base, slugs, mixConnections, mixDuration, seed)
		const after = processes()
		const msPerAnswer = (pids: number[]) =>
			(pids.reduce((sum, pid) => sum + cpuSecondsOf([pid]) - (before.get(pid) ?? 0), 0) * 1000) / Math.max(mix.result.requests.total, 1)
		const postgresCpu = after.postgres.length ? `${msPerAnswer(after.postgres).toFixed(2)} ms` : 'elsewhere'
		console.log(mixLine(label, mix))
		// What the server said when answers failed (errors are logged at any LOG_LEVEL the bench uses).
		if (failedAnswers(mix.result) > 0) console.log(server.output.stderr.slice(-3000) + server.output.stdout.slice(-3000))
		console.log(`${''.padEnd(28)} CPU per answer: server ${msPerAnswer(after.node).toFixed(2)} ms, PostgreSQL ${postgresCpu}`)
	}
	for (const one of serverProcesses(server.pid).map(memoryOf)) console.log(memoryLine(one))
}

if (values['mix-only']) {
	try {
		await measureMix(base)
	} finally {
		await server.stop()
	}
	process.exit(0)
}

if (values['counting-only']) {
	try {
		const { pagePath, id } = await countedSalon(base)
		await measureCountingCost(server, pagePath, id, await measureCounting(base, pagePath, id))
	} finally {
		await server.stop()
	}
	process.exit(0)
}

/**
 * The personal pages (rendered for every request): the demo owner's dashboard, its 'Aanvragen' and
 * 'Agenda' tabs, and the demo user's booking page, Mijn account and Mijn afspraken.
 */
async function measureDashboard(base: string) {
	const owner = await signInOverHttp(base, 'eigenaar@example.com')
	const rows = [await measure(base, `static /${STATIC_FILE}`, `/${STATIC_FILE}`)]
	rows.push(await measure(base, '/dashboard (demo owner)', '/dashboard', owner))
	if ((await fetch(`${base}/dashboard/aanvragen`, { headers: { cookie: owner }, redirect: 'manual' })).status === 200)
		rows.push(await measure(base, '/dashboard/aanvragen (demo owner)', '/dashboard/aanvragen', owner))
	rows.push(await measure(base, '/dashboard/agenda (demo owner)', '/dashboard/agenda', owner))
	// A booking page: the first salon the filter 'Online te boeken' lists, as the demo user sees it.
	const listed = await (await fetch(`${base}/directory?onlineTeBoeken=1`)).text()
	const booking = /href="(\/trimsalon\/[^"]+\/afspraak-maken)"/.exec(listed)?.[1]
	const member = await signInOverHttp(base, 'gebruiker@example.com')
	if (booking) rows.push(await measure(base, 'booking page (demo user)', booking, member))
	rows.push(await measure(base, '/account (demo user)', '/account', member))
	rows.push(await measure(base, '/account/afspraken (demo user)', '/account/afspraken', member))
	return rows
}

if (values['dashboard-only']) {
	try {
		writeFileSync(`build/client/${STATIC_FILE}`, Buffer.from(await (await fetch(base)).arrayBuffer()))
		report('Personal pages', await measureDashboard(base), serverProcesses(server.pid).map(memoryOf))
	} finally {
		await server.stop()
	}
	process.exit(0)
}

try {
	const pages: [string, string][] = [
		['/ (home)', '/'],
		['/directory?location=amsterdam', '/directory?location=amsterdam'],
		['/directory?location=1012&radius=10', '/directory?location=1012&radius=10'],
		// Ordered 'Eerst vrij': the bookable salons' first free times are read from their per-salon memo for every render.
		['/directory?location=1012&eerstVrij=middel', '/directory?location=1012&eerstVrij=middel'],
		['/city/amsterdam', '/city/amsterdam'],
		['salon page (unowned)', await unownedSalonPath(base)],
	]
	// The reference: the home page's own HTML as a static file, so both carry the same bytes.
	writeFileSync(`build/client/${STATIC_FILE}`, Buffer.from(await (await fetch(base)).arrayBuffer()))
	console.log(`Loading ${base} (server pid ${server.pid})`)
	const rows = [await measure(base, `static /${STATIC_FILE}`, `/${STATIC_FILE}`)]
	for (const [name, pagePath] of pages) rows.push(await measure(base, name, pagePath))
	// A signed-in visitor (a real session) gets the copy of the page that every signed-in member shares.
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
	rows.push(...(await measureDashboard(base)).slice(1))
	const memory = serverProcesses(server.pid).map(memoryOf)
	report('Pages as served', rows, memory)
	await measureMix(base)
	const counted = await countedSalon(base)
	const withBeacon = await measureCounting(base, counted.pagePath, counted.id)
	await measureCountingCost(server, counted.pagePath, counted.id, withBeacon)
	await measureRenders(server, pages)
	run(bin('tsx'), ['scripts/bench-queries.ts'], server.env)
	run(bin('tsx'), ['scripts/bench-free-times.ts'], server.env)
	run(bin('tsx'), ['scripts/bench-series.ts'], server.env)
} catch (error) {
	console.error(server.output.stderr.slice(-2000))
	throw error
} finally {
	await server.stop()
}
