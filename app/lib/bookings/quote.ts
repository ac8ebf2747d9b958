import type { CoatType } from '../dogs/coats'
import type { FreeDay } from './free-times'
import { priceParts, type TreatmentPricing } from './pricing'

/**
 * What the second step shows for one dog: the treatment's price for it and its parts (the weight
 * class's, the coat's extra), the salon's cancellation hours, when it was computed (for the rule of a
 * near time) and the free start times per day, as instants (ISO) with their Amsterdam clock time.
 */
export function bookingQuote(input: {
	treatment: { id: number; name: string; pricing: TreatmentPricing }
	dog: { weightKg: number; coat: CoatType }
	days: FreeDay[]
	cancelHours: number
	now: Date
}) {
	const { weightClass, minutes, cents, base, coatExtra } = priceParts(input.treatment.pricing, input.dog)
	return {
		treatment: { id: input.treatment.id, name: input.treatment.name },
		price: { weightClass, minutes, cents },
		parts: { base, coatExtra },
		weightKg: input.dog.weightKg,
		cancelHours: input.cancelHours,
		quotedAt: input.now.toISOString(),
		days: input.days.map((day) => ({ ...day, times: day.times.map((time) => ({ start: time.start.toISOString(), time: time.time })) })),
	}
}
export type BookingQuote = ReturnType<typeof bookingQuote>
