import { amsterdamMoment } from './free-times'
import type { CoatType, TreatmentPricing, WeightClass } from './pricing'

/**
 * The first free time a public page shows of a bookable salon is the one for its first treatment (the one
 * its booking page lists first), for a dog of the chosen weight class with a short coat: the coat that
 * asks no extra time of most treatments, so the time is the one most dogs of that class can have.
 */
export const FIRST_FREE_COAT: CoatType = 'kort'
/** The weight class a page asks for when its visitor chose none. */
export const DEFAULT_FIRST_FREE_CLASS: WeightClass = 'middel'

/** How long the first treatment takes for that class and the short coat. */
export function firstFreeMinutes(pricing: TreatmentPricing, weightClass: WeightClass): number {
	return pricing.prices[weightClass].minutes + (pricing.coatExtras[FIRST_FREE_COAT]?.minutes ?? 0)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** 'vandaag 14:30', 'morgen 10:00', otherwise 'woensdag 9 december 10:00': Amsterdam's dates and clock. */
export function firstFreeMoment(start: Date, now: Date): string {
	const moment = amsterdamMoment(start)
	const today = amsterdamMoment(now).date
	// Noon keeps the next day's date whatever the clock change does to one day's length.
	const tomorrow = amsterdamMoment(new Date(Date.parse(`${today}T12:00:00Z`) + DAY_MS)).date
	const day = moment.date === today ? 'vandaag' : moment.date === tomorrow ? 'morgen' : moment.label
	return `${day} ${moment.time}`
}

/** The line of a bookable salon's page and card: 'Eerst vrij: morgen 10:00', or that no time is free online. */
export function firstFreeLine(start: Date | null, now: Date): string {
	return start ? `Eerst vrij: ${firstFreeMoment(start, now)}` : NO_FREE_TIME
}
export const NO_FREE_TIME = 'Online nu geen tijd vrij'
