import { and, asc, eq, gte, lt, ne } from 'drizzle-orm'
import type { Actor } from '../accounts/actor.server'
import { accountsByIds } from '../accounts/lookups.server'
import { db } from '../platform/db/client.server'
import { ownedSalonIds, salonById, salonsByIds } from '../salons/lookups.server'
import { authorize } from '../salons/permissions.server'
import { appointments, bookingDateOverrides, bookingSettings, treatments } from './tables.server'
import { addDays, mondayOf } from '~/lib/bookings/agenda'
import { DEFAULT_BOOKING_RULES } from '~/lib/bookings/appointments'
import { amsterdamDate, amsterdamInstant } from '~/lib/bookings/free-times'
import { isPlaceholderEmail } from '~/lib/accounts/phone'

/** The salon the Agenda shows: the one asked for (when the owner's), else the owner's first by name (none without salons). */
async function agendaSalonId(actor: Actor, asked: number | null): Promise<number | undefined> {
	if (asked !== null) {
		await authorize(actor, 'salon:edit:own', asked)
		return asked
	}
	const user = await authorize(actor, 'account:act')
	const owned = await salonsByIds(db(), await ownedSalonIds(db(), user.id))
	const [first] = owned.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
	return first?.id
}

/**
 * The owner's Agenda of one salon: its rules (the defaults before the first save), its treatments,
 * its coming date overrides, and its appointments of this week and the next (Monday to Sunday in
 * Amsterdam) that are not cancelled, with the online dog owner's address and confirmed number.
 */
export async function ownerAgenda(actor: Actor, askedSalonId: number | null, now = new Date()) {
	const salonId = await agendaSalonId(actor, askedSalonId)
	if (salonId === undefined) return null
	const executor = db()
	const today = amsterdamDate(now)
	const monday = mondayOf(today)
	const from = amsterdamInstant(monday, 0)!
	const until = amsterdamInstant(addDays(monday, 14), 0)!
	const [salon, [settings], offered, overrides, rows] = await Promise.all([
		salonById(executor, salonId),
		executor.select().from(bookingSettings).where(eq(bookingSettings.salon_id, salonId)),
		executor
			.select({ id: treatments.id, name: treatments.name, pricing: treatments.pricing })
			.from(treatments)
			.where(and(eq(treatments.salon_id, salonId), eq(treatments.active, true)))
			.orderBy(asc(treatments.position), asc(treatments.id)),
		executor
			.select({ date: bookingDateOverrides.date, ranges: bookingDateOverrides.ranges })
			.from(bookingDateOverrides)
			.where(and(eq(bookingDateOverrides.salon_id, salonId), gte(bookingDateOverrides.date, today)))
			.orderBy(asc(bookingDateOverrides.date)),
		executor
			.select()
			.from(appointments)
			.where(
				and(
					eq(appointments.salon_id, salonId),
					ne(appointments.status, 'cancelled'),
					gte(appointments.starts_at, from),
					lt(appointments.starts_at, until),
				),
			)
			.orderBy(asc(appointments.starts_at)),
	])
	const userIds = [...new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])))]
	const accounts = userIds.length ? await accountsByIds(executor, userIds) : []
	const contactOf = new Map(
		accounts.map((account) => [
			account.id,
			{ email: isPlaceholderEmail(account.email) ? null : account.email, phone: account.phoneVerified ? account.phone : null },
		]),
	)
	const rules = settings ?? {
		enabled: false,
		buffer_minutes: DEFAULT_BOOKING_RULES.bufferMinutes,
		notice_minutes: DEFAULT_BOOKING_RULES.noticeMinutes,
		horizon_days: DEFAULT_BOOKING_RULES.horizonDays,
		step_minutes: DEFAULT_BOOKING_RULES.stepMinutes,
		cancel_hours: DEFAULT_BOOKING_RULES.cancelHours,
		approve_first: false,
		calendar_token: null,
	}
	return {
		salon: { id: salonId, name: salon!.name, openingHours: salon!.opening_hours ?? [] },
		settings: {
			enabled: rules.enabled,
			bufferMinutes: rules.buffer_minutes,
			noticeHours: Math.round(rules.notice_minutes / 60),
			horizonDays: rules.horizon_days,
			stepMinutes: rules.step_minutes,
			cancelHours: rules.cancel_hours,
			approveFirst: rules.approve_first,
		},
		calendarToken: rules.calendar_token,
		treatments: offered,
		overrides,
		weekStart: monday,
		appointments: rows.map((row) => ({
			id: row.id,
			kind: row.kind,
			status: row.status,
			date: amsterdamDate(row.starts_at),
			startsAt: row.starts_at.toISOString(),
			endsAt: row.ends_at.toISOString(),
			past: row.starts_at <= now,
			treatmentName: row.treatment_name,
			dogName: row.dog_name,
			breed: row.breed,
			weightKg: row.weight_kg,
			coat: row.coat,
			dogNotes: row.dog_notes,
			clientNote: row.client_note,
			priceCents: row.price_cents,
			contact: row.user_id ? (contactOf.get(row.user_id) ?? null) : null,
		})),
	}
}

export type OwnerAgenda = NonNullable<Awaited<ReturnType<typeof ownerAgenda>>>
export type AgendaAppointment = OwnerAgenda['appointments'][number]
