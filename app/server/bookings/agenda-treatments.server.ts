import { and, eq, sql } from 'drizzle-orm'
import type { Actor } from '../accounts/actor.server'
import { db } from '../platform/db/client.server'
import { conflict, notFound } from '../platform/errors.server'
import { setOnlineBooking } from '../salons/online-booking.server'
import { authorize } from '../salons/permissions.server'
import { activeTreatmentCount, ensureBookingSettings } from './agenda-settings.server'
import { bookingSettings, treatments } from './tables.server'
import { MAX_TREATMENTS, type TreatmentInput } from '~/lib/bookings/agenda-schema'

export const TREATMENT_MESSAGES = {
	notFound: 'Deze behandeling bestaat niet (meer).',
	tooMany: `Je kunt maximaal ${MAX_TREATMENTS} behandelingen online aanbieden. Verwijder er eerst een.`,
} as const

/**
 * 'Behandeling toevoegen', or 'Opslaan' of one the salon offers: its name and its minutes and price per
 * weight class and coat. Appointments already made keep their own copy of the name and price.
 */
export async function saveTreatment(actor: Actor, input: TreatmentInput) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	return db().transaction(async (tx) => {
		// The settings row is the salon's lock: two adds at once cannot pass the limit together.
		await ensureBookingSettings(tx, input.salonId)
		if (input.treatmentId) {
			const [changed] = await tx
				.update(treatments)
				.set({ name: input.name, pricing: input.pricing, updatedAt: new Date() })
				.where(and(eq(treatments.id, input.treatmentId), eq(treatments.salon_id, input.salonId), eq(treatments.active, true)))
				.returning({ id: treatments.id })
			if (!changed) throw notFound(TREATMENT_MESSAGES.notFound)
			return changed.id
		}
		if ((await activeTreatmentCount(tx, input.salonId)) >= MAX_TREATMENTS) throw conflict(TREATMENT_MESSAGES.tooMany)
		const [added] = await tx
			.insert(treatments)
			.values({
				salon_id: input.salonId,
				name: input.name,
				pricing: input.pricing,
				position: sql`(select coalesce(max(position) + 1, 0) from treatments where salon_id = ${input.salonId})`,
			})
			.returning({ id: treatments.id })
		return added!.id
	})
}

/**
 * 'Verwijderen': the treatment is no longer offered; appointments that name it keep it. Without any
 * treatment left, online booking turns off (nothing could be booked).
 */
export async function retireTreatment(actor: Actor, input: { salonId: number; treatmentId: number }) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	await db().transaction(async (tx) => {
		await ensureBookingSettings(tx, input.salonId)
		const [retired] = await tx
			.update(treatments)
			.set({ active: false, updatedAt: new Date() })
			.where(and(eq(treatments.id, input.treatmentId), eq(treatments.salon_id, input.salonId), eq(treatments.active, true)))
			.returning({ id: treatments.id })
		if (!retired) throw notFound(TREATMENT_MESSAGES.notFound)
		if ((await activeTreatmentCount(tx, input.salonId)) === 0) {
			await tx.update(bookingSettings).set({ enabled: false }).where(eq(bookingSettings.salon_id, input.salonId))
			await setOnlineBooking(tx, input.salonId, false)
		}
	})
}
