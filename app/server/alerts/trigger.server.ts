import type { AcceptsNewClients } from '~/lib/availability'
import type { Transaction } from '../db/client.server'
import { alertChanges } from '../db/schema.server'
import { wakeJob } from '../jobs/boss.server'

/** The job that matches availability changes to subscriptions and sends the alerts that are due. */
export const AVAILABILITY_ALERTS_JOB = 'availability-alerts'

/**
 * Every write of a salon's availability goes through here, in the transaction of the write: when the
 * salon starts taking new clients (from no, a waiting list or unknown) a change row commits with it,
 * so the alert job finds it even if this process dies right after the commit.
 */
export async function recordAvailabilityChange(
	tx: Transaction,
	salonId: number,
	before: AcceptsNewClients | null,
	after: AcceptsNewClients | null | undefined,
) {
	if (after !== 'ja' || before === 'ja') return
	await tx.insert(alertChanges).values({ salon_id: salonId })
	// A second later the write has committed; a process without the job queue leaves it to the minute's run.
	wakeJob(AVAILABILITY_ALERTS_JOB, 1)
}
