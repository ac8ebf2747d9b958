/**
 * `npm run profile -- /dashboard [/other …] [--as eigenaar@example.com] [--requests 200]`: where one page's
 * render goes. Starts the production build with one worker under V8's CPU profiler, signs in as the
 * account, asks each page in three rounds of `--requests` one after the other, and prints:
 * - wall time per request, and the database statements per request (PostgreSQL's own count of
 *   committed transactions: each statement outside a transaction is one);
 * - the worker's CPU per request, split by who spent it (React's render, React Router's loader
 *   data serialisation, drizzle, pg, better-auth, zod, the app's own modules, …), from the profile.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { signInOverHttp } from '../tests/sign-in.ts'
import { startBenchServer } from './bench-server.ts'

const { values, positionals } = parseArgs({
	allowPositionals: true,
	options: { as: { type: 'string', default: 'eigenaar@example.com' }, requests: { type: 'string', default: '200' } },
})
const pagePaths = positionals.length ? positionals : ['/dashboard']
const requests = Number(values.requests)
if (!pagePaths.every((pagePath) => pagePath.startsWith('/')) || !Number.isInteger(requests) || requests < 1) {
	console.error('usage: npm run profile -- /path [/other …] [--as email] [--requests N]')
	process.exit(1)
}

const profileDir = path.resolve('build/profiles')
rmSync(profileDir, { recursive: true, force: true })
process.env.WEB_CONCURRENCY = '1'
const server = await startBenchServer(2500, {
	settings: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir} --cpu-prof-interval=200` },
})
// The embedded database of the bench data folder: its port is the 4th line of PostgreSQL's pid file.
const port = readFileSync(`${server.env.DATA_DIR}/postgres/postmaster.pid`, 'utf8').split('\n')[3]!.trim()
const database = new pg.Client({ connectionString: `postgresql://trimsalon:trimsalon@127.0.0.1:${port}/trimsalon` })

/** Each page's measured requests: their time span on the profiler's clock, wall time and statements per request. */
type Measured = { pagePath: string; from: number; to: number; wall: number; statements: number; cpu: number[] }
const measured: Measured[] = []
const committed = async () =>
	Number((await database.query('select xact_commit from pg_stat_database where datname = current_database()')).rows[0].xact_commit)
const ROUNDS = 3
/** The functions whose time on the stack is listed: the libraries' and the app's, not Node's plumbing. */
const INCLUSIVE_OF = new RegExp(process.env.PROFILE_INCLUSIVE ?? 'react-router|app \\(server|drizzle|zod|better-auth|libphone')
/** CPU seconds the server's Node processes have used (user and system), from /proc (Linux). */
function cpuSeconds(): number {
	const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
	const node = [server.pid, ...children.filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('build/server.js'))]
	return node.reduce((sum, pid) => {
		const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
		return sum + (Number(fields[11]) + Number(fields[12])) / 100
	}, 0)
}
// V8 stamps samples with the monotonic clock that hrtime reads, in microseconds.
const clock = () => Number(process.hrtime.bigint() / 1000n)
// PostgreSQL's statistics reach its view within its stats flush interval.
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500))

try {
	await database.connect()
	const cookie = values.as === 'visitor' ? '' : await signInOverHttp(server.base, values.as)
	for (const pagePath of pagePaths) {
		const ask = async () => {
			const answer = await fetch(`${server.base}${pagePath}`, { headers: { cookie, 'accept-encoding': 'gzip' }, redirect: 'manual' })
			if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status}`)
			await answer.arrayBuffer()
		}
		for (let n = 0; n < 50; n++) await ask()
		await settle()
		const before = await committed()
		const from = clock()
		// The server's CPU per request in three rounds: the lowest is the one least disturbed by other work.
		const cpu: number[] = []
		for (let round = 0; round < ROUNDS; round++) {
			const used = cpuSeconds()
			for (let n = 0; n < requests; n++) await ask()
			cpu.push(((cpuSeconds() - used) * 1000) / requests)
		}
		const to = clock()
		await settle()
		// The count's own read is one transaction.
		const statements = ((await committed()) - before - 1) / requests / ROUNDS
		measured.push({ pagePath, from, to, wall: (to - from) / 1000 / requests / ROUNDS, statements, cpu })
	}
} finally {
	await database.end()
	await server.stop()
}

type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

/** Who spent a sample: the package of its frame, React's render and React Router's encoder by name, the app's modules by folder. */
function ownerOf({ functionName, url }: Node['callFrame']): string {
	if (!url) return functionName.startsWith('(') ? functionName : '(native)'
	const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
	if (pkg) return pkg
	if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`
	// The server build: index.js and the chunks it splits off (what a page loads on demand).
	if (url.includes('build/server/')) return 'app (server build)'
	return path.basename(url)
}

const files = readdirSync(profileDir).filter((file) => file.endsWith('.cpuprofile'))
// The worker handled the requests: its profile is the one with the most samples.
const profiles = files.map((file) => JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as Profile)
const worker = profiles.sort((a, b) => b.samples.length - a.samples.length)[0]!
const byId = new Map(worker.nodes.map((node) => [node.id, node]))
const parentOf = new Map(worker.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node] as const)))

/** The nearest named function of the app's own code on a sample's stack: which of its work the sample served. */
function appCaller(node: Node): string {
	for (let at: Node | undefined = node; at; at = parentOf.get(at.id))
		if (ownerOf(at.callFrame) === 'app (server build)' && at.callFrame.functionName) return at.callFrame.functionName
	return '(outside the app)'
}
for (const { pagePath, from, to, wall, statements, cpu } of measured) {
	console.log(`\n${pagePath} as ${values.as}: ${ROUNDS} rounds of ${requests} requests one after the other`)
	console.log(`  wall ${wall.toFixed(2)} ms per request, ${statements.toFixed(1)} database statements per request`)
	console.log(
		`  server CPU per request (profiler included): ${cpu.map((ms) => ms.toFixed(2)).join(', ')} ms; lowest ${Math.min(...cpu).toFixed(2)}`,
	)
	breakdown(from, to)
}

/** The worker's CPU between two instants, by owner and by function, per request. */
function breakdown(from: number, to: number) {
	const byOwner = new Map<string, number>()
	const byFunction = new Map<string, number>()
	const byCaller = new Map<string, number>()
	const inclusive = new Map<string, number>()
	const add = (map: Map<string, number>, key: string, micros: number) => map.set(key, (map.get(key) ?? 0) + micros)
	let total = 0
	let at = worker.startTime
	worker.samples.forEach((id, index) => {
		at += worker.timeDeltas[index] ?? 0
		const micros = worker.timeDeltas[index + 1] ?? 0
		if (at < from || at > to) return
		const { callFrame } = byId.get(id)!
		const owner = ownerOf(callFrame)
		if (owner === '(idle)' || owner === '(program)') return
		add(byOwner, owner, micros)
		add(byFunction, `${callFrame.functionName || '(anonymous)'} ${owner}`, micros)
		add(byCaller, appCaller(byId.get(id)!), micros)
		const onStack = new Set<string>()
		for (let at: Node | undefined = byId.get(id); at; at = parentOf.get(at.id))
			if (at.callFrame.functionName) onStack.add(`${at.callFrame.functionName} ${ownerOf(at.callFrame)}`)
		for (const name of onStack) add(inclusive, name, micros)
		total += micros
	})
	const perRequest = (micros: number) => (micros / 1000 / requests / ROUNDS).toFixed(3).padStart(7)
	const share = (micros: number) => ((micros / total) * 100).toFixed(1).padStart(5)
	console.log(`  worker CPU (profiled, idle left out) ${perRequest(total)} ms per request, by who spent it:`)
	for (const [owner, micros] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 14))
		console.log(`    ${owner.padEnd(40)} ${perRequest(micros)} ms  ${share(micros)} %`)
	console.log('  by the nearest function of the app on the stack (its own time and what it called):')
	for (const [name, micros] of [...byCaller].sort((a, b) => b[1] - a[1]).slice(0, 16))
		console.log(`    ${name.slice(0, 60).padEnd(60)} ${perRequest(micros)} ms  ${share(micros)} %`)
	console.log('  the functions with most time on the stack (their own and what they called):')
	for (const [name, micros] of [...inclusive]
		.sort((a, b) => b[1] - a[1])
		.filter(([name]) => INCLUSIVE_OF.test(name))
		.slice(0, 45))
		console.log(`    ${name.slice(0, 60).padEnd(60)} ${perRequest(micros)} ms  ${share(micros)} %`)
	console.log('  the functions that spent most themselves:')
	for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 60))
		console.log(`    ${name.slice(0, 60).padEnd(60)} ${perRequest(micros)} ms  ${share(micros)} %`)
}
