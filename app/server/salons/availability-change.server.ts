import type { AcceptsNewClients } from '~/lib/salons/availability'
import { wakeJob } from '../platform/jobs/boss.server'

/**
 * The job that matches availability changes to subscriptions and sends the alerts that are due (its
 * work is alerts/digest.server.ts; boot.server.ts schedules it).
 */
export const AVAILABILITY_ALERTS_JOB = 'availability-alerts'

/**
 * The change row itself is written by the database (trigger pet_groomers_availability_change, in the
 * transaction of any write that makes a salon take new clients), so no writer can forget it. A writer
 * in the app also wakes the job, so the first alert goes out within seconds instead of at the
 * minute's run.
 */
export function wakeAvailabilityAlerts(after: AcceptsNewClients | null | undefined) {
	// A second later the write has committed.
	if (after === 'ja') wakeJob(AVAILABILITY_ALERTS_JOB, 1)
}
