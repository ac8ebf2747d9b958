import { and, eq } from 'drizzle-orm'
import type { Actor } from '../accounts/actor.server'
import { db, SQL_STATES, sqlState, type Transaction } from '../platform/db/client.server'
import { conflict, invalid } from '../platform/errors.server'
import { authorize } from '../salons/permissions.server'
import { ensureBookingSettings } from './agenda-settings.server'
import { appointments, treatments } from './tables.server'
import type { BlockInput, PhoneAppointmentInput } from '~/lib/bookings/agenda-schema'
import { amsterdamInstant, occupiedUntil } from '~/lib/bookings/free-times'

export const TIME_MESSAGES = {
	overlap: 'Deze tijd overlapt met een andere afspraak of blokkade. Kies een andere tijd.',
	skipped: 'Deze tijd bestaat niet op die dag: de klok gaat dan een uur vooruit. Kies een andere tijd.',
	past: 'Kies een tijd in de toekomst.',
	treatmentGone: 'Deze behandeling bestaat niet (meer).',
} as const

/** The instant a date and wall-clock time in Amsterdam name, refused when it does not exist or has passed. */
function startOf(input: { date: string; time: number }, now: Date): Date {
	const start = amsterdamInstant(input.date, input.time)
	if (!start) throw invalid(TIME_MESSAGES.skipped, { time: TIME_MESSAGES.skipped })
	if (start <= now) throw invalid(TIME_MESSAGES.past, { time: TIME_MESSAGES.past })
	return start
}

/** Writes a time into the agenda; the exclusion constraint refuses one that overlaps a time not cancelled. */
async function insertTime(work: (tx: Transaction) => Promise<number>) {
	try {
		return await db().transaction(work)
	} catch (error) {
		if (sqlState(error) === SQL_STATES.exclusionViolation) throw conflict(TIME_MESSAGES.overlap)
		throw error
	}
}

/** 'Tijd blokkeren': a time the owner keeps free (no buffer: the owner chose its length), so the site never offers it. */
export async function addBlock(actor: Actor, input: BlockInput, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	const start = startOf(input, now)
	return insertTime(async (tx) => {
		const end = occupiedUntil(start, input.minutes, 0)
		const [row] = await tx
			.insert(appointments)
			.values({ salon_id: input.salonId, kind: 'block', client_note: input.note, starts_at: start, ends_at: end, occupied_until: end })
			.returning({ id: appointments.id })
		return row!.id
	})
}

/** 'Telefonische afspraak': an appointment the owner took by phone, with the salon's buffer after it like any appointment. */
export async function addPhoneAppointment(actor: Actor, input: PhoneAppointmentInput, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	const start = startOf(input, now)
	return insertTime(async (tx) => {
		const settings = await ensureBookingSettings(tx, input.salonId, now)
		let treatment: { id: number; name: string } | undefined
		if (input.treatmentId) {
			;[treatment] = await tx
				.select({ id: treatments.id, name: treatments.name })
				.from(treatments)
				.where(and(eq(treatments.id, input.treatmentId), eq(treatments.salon_id, input.salonId), eq(treatments.active, true)))
			if (!treatment) throw conflict(TIME_MESSAGES.treatmentGone)
		}
		const [row] = await tx
			.insert(appointments)
			.values({
				salon_id: input.salonId,
				kind: 'phone',
				client_note: [input.clientName, input.clientPhone].filter(Boolean).join(', '),
				dog_name: input.dogName,
				dog_notes: input.note,
				treatment_id: treatment?.id ?? null,
				treatment_name: treatment?.name ?? null,
				starts_at: start,
				ends_at: occupiedUntil(start, input.minutes, 0),
				occupied_until: occupiedUntil(start, input.minutes, settings.buffer_minutes),
			})
			.returning({ id: appointments.id })
		return row!.id
	})
}
