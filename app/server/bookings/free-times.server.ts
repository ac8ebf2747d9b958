import { and, asc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { salonById } from '../salons/lookups.server'
import { ownersAgenda } from './agenda-owner.server'
import { appointments, bookingDateOverrides, bookingSettings, bookingWeeklyBreaks, freedTimes } from './tables.server'
import { freeTimes, type FreeDay, type WeeklyBreak } from '~/lib/bookings/free-times'

const DAY_MS = 24 * 60 * 60 * 1000

/** A salon's booking rules, when it takes online bookings now: its owner of the moment turned them on. */
export async function openBookingSettings(executor: Executor, salonId: number) {
	const [settings] = await executor
		.select()
		.from(bookingSettings)
		.where(and(eq(bookingSettings.salon_id, salonId), eq(bookingSettings.enabled, true), ownersAgenda))
	return settings
}

/** The salon's weekly breaks: every day's first, then by weekday and time. */
export async function weeklyBreaksOf(executor: Executor, salonId: number): Promise<(WeeklyBreak & { id: number })[]> {
	return executor
		.select({
			id: bookingWeeklyBreaks.id,
			weekday: bookingWeeklyBreaks.weekday,
			start: bookingWeeklyBreaks.start_minutes,
			end: bookingWeeklyBreaks.end_minutes,
		})
		.from(bookingWeeklyBreaks)
		.where(eq(bookingWeeklyBreaks.salon_id, salonId))
		.orderBy(sql`${bookingWeeklyBreaks.weekday} asc nulls first`, asc(bookingWeeklyBreaks.start_minutes), asc(bookingWeeklyBreaks.id))
}

type Settings = NonNullable<Awaited<ReturnType<typeof openBookingSettings>>>

/**
 * The free start times of a salon for an appointment of `minutes`: its opening hours and date
 * overrides, less its weekly breaks, every time an appointment or block that is not cancelled
 * occupies (with its buffer) and every freed time its waiting list may still take, but for the one
 * being offered (`offering`, a freed time's id); through the salon's horizon unless told another (a
 * series looks further), on every day or only on the dates asked (`onDates`).
 */
export async function freeTimesOf(
	executor: Executor,
	settings: Settings,
	minutes: number,
	now: Date,
	{
		horizonDays = settings.horizon_days,
		offering,
		onDates,
	}: { horizonDays?: number; offering?: number; onDates?: ReadonlySet<string> } = {},
): Promise<FreeDay[]> {
	const salon = await salonById(executor, settings.salon_id)
	if (!salon) return []
	const until = new Date(now.getTime() + (horizonDays + 1) * DAY_MS)
	// One query after the other: the executor may be the booking's transaction, whose one connection runs one query at a time.
	const overrides = await executor
		.select({ date: bookingDateOverrides.date, ranges: bookingDateOverrides.ranges })
		.from(bookingDateOverrides)
		.where(eq(bookingDateOverrides.salon_id, salon.id))
	const breaks = await weeklyBreaksOf(executor, salon.id)
	const busy = await executor
		.select({ start: appointments.starts_at, end: appointments.occupied_until })
		.from(appointments)
		.where(
			and(
				eq(appointments.salon_id, salon.id),
				ne(appointments.status, 'cancelled'),
				gt(appointments.occupied_until, now),
				lt(appointments.starts_at, until),
			),
		)
		.orderBy(asc(appointments.starts_at))
	const held = await executor
		.select({ start: freedTimes.starts_at, end: freedTimes.ends_at })
		.from(freedTimes)
		.where(
			and(
				eq(freedTimes.salon_id, salon.id),
				isNull(freedTimes.settled_at),
				offering === undefined ? undefined : ne(freedTimes.id, offering),
				gt(freedTimes.ends_at, now),
			),
		)
	return freeTimes({
		openingLines: salon.opening_hours,
		overrides,
		breaks,
		busy: [...busy, ...held],
		minutes,
		rules: {
			bufferMinutes: settings.buffer_minutes,
			noticeMinutes: settings.notice_minutes,
			horizonDays,
			stepMinutes: settings.step_minutes,
		},
		now,
		onDates,
	})
}
