import type { CoatType } from '../dogs/coats'

/**
 * A treatment's price and length for one dog: the dog's weight class sets the base, its coat may add
 * minutes and euros. The /hondentrimboek calculator shows the same classes and coats.
 */
export const WEIGHT_CLASSES = ['klein', 'middel', 'groot'] as const
export type WeightClass = (typeof WEIGHT_CLASSES)[number]

export const WEIGHT_CLASS_NAMES: Record<WeightClass, string> = { klein: 'Klein', middel: 'Middel', groot: 'Groot' }
/** The weights of each class, as weightClassOf draws the lines. */
export const WEIGHT_CLASS_RANGES: Record<WeightClass, string> = { klein: 'tot 10 kg', middel: '10 tot 25 kg', groot: 'boven 25 kg' }

// A dog's coat is the dogs domain's; booking names it as before.
export { COAT_TYPES, COAT_TYPE_LABELS, type CoatType } from '../dogs/coats'

export type Cost = { minutes: number; cents: number }
export type TreatmentPricing = { prices: Record<WeightClass, Cost>; coatExtras: Partial<Record<CoatType, Cost>> }

/** Up to and including 10 kg is small, up to and including 25 kg medium, above that large. */
export function weightClassOf(weightKg: number): WeightClass {
	if (weightKg <= 10) return 'klein'
	if (weightKg <= 25) return 'middel'
	return 'groot'
}

/** The weight class's minutes and cents, plus the coat's extra when the treatment asks one for it. */
export function priceForDog(treatment: TreatmentPricing, dog: { weightKg: number; coat: CoatType }): Cost & { weightClass: WeightClass } {
	const weightClass = weightClassOf(dog.weightKg)
	const base = treatment.prices[weightClass]
	const extra = treatment.coatExtras[dog.coat] ?? { minutes: 0, cents: 0 }
	return { weightClass, minutes: base.minutes + extra.minutes, cents: base.cents + extra.cents }
}
