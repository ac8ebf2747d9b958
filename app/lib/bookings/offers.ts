import { formatEuro } from '../featured/featured-plans'
import { WEIGHT_CLASSES, type TreatmentPricing } from './pricing'

/** A treatment a bookable salon offers online, as public pages show it: its name and lowest price. */
export type TreatmentOffer = { name: string; fromCents: number }

/** A treatment's lowest price: its cheapest weight class, before any coat's extra. */
export function fromCents(pricing: TreatmentPricing): number {
	return Math.min(...WEIGHT_CLASSES.map((weightClass) => pricing.prices[weightClass].cents))
}

/** 'Volledige trimbeurt vanaf € 45,00'. */
export const offerLine = (offer: TreatmentOffer) => `${offer.name} vanaf ${formatEuro(offer.fromCents)}`
