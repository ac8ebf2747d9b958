import { COAT_TYPE_LABELS, COAT_TYPES, type CoatType } from '../dogs/coats'
import { formatEuro } from '../featured/featured-plans'

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

type Dog = { weightKg: number; coat: CoatType }

/** The price as its parts: the weight class's minutes and cents, the coat's extra when the treatment asks one for it, and the sum. */
export function priceParts(treatment: TreatmentPricing, dog: Dog) {
	const weightClass = weightClassOf(dog.weightKg)
	const base = treatment.prices[weightClass]
	const coatExtra = treatment.coatExtras[dog.coat] ?? null
	return {
		weightClass,
		base,
		coatExtra,
		minutes: base.minutes + (coatExtra?.minutes ?? 0),
		cents: base.cents + (coatExtra?.cents ?? 0),
	}
}
export type PriceParts = ReturnType<typeof priceParts>

/** The weight class's minutes and cents, plus the coat's extra when the treatment asks one for it. */
export function priceForDog(treatment: TreatmentPricing, dog: Dog): Cost & { weightClass: WeightClass } {
	const { weightClass, minutes, cents } = priceParts(treatment, dog)
	return { weightClass, minutes, cents }
}

/** 'Een vacht kan de prijs verhogen: krullend € 15,00 extra.': the coats a treatment asks more for, or null when none. */
export function coatExtrasLine(treatment: TreatmentPricing): string | null {
	const extras = COAT_TYPES.flatMap((coat) => {
		const extra = treatment.coatExtras[coat]
		return extra?.cents ? [`${COAT_TYPE_LABELS[coat].toLowerCase()} ${formatEuro(extra.cents)} extra`] : []
	})
	return extras.length ? `Een vacht kan de prijs verhogen: ${extras.join(', ')}.` : null
}
