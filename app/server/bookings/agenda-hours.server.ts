import { and, eq } from 'drizzle-orm'
import type { Actor } from '../accounts/actor.server'
import { db } from '../platform/db/client.server'
import { invalid, notFound } from '../platform/errors.server'
import { authorize } from '../salons/permissions.server'
import { bookingDateOverrides } from './tables.server'
import type { DateOverrideInput } from '~/lib/bookings/agenda-schema'
import { amsterdamDate } from '~/lib/bookings/free-times'

export const OVERRIDE_MESSAGES = {
	past: 'Kies een datum vanaf vandaag.',
	notFound: 'Deze uitzondering bestaat niet (meer).',
} as const

/** A date closed (holiday, day off) or with other hours than the week; saving a date again replaces it. */
export async function saveDateOverride(actor: Actor, input: DateOverrideInput, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	if (input.date < amsterdamDate(now)) throw invalid(OVERRIDE_MESSAGES.past, { date: OVERRIDE_MESSAGES.past })
	await db()
		.insert(bookingDateOverrides)
		.values({ salon_id: input.salonId, date: input.date, ranges: input.ranges })
		.onConflictDoUpdate({ target: [bookingDateOverrides.salon_id, bookingDateOverrides.date], set: { ranges: input.ranges } })
}

/** The date follows the week's opening hours again. */
export async function deleteDateOverride(actor: Actor, input: { salonId: number; date: string }) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	const deleted = await db()
		.delete(bookingDateOverrides)
		.where(and(eq(bookingDateOverrides.salon_id, input.salonId), eq(bookingDateOverrides.date, input.date)))
		.returning({ date: bookingDateOverrides.date })
	if (!deleted.length) throw notFound(OVERRIDE_MESSAGES.notFound)
}
