import { and, asc, eq, gte, notInArray } from 'drizzle-orm'
import type { LinkHolder } from '../accounts/actor.server'
import { db } from '../platform/db/client.server'
import { salonById } from '../salons/lookups.server'
import { inAgendaOf, ownersAgenda } from './agenda-owner.server'
import { appointmentUid } from './calendar-event.server'
import { appointments, bookingSettings } from './tables.server'
import { weightText } from '~/lib/dogs/dogs'
import { icsCalendar, type IcsEvent } from '~/lib/bookings/ics'
import { COAT_TYPE_LABELS } from '~/lib/bookings/pricing'

const FEED_PAST_DAYS = 30

/** A feed event: the treatment and the dog, and for the groomer the breed, weight, coat and notes; never how to reach the dog owner (the URL may leak). */
function feedEvent(row: typeof appointments.$inferSelect): IcsEvent {
	const summary =
		row.kind === 'block'
			? `Geblokkeerd${row.client_note ? `: ${row.client_note}` : ''}`
			: [row.treatment_name ?? 'Afspraak', row.dog_name].filter(Boolean).join(' – ')
	const description =
		row.kind === 'block'
			? null
			: [
					row.breed ? `Ras: ${row.breed}` : null,
					row.weight_kg !== null ? `Gewicht: ${weightText(row.weight_kg)}` : null,
					row.coat ? `Vacht: ${COAT_TYPE_LABELS[row.coat]}` : null,
					row.dog_notes ? `Notities: ${row.dog_notes}` : null,
					row.status === 'requested' ? 'Wacht op je goedkeuring' : null,
				]
					.filter(Boolean)
					.join('\n') || null
	return {
		uid: appointmentUid(row.id),
		start: row.starts_at,
		end: row.ends_at,
		summary,
		description,
		requested: row.status === 'requested',
	}
}

/**
 * The salon's agenda as an iCalendar file for the owner's calendar app, found by the feed's secret:
 * the appointments and blocks of the last 30 days and all coming ones, neither cancelled nor a time held
 * for the waiting list (it becomes an event once booked), of the agenda of the salon's owner of the
 * moment. Undefined for a token no salon has (also an old one after renewal)
 * and for the link an earlier owner made.
 */
export async function calendarFeed(_holder: LinkHolder, { token }: { token: string }, now = new Date()): Promise<string | undefined> {
	if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined
	const executor = db()
	const [settings] = await executor
		.select()
		.from(bookingSettings)
		.where(and(eq(bookingSettings.calendar_token, token), ownersAgenda))
	if (!settings) return undefined
	const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000)
	const [salon, rows] = await Promise.all([
		salonById(executor, settings.salon_id),
		executor
			.select()
			.from(appointments)
			.where(
				and(
					eq(appointments.salon_id, settings.salon_id),
					notInArray(appointments.status, ['cancelled', 'offered']),
					gte(appointments.starts_at, since),
				),
			)
			.orderBy(asc(appointments.starts_at)),
	])
	const events = rows.filter((row) => inAgendaOf(settings, row)).map(feedEvent)
	return icsCalendar(events, { name: `Agenda van ${salon!.name}`, now })
}
