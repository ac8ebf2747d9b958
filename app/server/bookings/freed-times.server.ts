import { and, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { wakeJob } from '../platform/jobs/boss.server'
import { openBookingSettings } from './free-times.server'
import { appointments, freedTimes, waitingListEntries } from './tables.server'
import { amsterdamDate } from '~/lib/bookings/free-times'

/** Runs every minute and whenever a time frees up: expired offers pass on, and freed times go to the first in line they fit. */
export const OFFER_FREED_TIMES_JOB = 'offer-freed-times'

/** Asks the offer job to run: a second later the freeing write has committed. */
export const wakeOffers = () => wakeJob(OFFER_FREED_TIMES_JOB, 1)

/**
 * The time of an appointment just cancelled or removed (in the caller's transaction): when the salon offers freed times to its
 * waiting list and someone waits there, it is kept for the list (out of the public free times) until
 * the offer job has offered it or found nobody who wants it. Otherwise it is free to everyone at once.
 */
export async function freeUp(tx: Executor, appointmentId: number, now: Date) {
	const [freed] = await tx
		.select({ salon_id: appointments.salon_id, starts_at: appointments.starts_at, occupied_until: appointments.occupied_until })
		.from(appointments)
		.where(eq(appointments.id, appointmentId))
	if (!freed || freed.starts_at <= now) return
	const settings = await openBookingSettings(tx, freed.salon_id)
	if (!settings?.offer_to_waiting_list) return
	const [waiting] = await tx
		.select({ id: waitingListEntries.id })
		.from(waitingListEntries)
		.where(and(eq(waitingListEntries.salon_id, freed.salon_id), gte(waitingListEntries.wait_until, amsterdamDate(now))))
		.limit(1)
	if (!waiting) return
	await tx
		.insert(freedTimes)
		.values({ salon_id: freed.salon_id, starts_at: freed.starts_at, ends_at: freed.occupied_until, createdAt: now })
	wakeOffers()
}

/** An entry let the freed time pass (declined, or its offer expired): it is not offered that time again. */
export async function passedOn(tx: Executor, freedTimeId: number | null, entryId: number | null) {
	if (freedTimeId === null || entryId === null) return
	await tx
		.update(freedTimes)
		.set({ passed_entry_ids: sql`array_append(${freedTimes.passed_entry_ids}, ${entryId}::integer)` })
		.where(eq(freedTimes.id, freedTimeId))
}

/** The freed time is the list's no longer: booked from an offer, or nobody in line wants it; what is left of it is free to everyone. */
export async function settle(tx: Executor, freedTimeId: number | null, now: Date) {
	if (freedTimeId === null) return
	await tx.update(freedTimes).set({ settled_at: now }).where(eq(freedTimes.id, freedTimeId))
}
