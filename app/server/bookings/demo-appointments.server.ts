import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { freeTimesOf, openBookingSettings } from './free-times.server'
import { appointments, treatments } from './tables.server'
import { amsterdamDate, amsterdamInstant, occupiedUntil } from '~/lib/bookings/free-times'
import { priceForDog } from '~/lib/bookings/pricing'

const DAY_MS = 24 * 60 * 60 * 1000
const DOG = { dog_name: 'Bobbie', breed: 'Labradoodle', weight_kg: 12, coat: 'krullend' as const }

/**
 * The demo dog owner's appointments at one of the demo owner's salons, so Mijn afspraken and the
 * agenda have something to show: one coming that can still be cancelled (the first free time from
 * four days on) and a kept visit of ten days ago, so the salon knows this client: a series
 * ('Herhalen') can be tried there, within the limit of coming appointments.
 */
export async function seedDemoAppointments(executor: Executor, userId: string, salonId: number, now = new Date()) {
	const settings = await openBookingSettings(executor, salonId)
	const [treatment] = await executor
		.select()
		.from(treatments)
		.where(eq(treatments.salon_id, salonId))
		.orderBy(asc(treatments.position))
		.limit(1)
	if (!settings || !treatment) return
	const price = priceForDog(treatment.pricing, { weightKg: DOG.weight_kg, coat: DOG.coat })
	const free = (await freeTimesOf(executor, settings, price.minutes, now)).flatMap((day) => day.times.map((time) => time.start))
	const coming = free.find((start) => start.getTime() >= now.getTime() + 4 * DAY_MS)
	const past = amsterdamInstant(amsterdamDate(new Date(now.getTime() - 10 * DAY_MS)), 10 * 60)!
	const appointment = (start: Date) => ({
		salon_id: salonId,
		kind: 'online' as const,
		user_id: userId,
		treatment_id: treatment.id,
		treatment_name: treatment.name,
		...DOG,
		weight_class: price.weightClass,
		price_cents: price.cents,
		starts_at: start,
		ends_at: new Date(start.getTime() + price.minutes * 60_000),
		occupied_until: occupiedUntil(start, price.minutes, settings.buffer_minutes),
	})
	const rows = [
		...(coming ? [appointment(coming)] : []),
		{ ...appointment(past), createdAt: new Date(past.getTime() - 7 * DAY_MS), reminded_at: past, review_invited_at: past },
	]
	await executor.insert(appointments).values(rows)
}
