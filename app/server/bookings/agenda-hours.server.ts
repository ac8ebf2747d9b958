import { and, eq, gte, lt, ne } from 'drizzle-orm'
import type { Actor } from '../accounts/actor.server'
import { db } from '../platform/db/client.server'
import { AppError, invalid, notFound } from '../platform/errors.server'
import { authorize } from '../salons/permissions.server'
import { appointments, bookingDateOverrides } from './tables.server'
import { addDays } from '~/lib/bookings/agenda'
import type { DateOverrideInput } from '~/lib/bookings/agenda-schema'
import { amsterdamDate, amsterdamInstant, type MinuteRange } from '~/lib/bookings/free-times'
import { formatDutchDate } from '~/lib/common/dutch-date'

export const OVERRIDE_MESSAGES = {
	past: 'Kies een datum vanaf vandaag.',
	notFound: 'Deze uitzondering bestaat niet (meer).',
} as const

/** 'Op 8 december 2026 staan 2 afspraken. …': what the owner confirms before a date leaves appointments outside its hours. */
export function appointmentsOutsideMessage(date: string, count: number, closed: boolean) {
	const what = count === 1 ? '1 afspraak' : `${count} afspraken`
	const them = count === 1 ? 'Die blijft staan; bel of annuleer hem zelf.' : 'Die blijven staan; bel of annuleer ze zelf.'
	return `Op ${formatDutchDate(date)} ${count === 1 ? 'staat' : 'staan'} ${what}${closed ? '' : ' buiten deze tijden'}. ${them}`
}

/** The salon's appointments (not blocks, not cancelled) on the date that lie outside these ranges: all of them on a closed date. */
async function appointmentsOutside(salonId: number, date: string, ranges: readonly MinuteRange[]) {
	const rows = await db()
		.select({ start: appointments.starts_at, end: appointments.ends_at })
		.from(appointments)
		.where(
			and(
				eq(appointments.salon_id, salonId),
				ne(appointments.status, 'cancelled'),
				ne(appointments.kind, 'block'),
				gte(appointments.starts_at, amsterdamInstant(date, 0)!),
				lt(appointments.starts_at, amsterdamInstant(addDays(date, 1), 0)!),
			),
		)
	const within = (row: { start: Date; end: Date }) =>
		ranges.some((range) => {
			const [from, to] = [amsterdamInstant(date, range.start), amsterdamInstant(date, range.end)]
			return from !== undefined && to !== undefined && row.start >= from && row.end <= to
		})
	return rows.filter((row) => !within(row)).length
}

/**
 * A date closed (holiday, day off) or with other hours than the week; saving a date again replaces it.
 * When appointments on it lie outside its hours, the owner is told first and saves with `confirmed`:
 * the appointments stay, and the owner calls or cancels them.
 */
export async function saveDateOverride(actor: Actor, input: DateOverrideInput, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	if (input.date < amsterdamDate(now)) throw invalid(OVERRIDE_MESSAGES.past, { date: OVERRIDE_MESSAGES.past })
	const outside = input.confirmed ? 0 : await appointmentsOutside(input.salonId, input.date, input.ranges)
	if (outside) {
		const message = appointmentsOutsideMessage(input.date, outside, !input.ranges.length)
		throw new AppError('conflict', message, { confirmed: message })
	}
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
