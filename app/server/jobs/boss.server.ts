import { PgBoss } from 'pg-boss'
import { logger } from '../logger.server'

/** A background job: run by one instance at a time, every minute and whenever something wakes it. */
export type Job = { name: string; cron: string; run: () => Promise<unknown> }

let boss: PgBoss | undefined

/**
 * Starts the job queue (pg-boss, in the app's own database, schema `pgboss`) and the workers of
 * these jobs. Several app instances may run it on one database: pg-boss hands each job to one.
 */
export async function startJobs(connectionString: string, jobs: Job[]) {
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

/** Asks for a job to run in `afterSeconds`; a hint only (the schedule runs it anyway), so it never throws. */
export function wakeJob(name: string, afterSeconds = 0) {
	boss?.send(name, {}, { startAfter: afterSeconds }).catch((error: unknown) => logger.warn({ err: error, job: name }, 'could not wake job'))
}
