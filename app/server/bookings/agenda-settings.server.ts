import { and, count, eq } from 'drizzle-orm'
import type { Actor } from '../accounts/actor.server'
import { db, type Executor, type Transaction } from '../platform/db/client.server'
import { conflict } from '../platform/errors.server'
import { newSecretToken } from '../platform/secret-tokens.server'
import { setOnlineBooking } from '../salons/online-booking.server'
import { salonById } from '../salons/lookups.server'
import { closeAgenda, OWNER_CHANGED_REASON } from './agenda-appointments.server'
import { isOwnersAgenda } from './agenda-owner.server'
import { authorize } from '../salons/permissions.server'
import { bookingSettings, treatments } from './tables.server'
import type { BookingSettingsInput } from '~/lib/bookings/agenda-schema'
import { DEFAULT_BOOKING_RULES, type BookingRulesInMinutes } from '~/lib/bookings/appointments'

export const SETTINGS_MESSAGES = {
	noTreatments: 'Voeg eerst minstens één behandeling toe; daarna kun je online afspraken aanzetten.',
} as const

/** A salon's settings with these rules (the defaults unless given), booking off until the owner turns it on. */
export const settingsRow = (salonId: number, ownerId: string | null, rules: BookingRulesInMinutes = DEFAULT_BOOKING_RULES) => ({
	salon_id: salonId,
	owner_id: ownerId,
	buffer_minutes: rules.bufferMinutes,
	notice_minutes: rules.noticeMinutes,
	horizon_days: rules.horizonDays,
	step_minutes: rules.stepMinutes,
	cancel_hours: rules.cancelHours,
})

/**
 * The salon's settings row, locked, made with the default rules (booking off) when it has none yet. A
 * row left by an earlier owner is closed first (when the change of owner did not close it) and becomes
 * the new owner's: booking off, no calendar link, and an agenda that starts now.
 */
export async function ensureBookingSettings(tx: Transaction, salonId: number, now = new Date()) {
	const salon = await salonById(tx, salonId)
	await tx.insert(bookingSettings).values(settingsRow(salonId, salon!.owner_id)).onConflictDoNothing()
	const [settings] = await tx.select().from(bookingSettings).where(eq(bookingSettings.salon_id, salonId)).for('update')
	if (isOwnersAgenda(settings!, salon!)) return settings!
	await closeAgenda(tx, salonId, OWNER_CHANGED_REASON, now)
	const [taken] = await tx
		.update(bookingSettings)
		.set({ owner_id: salon!.owner_id, agenda_since: now, updatedAt: now })
		.where(eq(bookingSettings.salon_id, salonId))
		.returning()
	return taken!
}

/** How many treatments the salon offers now. */
export async function activeTreatmentCount(executor: Executor, salonId: number) {
	const [row] = await executor
		.select({ count: count() })
		.from(treatments)
		.where(and(eq(treatments.salon_id, salonId), eq(treatments.active, true)))
	return row!.count
}

/**
 * 'Online afspraken' and the rules, in one transaction with the salon's flag that its card, its page
 * and the directory filter read. Booking turns on only with at least one treatment on offer.
 */
export async function saveBookingSettings(actor: Actor, input: BookingSettingsInput) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	await db().transaction(async (tx) => {
		await ensureBookingSettings(tx, input.salonId)
		if (input.enabled && (await activeTreatmentCount(tx, input.salonId)) === 0) throw conflict(SETTINGS_MESSAGES.noTreatments)
		await tx
			.update(bookingSettings)
			.set({
				enabled: input.enabled,
				buffer_minutes: input.bufferMinutes,
				notice_minutes: input.noticeHours * 60,
				horizon_days: input.horizonDays,
				step_minutes: input.stepMinutes,
				cancel_hours: input.cancelHours,
				approve_first: input.approveFirst,
				series_horizon_weeks: input.seriesHorizonWeeks,
				offer_to_waiting_list: input.offerToWaitingList,
				updatedAt: new Date(),
			})
			.where(eq(bookingSettings.salon_id, input.salonId))
		await setOnlineBooking(tx, input.salonId, input.enabled)
	})
}

/** 'Link maken' and 'Nieuwe link maken': a new secret for the calendar feed, and whether it replaced a link, which stops working. */
export async function renewCalendarToken(actor: Actor, input: { salonId: number }) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	const token = newSecretToken()
	const replaced = await db().transaction(async (tx) => {
		const settings = await ensureBookingSettings(tx, input.salonId)
		await tx
			.update(bookingSettings)
			.set({ calendar_token: token, updatedAt: new Date() })
			.where(eq(bookingSettings.salon_id, input.salonId))
		return settings.calendar_token !== null
	})
	return { token, replaced }
}
