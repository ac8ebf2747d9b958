import {
	COAT_TYPE_LABELS,
	COAT_TYPES as BOOKING_COAT_TYPES,
	WEIGHT_CLASS_NAMES,
	WEIGHT_CLASS_RANGES,
	WEIGHT_CLASSES as BOOKING_WEIGHT_CLASSES,
	type CoatType,
	type WeightClass,
} from '~/lib/bookings/pricing'

/**
 * The price calculator demo on /hondentrimboek: an example price and duration per weight class
 * and coat type, within the FAQ's ranges (small 35-60, medium 50-80, large 70-120 euro).
 */
export const WEIGHT_CLASSES = BOOKING_WEIGHT_CLASSES.map((value) => ({
	value,
	label: WEIGHT_CLASS_NAMES[value],
	range: WEIGHT_CLASS_RANGES[value],
}))

export const COAT_TYPES = BOOKING_COAT_TYPES.map((value) => ({ value, label: COAT_TYPE_LABELS[value] }))

export type { CoatType, WeightClass }
export type Estimate = { price: number; minutes: number }

const TABLE: Record<WeightClass, Record<CoatType, Estimate>> = {
	klein: {
		kort: { price: 35, minutes: 45 },
		lang: { price: 50, minutes: 75 },
		krullend: { price: 60, minutes: 90 },
		ruwhaar: { price: 50, minutes: 75 },
		dubbel: { price: 45, minutes: 60 },
	},
	middel: {
		kort: { price: 50, minutes: 60 },
		lang: { price: 65, minutes: 90 },
		krullend: { price: 80, minutes: 105 },
		ruwhaar: { price: 65, minutes: 90 },
		dubbel: { price: 70, minutes: 90 },
	},
	groot: {
		kort: { price: 70, minutes: 75 },
		lang: { price: 95, minutes: 120 },
		krullend: { price: 120, minutes: 150 },
		ruwhaar: { price: 90, minutes: 120 },
		dubbel: { price: 110, minutes: 135 },
	},
}

export function estimateGrooming(weight: WeightClass, coat: CoatType): Estimate {
	return TABLE[weight][coat]
}

/** A weight class from a URL parameter; the first class for anything unknown. */
export function parseWeightClass(value: string | null | undefined): WeightClass {
	return WEIGHT_CLASSES.find((option) => option.value === value)?.value ?? BOOKING_WEIGHT_CLASSES[0]
}

/** A coat type from a URL parameter; the first type for anything unknown. */
export function parseCoatType(value: string | null | undefined): CoatType {
	return COAT_TYPES.find((option) => option.value === value)?.value ?? BOOKING_COAT_TYPES[0]
}

// Made on first use: the first Dutch number format costs the browser tens of milliseconds.
let euro: Intl.NumberFormat | undefined

export function formatEuro(amount: number): string {
	euro ??= new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
	return euro.format(amount)
}
