/**
 * A dog's coat, one list wherever a coat is asked, kept or shown: a saved dog, a booking (whose
 * treatments may add minutes and euros per coat) and Plek aanvragen.
 */
export const COAT_TYPES = ['kort', 'lang', 'krullend', 'ruwhaar', 'dubbel'] as const
export type CoatType = (typeof COAT_TYPES)[number]

export const COAT_TYPE_LABELS: Record<CoatType, string> = {
	kort: 'Kort',
	lang: 'Lang',
	krullend: 'Krullend',
	ruwhaar: 'Ruwhaar',
	dubbel: 'Dubbele vacht',
}
