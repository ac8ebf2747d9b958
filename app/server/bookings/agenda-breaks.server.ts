import { and, count, eq } from 'drizzle-orm'
import type { Actor } from '../accounts/actor.server'
import { db } from '../platform/db/client.server'
import { conflict, notFound } from '../platform/errors.server'
import { authorize } from '../salons/permissions.server'
import { ensureBookingSettings } from './agenda-settings.server'
import { bookingWeeklyBreaks } from './tables.server'
import { AGENDA_FIELD_MESSAGES, type WeeklyBreakInput } from '~/lib/bookings/agenda-schema'

/** A salon keeps at most this many weekly breaks. */
export const MAX_WEEKLY_BREAKS = 20

export const BREAK_MESSAGES = {
	notFound: AGENDA_FIELD_MESSAGES.weeklyBreak,
	tooMany: `Je kunt maximaal ${MAX_WEEKLY_BREAKS} pauzes instellen. Verwijder er eerst een.`,
} as const

/** 'Pauze toevoegen': a break on one weekday or every day, which the free times leave out of every such day. */
export async function addWeeklyBreak(actor: Actor, input: WeeklyBreakInput) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	return db().transaction(async (tx) => {
		// The settings row is the salon's lock: two adds at once cannot pass the limit together.
		await ensureBookingSettings(tx, input.salonId)
		const [held] = await tx.select({ count: count() }).from(bookingWeeklyBreaks).where(eq(bookingWeeklyBreaks.salon_id, input.salonId))
		if (held!.count >= MAX_WEEKLY_BREAKS) throw conflict(BREAK_MESSAGES.tooMany)
		const [added] = await tx
			.insert(bookingWeeklyBreaks)
			.values({ salon_id: input.salonId, weekday: input.weekday, start_minutes: input.start, end_minutes: input.end })
			.returning({ id: bookingWeeklyBreaks.id })
		return added!.id
	})
}

/** 'Verwijderen': the break no longer holds; a break of another salon is not found. */
export async function deleteWeeklyBreak(actor: Actor, input: { salonId: number; breakId: number }) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	const deleted = await db()
		.delete(bookingWeeklyBreaks)
		.where(and(eq(bookingWeeklyBreaks.id, input.breakId), eq(bookingWeeklyBreaks.salon_id, input.salonId)))
		.returning({ id: bookingWeeklyBreaks.id })
	if (!deleted.length) throw notFound(BREAK_MESSAGES.notFound)
}
