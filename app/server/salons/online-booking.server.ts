import { eq } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'

/**
 * Marks whether the salon takes online bookings, for its cards, its page and the 'Online te boeken'
 * filter; set by the bookings domain in the transaction that turns booking on or off.
 */
export async function setOnlineBooking(tx: Executor, salonId: number, on: boolean) {
	await tx.update(salons).set({ online_booking: on }).where(eq(salons.id, salonId))
}
