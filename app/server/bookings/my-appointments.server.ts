import { and, asc, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Actor } from '../accounts/actor.server'
import { authorize } from '../accounts/permissions.server'
import type { Executor } from '../platform/db/client.server'
import { preparedQuery } from '../platform/db/prepared.server'
import { salonRows } from '../salons/lookups.server'
import { appointments, bookingSettings } from './tables.server'
import { DEFAULT_BOOKING_RULES } from '~/lib/bookings/appointments'
import { cancellableAt, cancelDeadline } from '~/lib/bookings/my-appointments'
import { salonPath } from '~/lib/common/paths'
import { formatPhone } from '~/lib/accounts/phone'

/** How many past and cancelled appointments 'Eerdere afspraken' lists, newest first. */
const EARLIER_LIMIT = 20
const COMING_LIMIT = 100

const salon = salonRows().as('salon')

/** An appointment as the dog owner and the mails about it read it: the salon, the time, the dog and the salon's deadline. */
const columns = {
	id: appointments.id,
	status: appointments.status,
	cancelledBy: appointments.cancelled_by,
	cancelReason: appointments.cancel_reason,
	userId: appointments.user_id,
	startsAt: appointments.starts_at,
	endsAt: appointments.ends_at,
	treatment: appointments.treatment_name,
	dogName: appointments.dog_name,
	weightKg: appointments.weight_kg,
	priceCents: appointments.price_cents,
	salonId: salon.id,
	salonName: salon.name,
	salonSlug: salon.slug,
	salonAddress: salon.formatted_address,
	salonPhone: salon.phone_number,
	salonOwnerId: salon.owner_id,
	cancelHours: bookingSettings.cancel_hours,
	seriesId: appointments.series_id,
	seriesWeeks: appointments.series_weeks,
}

/** Appointments with their salon and its cancellation deadline (null when the salon has no rules), to narrow down. */
const appointmentRows = (executor: Executor) =>
	executor
		.select(columns)
		.from(appointments)
		.innerJoin(salon, eq(salon.id, appointments.salon_id))
		.leftJoin(bookingSettings, eq(bookingSettings.salon_id, appointments.salon_id))

type Row = Awaited<ReturnType<ReturnType<typeof appointmentRows>['execute']>>[number]
/** The rows with the salon's deadline (the default without rules) and its number as the site shows every number. */
const withDeadline = (rows: Row[]) =>
	rows.map((row) => ({
		...row,
		salonPhone: row.salonPhone ? formatPhone(row.salonPhone) : null,
		cancelHours: row.cancelHours ?? DEFAULT_BOOKING_RULES.cancelHours,
	}))

/** The appointments matching `where`, with their salon and its cancellation deadline (the default when the salon has no rules). */
export async function appointmentsWhere(executor: Executor, where: SQL | undefined, order: SQL[], limit: number) {
	return withDeadline(
		await appointmentRows(executor)
			.where(where)
			.orderBy(...order)
			.limit(limit),
	)
}

export type AppointmentRow = Awaited<ReturnType<typeof appointmentsWhere>>[number]

/** What Mijn afspraken shows of one appointment; `cancellable` says whether 'Annuleren' is offered now. */
function shown(row: AppointmentRow, now: Date) {
	return {
		id: row.id,
		status: row.status,
		/** The salon's reason when it cancelled (the dog owner knows their own). */
		cancelledBySalon: row.status === 'cancelled' && row.cancelledBy === 'salon' ? { reason: row.cancelReason } : null,
		startsAt: row.startsAt,
		treatment: row.treatment,
		dogName: row.dogName,
		weightKg: row.weightKg,
		priceCents: row.priceCents,
		salon: {
			name: row.salonName,
			path: salonPath({ id: row.salonId, slug: row.salonSlug }),
			address: row.salonAddress,
			phone: row.salonPhone,
		},
		cancellable: cancellableAt(row, now),
		deadline: cancelDeadline(row.startsAt, row.cancelHours),
		seriesId: row.seriesId,
		seriesWeeks: row.seriesWeeks,
	}
}

export type MyAppointment = ReturnType<typeof shown>

/**
 * Mijn afspraken: the account's coming appointments (waiting for the salon or booked), nearest first,
 * and its earlier ones (past, cancelled, not kept), newest first. Only the account's own rows.
 */
export async function myAppointments(actor: Actor, now = new Date()) {
	const user = await authorize(actor, 'account:act')
	const [coming, earlier] = await Promise.all([comingOf().execute({ userId: user.id, now }), earlierOf().execute({ userId: user.id, now })])
	return { coming: withDeadline(coming).map((row) => shown(row, now)), earlier: withDeadline(earlier).map((row) => shown(row, now)) }
}

/** Mijn afspraken's two lists, prepared: the dog owner opens the page again after each cancel. */
const own = eq(appointments.user_id, sql.placeholder('userId'))
const comingOf = preparedQuery((database) =>
	appointmentRows(database)
		.where(and(own, inArray(appointments.status, ['requested', 'booked']), gt(appointments.starts_at, sql.placeholder('now'))))
		.orderBy(asc(appointments.starts_at))
		.limit(COMING_LIMIT)
		.prepare('my_coming_appointments'),
)
const earlierOf = preparedQuery((database) =>
	appointmentRows(database)
		.where(and(own, or(lte(appointments.starts_at, sql.placeholder('now')), inArray(appointments.status, ['cancelled', 'no_show']))))
		.orderBy(desc(appointments.starts_at))
		.limit(EARLIER_LIMIT)
		.prepare('my_earlier_appointments'),
)
