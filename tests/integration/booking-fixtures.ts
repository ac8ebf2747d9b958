import { db } from '~/server/platform/db/client.server'
import { appointments } from '~/server/bookings/tables.server'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * An online visit of this dog owner at the salon that has been: kept (the salon knows them) unless
 * `status` says they did not come. An hour, `daysBefore` days before `now`.
 */
export async function pastVisit(
	salonId: number,
	userId: string,
	now: Date,
	{ daysBefore = 7, status = 'booked' as 'booked' | 'no_show' } = {},
) {
	const starts_at = new Date(now.getTime() - daysBefore * DAY_MS)
	const ends_at = new Date(starts_at.getTime() + 60 * 60_000)
	const [row] = await db()
		.insert(appointments)
		.values({ salon_id: salonId, kind: 'online', status, user_id: userId, price_cents: 4500, starts_at, ends_at, occupied_until: ends_at })
		.returning({ id: appointments.id })
	return row!.id
}
