/**
 * `npm run crash-test`: durability under a crash. Starts PostgreSQL and the production server,
 * sends 1,000 concurrent writes (contact messages, claims by 20 users, owner edits), kills the app
 * and PostgreSQL with SIGKILL after 850 answers (150 still in flight), starts both again and checks that every write that was
 * acknowledged (2xx, or the edit's redirect back to the dashboard) is in the database, and that the
 * app starts cleanly. Not part of `npm test` (it takes about a minute).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createAccount } from '~/server/accounts/users.server'
import { createDatabase } from '~/server/platform/db/client.server'
import { startEmbeddedPostgres } from '~/server/platform/db/embedded.server'
import { freePort, startServerProcess, stop, waitForStatus } from '../tests/server-process.ts'

const dataDir = path.resolve('build/crash-test-data')
const CONTACTS = 400
const EDITS = 400
const USERS = 20
const CLAIMS_PER_USER = 10

rmSync(dataDir, { recursive: true, force: true })
if (spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)

let postgres = await startEmbeddedPostgres(dataDir, () => {})
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const env = { PORT: String(port), SITE_URL: base, DATABASE_URL: postgres.url, NODE_ENV: 'development', LOG_LEVEL: 'warn' }
let app = startServerProcess(env)
await waitForStatus(`${base}/healthz`, 200, 180_000)
const database = createDatabase(postgres.url)

let clients = 0
const nextClient = () => `10.${(++clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`
const cookieOf = (response: Response) =>
	response.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.join('; ')

async function signIn(email: string, password: string) {
	const response = await fetch(`${base}/api/auth/sign-in/email`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextClient() },
		body: JSON.stringify({ email, password }),
	})
	if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`)
	return cookieOf(response)
}

function post(pathname: string, fields: Record<string, string>, cookie = '') {
	return fetch(`${base}${pathname}`, {
		method: 'POST',
		redirect: 'manual',
		headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClient(), cookie },
		body: new URLSearchParams(fields),
	})
}

// The actors: the demo owner and its first salon, and users who each claim salons nobody owns.
const owner = await signIn('eigenaar@example.com', 'demo1234')
const { rows: owned } = await database.execute<{ id: number }>(
	sql`select g.id from pet_groomers g join users u on u.id = g.owner_id where u.email = 'eigenaar@example.com' order by g.id limit 1`,
)
const { rows: unowned } = await database.execute<{ id: number }>(
	sql`select id from pet_groomers where owner_id is null order by id limit ${USERS * CLAIMS_PER_USER}`,
)
const users = await Promise.all(
	Array.from({ length: USERS }, async (_, index) => {
		const email = `crash-${index}@example.com`
		await createAccount({ email, password: 'geheim123', emailVerified: true }, database)
		return signIn(email, 'geheim123')
	}),
)

type Write = { kind: 'contact' | 'claim' | 'edit'; key: string; send: () => Promise<Response> }
const writes: Write[] = [
	...Array.from({ length: CONTACTS }, (_, i): Write => {
		const email = `contact-${i}@example.com`
		return {
			kind: 'contact',
			key: email,
			send: () => post('/contact', { name: 'Crash Test', email, subject: 'Een vraag', message: 'Een bericht dat lang genoeg is.' }),
		}
	}),
	...unowned.map(({ id }, i): Write => ({
		kind: 'claim',
		key: `${Math.floor(i / CLAIMS_PER_USER)}:${id}`,
		send: () => post('/api/claims', { salonId: String(id), message: '' }, users[Math.floor(i / CLAIMS_PER_USER)]),
	})),
	...Array.from({ length: EDITS }, (_, i): Write => {
		const name = `Crash Salon ${i}`
		return {
			kind: 'edit',
			key: name,
			send: () => post('/dashboard?index', { intent: 'update', salonId: String(owned[0]!.id), name }, owner),
		}
	}),
].sort(() => Math.random() - 0.5)

const acknowledged: Write[] = []
const refused = new Map<string, number>()
let answered = 0
let crashed = false
async function crash() {
	crashed = true
	const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
	app.child.kill('SIGKILL')
	process.kill(postmaster, 'SIGKILL')
	console.log(`killed the app and PostgreSQL (pid ${postmaster}) after ${answered} answers`)
}

await database.$client.end()
await Promise.all(
	writes.map(async (write) => {
		try {
			const response = await write.send()
			const ok = response.ok || (write.kind === 'edit' && response.status === 302 && response.headers.get('location') === '/dashboard')
			if (ok && !crashed) acknowledged.push(write)
			if (!ok && !crashed) refused.set(`${write.kind} ${response.status}`, (refused.get(`${write.kind} ${response.status}`) ?? 0) + 1)
		} catch {
			// No answer: the write may or may not have happened; only acknowledged ones are checked.
		}
		if (++answered === 850 && !crashed) await crash()
	}),
)
await app.exited

// Start again: PostgreSQL recovers from its write-ahead log, the app starts cleanly.
await new Promise((resolve) => setTimeout(resolve, 1_000))
postgres = await startEmbeddedPostgres(dataDir, () => {})
app = startServerProcess({ ...env, DATABASE_URL: postgres.url })
await waitForStatus(`${base}/healthz`, 200, 120_000)
const check = createDatabase(postgres.url)

const missing: string[] = []
for (const write of acknowledged) {
	const query =
		write.kind === 'contact'
			? sql`select 1 from contact_messages where email = ${write.key}`
			: write.kind === 'claim'
				? sql`select 1 from listing_claims c join users u on u.id = c.user_id where u.email = ${`crash-${write.key.split(':')[0]}@example.com`} and c.salon_id = ${Number(write.key.split(':')[1])}`
				: sql`select 1 from audit_log where entity = 'salon' and changes -> 'name' ->> 1 = ${write.key}`
	if ((await check.execute(query)).rows.length === 0) missing.push(`${write.kind} ${write.key}`)
}
await check.$client.end()
await stop(app.child, app.exited)
await postgres.stop()

console.log('refused before the crash:', Object.fromEntries(refused))
const byKind = (kind: Write['kind']) => acknowledged.filter((write) => write.kind === kind).length
console.log(`acknowledged before the crash: ${byKind('contact')} contact messages, ${byKind('claim')} claims, ${byKind('edit')} edits`)
if (missing.length) {
	console.error(`LOST ${missing.length} acknowledged writes:\n${missing.slice(0, 20).join('\n')}`)
	process.exit(1)
}
console.log('every acknowledged write survived; the app started again cleanly')
