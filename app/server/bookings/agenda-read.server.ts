import { and, asc, count, eq, gt, gte, inArray, lt, ne, or, isNull, sql } from 'drizzle-orm'
import type { Actor } from '../accounts/actor.server'
import { rhythmKey, rhythmsOf } from '../dogs/dogs.server'
import { accountsByIds } from '../accounts/lookups.server'
import { db } from '../platform/db/client.server'
import { preparedQuery } from '../platform/db/prepared.server'
import { ownedSalonFacts, salonById, type SalonFacts } from '../salons/lookups.server'
import { authorize } from '../salons/permissions.server'
import { inAgendaOf, isOwnersAgenda, ownersAgenda } from './agenda-owner.server'
import { settingsRow } from './agenda-settings.server'
import { weeklyBreaksOf } from './free-times.server'
import { appointments, bookingDateOverrides, bookingSettings, treatments } from './tables.server'
import { addDays, mondayOf } from '~/lib/bookings/agenda'
import { amsterdamDate, amsterdamInstant } from '~/lib/bookings/free-times'
import { isPlaceholderEmail } from '~/lib/accounts/phone'
import { visitHistoryBefore, type EarlierVisit } from '~/lib/bookings/visit-history'
import { DEFAULT_SERIES_HORIZON_WEEKS } from '~/lib/bookings/series'

/** The salon the Agenda shows: the one asked for (when the owner's), else the owner's first by name (none without salons). */
async function agendaSalon(actor: Actor, asked: number | null): Promise<SalonFacts | undefined> {
	if (asked !== null) {
		await authorize(actor, 'salon:edit:own', asked)
		return salonById(db(), asked)
	}
	const user = await authorize(actor, 'account:act')
	const [first] = (await ownedSalonFacts(user.id)).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
	return first
}

/** The Agenda's reads of one salon, prepared: the owner opens this page again after every change. */
const settingsOf = preparedQuery((database) =>
	database
		.select()
		.from(bookingSettings)
		.where(eq(bookingSettings.salon_id, sql.placeholder('salonId')))
		.prepare('agenda_settings'),
)
const treatmentsOf = preparedQuery((database) =>
	database
		.select({ id: treatments.id, name: treatments.name, pricing: treatments.pricing })
		.from(treatments)
		.where(and(eq(treatments.salon_id, sql.placeholder('salonId')), eq(treatments.active, true)))
		.orderBy(asc(treatments.position), asc(treatments.id))
		.prepare('agenda_treatments'),
)
const overridesOf = preparedQuery((database) =>
	database
		.select({ date: bookingDateOverrides.date, ranges: bookingDateOverrides.ranges })
		.from(bookingDateOverrides)
		.where(and(eq(bookingDateOverrides.salon_id, sql.placeholder('salonId')), gte(bookingDateOverrides.date, sql.placeholder('today'))))
		.orderBy(asc(bookingDateOverrides.date))
		.prepare('agenda_overrides'),
)
const appointmentsOf = preparedQuery((database) =>
	database
		.select()
		.from(appointments)
		.where(
			and(
				eq(appointments.salon_id, sql.placeholder('salonId')),
				ne(appointments.status, 'cancelled'),
				gte(appointments.starts_at, sql.placeholder('from')),
				lt(appointments.starts_at, sql.placeholder('until')),
			),
		)
		.orderBy(asc(appointments.starts_at))
		.prepare('agenda_appointments'),
)
const waitingOf = preparedQuery((database) =>
	database
		.select()
		.from(appointments)
		.where(
			and(
				eq(appointments.salon_id, sql.placeholder('salonId')),
				eq(appointments.status, 'requested'),
				gt(appointments.starts_at, sql.placeholder('now')),
			),
		)
		.orderBy(asc(appointments.respond_by), asc(appointments.starts_at))
		.prepare('agenda_waiting'),
)

/**
 * The earlier online visits of these dog owners at the salon, kept or not come, in this owner's agenda only
 * (from `since` on, when the salon became theirs), grouped per account.
 */
async function earlierVisitsOf(salonId: number, userIds: string[], since: Date | null, now: Date) {
	const rows = await db()
		.select({
			userId: appointments.user_id,
			startsAt: appointments.starts_at,
			status: appointments.status,
			dogName: appointments.dog_name,
			dogNotes: appointments.dog_notes,
		})
		.from(appointments)
		.where(
			and(
				eq(appointments.salon_id, salonId),
				inArray(appointments.user_id, userIds),
				inArray(appointments.status, ['booked', 'no_show']),
				lt(appointments.starts_at, now),
				since ? gte(appointments.starts_at, since) : undefined,
			),
		)
	const byUser = new Map<string, EarlierVisit[]>()
	for (const { userId, status, ...visit } of rows)
		byUser.set(userId!, [...(byUser.get(userId!) ?? []), { ...visit, status: status === 'no_show' ? 'no_show' : 'booked' }])
	return byUser
}

type Contact = { name: string | null; email: string | null; phone: string | null }

/**
 * How the owner reaches an online dog owner: the account's name and address, and the number given for
 * this booking before the account's confirmed one.
 */
const contactFor = (account: Contact | undefined, bookingPhone: string | null): Contact | null =>
	account ? { ...account, phone: bookingPhone ?? account.phone } : null

/** The salon's settings row when it is this owner's agenda, and its rules, treatments and coming dates that differ as the owner reads them. */
async function agendaRules(actor: Actor, askedSalonId: number | null, now: Date) {
	const salon = await agendaSalon(actor, askedSalonId)
	if (!salon) return null
	const salonId = salon.id
	const [[row], offered, overrides, breaks] = await Promise.all([
		settingsOf().execute({ salonId }),
		treatmentsOf().execute({ salonId }),
		overridesOf().execute({ salonId, today: amsterdamDate(now) }),
		weeklyBreaksOf(db(), salonId),
	])
	const settings = row && isOwnersAgenda(row, salon) ? row : undefined
	const rules = settings ?? {
		...settingsRow(salonId, null),
		enabled: false,
		approve_first: false,
		offer_to_waiting_list: true,
		calendar_token: null,
		series_horizon_weeks: DEFAULT_SERIES_HORIZON_WEEKS,
	}
	return {
		row: settings,
		salon: { id: salonId, name: salon.name, openingHours: salon.opening_hours ?? [] },
		settings: {
			enabled: rules.enabled,
			bufferMinutes: rules.buffer_minutes,
			noticeHours: Math.round(rules.notice_minutes / 60),
			horizonDays: rules.horizon_days,
			stepMinutes: rules.step_minutes,
			cancelHours: rules.cancel_hours,
			approveFirst: rules.approve_first,
			seriesHorizonWeeks: rules.series_horizon_weeks,
			offerToWaitingList: rules.offer_to_waiting_list,
		},
		calendarToken: rules.calendar_token,
		treatments: offered,
		overrides,
		breaks,
	}
}

/** The Agenda's pages without the appointments: the rules, treatments and dates that differ (an earlier owner's rules are not this owner's). */
export async function ownerAgendaRules(actor: Actor, askedSalonId: number | null, now = new Date()) {
	const found = await agendaRules(actor, askedSalonId, now)
	if (!found) return null
	const { row: _row, ...rules } = found
	return rules
}

type AppointmentRow = typeof appointments.$inferSelect

/**
 * The appointments as the owner reads them: with the online dog owner's name, address and number (the
 * one given for this booking first), and their earlier visits in this owner's agenda (from `since` on).
 */
async function shownAppointments(rows: AppointmentRow[], agenda: { salonId: number; since: Date | null }, now: Date) {
	const userIds = [...new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])))]
	const [accounts, earlier, rhythms] = userIds.length
		? await Promise.all([accountsByIds(db(), userIds), earlierVisitsOf(agenda.salonId, userIds, agenda.since, now), rhythmsOf(userIds)])
		: [[], new Map<string, EarlierVisit[]>(), new Map<string, number>()]
	const contactOf = new Map(
		accounts.map((account) => [
			account.id,
			{
				name: account.fullName || account.name || null,
				email: isPlaceholderEmail(account.email) ? null : account.email,
				phone: account.phoneVerified ? account.phone : null,
			},
		]),
	)
	return rows.map((row) => ({
		id: row.id,
		kind: row.kind,
		status: row.status,
		date: amsterdamDate(row.starts_at),
		startsAt: row.starts_at.toISOString(),
		endsAt: row.ends_at.toISOString(),
		past: row.starts_at <= now,
		respondBy: row.respond_by?.toISOString() ?? null,
		treatmentName: row.treatment_name,
		dogName: row.dog_name,
		breed: row.breed,
		weightKg: row.weight_kg,
		coat: row.coat,
		dogNotes: row.dog_notes,
		clientNote: row.client_note,
		priceCents: row.price_cents,
		// An offer the dog owner has not taken yet shares none of their details with the salon.
		contact: row.user_id && row.status !== 'offered' ? contactFor(contactOf.get(row.user_id), row.client_phone) : null,
		history: row.user_id ? visitHistoryBefore(earlier.get(row.user_id) ?? [], row.starts_at) : null,
		seriesId: row.series_id,
		seriesWeeks: row.series_weeks,
		// The dog's rhythm as its owner saved it: what 'Volgende afspraak plannen' proposes.
		rhythmWeeks: row.user_id && row.dog_name ? (rhythms.get(rhythmKey(row.user_id, row.dog_name)) ?? null) : null,
		// 'Volgende afspraak plannen': an online booking, coming or kept, of a treatment the salon has.
		plannable: row.kind === 'online' && row.status === 'booked' && row.treatment_id !== null,
	}))
}

/**
 * The owner's Agenda of one salon: its rules (the defaults before the first save), its treatments, its
 * coming date overrides and weekly breaks, its appointments of two weeks from the Monday `week` (this week without one;
 * Monday to Sunday in Amsterdam) that are not cancelled, and every coming request that waits for the
 * owner's approval; of this owner's agenda only (none from before the salon became theirs).
 */
export async function ownerAgenda(actor: Actor, asked: { salonId: number | null; week?: string | null }, now = new Date()) {
	const found = await agendaRules(actor, asked.salonId, now)
	if (!found) return null
	const { row: settings, ...shown } = found
	const salonId = shown.salon.id
	const monday = asked.week ?? mondayOf(amsterdamDate(now))
	const from = amsterdamInstant(monday, 0)!
	const until = amsterdamInstant(addDays(monday, 14), 0)!
	// An agenda left by an earlier owner is not this owner's: none of its appointments.
	const [read, waiting] = settings
		? await Promise.all([appointmentsOf().execute({ salonId, from, until }), waitingOf().execute({ salonId, now })])
		: [[], []]
	const mine = (rows: AppointmentRow[]) => rows.filter((appointment) => inAgendaOf(settings!, appointment))
	const agenda = { salonId, since: settings?.agenda_since ?? null }
	const [appointmentsShown, waitingShown] = await Promise.all([
		shownAppointments(mine(read), agenda, now),
		shownAppointments(mine(waiting), agenda, now),
	])
	return { ...shown, weekStart: monday, appointments: appointmentsShown, waiting: waitingShown }
}

/** How many coming first bookings wait for this owner's approval, in all their salons' agendas. */
export async function requestsWaitingFor(actor: Actor, now = new Date()): Promise<number> {
	const user = await authorize(actor, 'account:act')
	const [row] = await db()
		.select({ waiting: count() })
		.from(appointments)
		.innerJoin(bookingSettings, eq(bookingSettings.salon_id, appointments.salon_id))
		.where(
			and(
				eq(appointments.status, 'requested'),
				gt(appointments.starts_at, now),
				eq(bookingSettings.owner_id, user.id),
				ownersAgenda,
				or(isNull(bookingSettings.agenda_since), gte(appointments.starts_at, bookingSettings.agenda_since)),
			),
		)
	return row?.waiting ?? 0
}

export type OwnerAgenda = NonNullable<Awaited<ReturnType<typeof ownerAgenda>>>
export type AgendaAppointment = OwnerAgenda['appointments'][number]
