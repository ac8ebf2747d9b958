import cluster from 'node:cluster'
import type { PgBoss } from 'pg-boss'
import { logger } from '../logger.server'

/** A background job: run by one instance at a time, every minute and whenever something wakes it. */
export type Job = { name: string; cron: string; run: () => Promise<unknown> }

let boss: PgBoss | undefined

/**
 * Starts the job queue (pg-boss, in the app's own database, schema `pgboss`) and the workers of
 * these jobs. Several app instances may run it on one database: pg-boss hands each job to one.
 */
export async function startJobs(connectionString: string, jobs: Job[]) {
	// Loaded here, not on import: a worker of several never runs jobs and so never carries pg-boss (2 MB of source).
	const { PgBoss } = await import('pg-boss')
	const started = new PgBoss({ connectionString, max: 3 })
	started.on('error', (error) => logger.error({ err: error }, 'job queue error'))
	await started.start()
	for (const job of jobs) {
		// 'exclusive': one waiting or running job per queue; a wake-up while one waits is a no-op.
		await started.createQueue(job.name, { policy: 'exclusive', retryLimit: 3, retryDelay: 30, retryBackoff: true })
		await started.schedule(job.name, job.cron)
		await started.work(job.name, { pollingIntervalSeconds: 1 }, async () => {
			await job.run()
		})
	}
	boss = started
	return async () => {
		boss = undefined
		await started.stop({ graceful: true, timeout: 10_000 })
	}
}

type WakeMessage = { wakeJob: string; afterSeconds: number }

/**
 * Asks for a job to run in `afterSeconds`; a hint only (the schedule runs it anyway), so it never
 * throws. A worker of several has no job queue of its own: it asks its primary, which runs the jobs.
 */
export function wakeJob(name: string, afterSeconds = 0) {
	if (boss) {
		boss
			.send(name, {}, { startAfter: afterSeconds })
			.catch((error: unknown) => logger.warn({ err: error, job: name }, 'could not wake job'))
	} else if (cluster.isWorker && process.connected) {
		process.send?.({ wakeJob: name, afterSeconds } satisfies WakeMessage)
	}
}

/** In the primary: a worker's wake-up request, passed on to the job queue. Other messages are ignored. */
export function handleWorkerMessage(message: unknown) {
	const wake = message as Partial<WakeMessage> | null
	if (typeof wake?.wakeJob === 'string' && typeof wake.afterSeconds === 'number') wakeJob(wake.wakeJob, wake.afterSeconds)
}
