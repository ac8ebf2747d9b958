import type { CoatType } from './coats'

/** A saved dog's rhythm: every so many weeks, from 2 to 26 (twice a year); none is 'Geen vast ritme'. */
export const RHYTHM_WEEKS = { min: 2, max: 26 } as const

/** The weeks the form offers: every week up to 12, then every two weeks up to half a year. */
export const RHYTHM_CHOICES: readonly number[] = [
	...Array.from({ length: 11 }, (_, index) => index + 2),
	...Array.from({ length: 7 }, (_, index) => 14 + index * 2),
]

export const NO_RHYTHM_LABEL = 'Geen vast ritme'

/**
 * The rhythm a coat suggests, as the site's advice on how often to go has it: a growing or curly coat
 * and a long one every 4 to 8 weeks (6), a wire coat plucked every 8 to 12 (10), a double coat combed
 * out every 8 to 12 and more in the moult (12), a short coat 2 to 4 times a year (16).
 */
export const SUGGESTED_RHYTHM: Record<CoatType, number> = {
	krullend: 6,
	lang: 6,
	ruwhaar: 10,
	dubbel: 12,
	kort: 16,
}

/** 'Elke 6 weken', or 'Geen vast ritme'. */
export function rhythmText(weeks: number | null): string {
	return weeks === null ? NO_RHYTHM_LABEL : `Elke ${weeks} weken`
}
