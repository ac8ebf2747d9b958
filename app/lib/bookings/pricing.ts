/**
 * A treatment's price and length for one dog: the dog's weight class sets the base, its coat may add
 * minutes and euros. Classes and coats are the ones the /hondentrimboek calculator shows.
 */
export const WEIGHT_CLASSES = ['klein', 'middel', 'groot'] as const
export type WeightClass = (typeof WEIGHT_CLASSES)[number]

export const WEIGHT_CLASS_LABELS: Record<WeightClass, string> = {
	klein: 'Klein (tot 10 kg)',
	middel: 'Middel (10 tot 25 kg)',
	groot: 'Groot (boven 25 kg)',
}

export const COAT_TYPES = ['kort', 'lang', 'krullend', 'ruwhaar', 'dubbel'] as const
export type CoatType = (typeof COAT_TYPES)[number]

export const COAT_TYPE_LABELS: Record<CoatType, string> = {
	kort: 'Kort',
	lang: 'Lang',
	krullend: 'Krullend',
	ruwhaar: 'Ruwhaar',
	dubbel: 'Dubbele vacht',
}

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
