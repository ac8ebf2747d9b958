/**
 * The featured placement's plans: the one definition that the owners' page, the dashboard's plan
 * cards and the checkout read. Amounts are in euro cents.
 */
export const FEATURED_PLANS = {
	monthly: { id: 'monthly', label: 'Maandelijks', amountCents: 1195, interval: 'month', perLabel: 'per maand' },
	yearly: { id: 'yearly', label: 'Jaarlijks', amountCents: 9995, interval: 'year', perLabel: 'per jaar' },
} as const

export type PlanId = keyof typeof FEATURED_PLANS
/** The plans' ids in their order ('monthly', 'yearly'): the schema's column, the forms and the plan cards. */
export const PLAN_IDS = Object.keys(FEATURED_PLANS) as [PlanId, ...PlanId[]]
export type FeaturedPlan = (typeof FEATURED_PLANS)[PlanId]

/** At most this many live placements per city. */
export const MAX_FEATURED_PER_CITY = 3

/** The yearly plan's saving against twelve monthly payments, rounded down to whole percents (30%). */
export function yearlySavingPercent(): number {
	const twelveMonths = FEATURED_PLANS.monthly.amountCents * 12
	return Math.floor(((twelveMonths - FEATURED_PLANS.yearly.amountCents) / twelveMonths) * 100)
}

let euro: Intl.NumberFormat | undefined

/** '€ 11,95' (with a non-breaking space): an amount in cents in Dutch notation. */
export function formatEuro(cents: number): string {
	// Made once: a number format is costly to make, and a page formats dozens of prices.
	euro ??= new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
	return euro.format(cents / 100)
}

/** What an owner reads when the payment provider cannot be reached (Dutch for the old English texts). */
export const CHECKOUT_FAILED = 'Het aanmaken van het abonnement is mislukt. Probeer het opnieuw.'
export const PORTAL_FAILED = 'De abonnementsomgeving kon niet worden geopend. Probeer het opnieuw.'

/** A city whose three places are taken (live, or held by a checkout). */
export const NO_SLOTS = 'Geen uitgelichte posities beschikbaar in deze stad (maximum 3 per stad)'

/** 'pending': a slot held for a checkout (until reserved_until) that becomes 'active' once paid. */
export const PLACEMENT_STATUSES = ['pending', 'active', 'paused', 'expired', 'cancelled'] as const
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number]
/** The statuses the admin's featured tab filters and counts by: a held checkout is not a placement yet. */
export const ADMIN_PLACEMENT_STATUSES = PLACEMENT_STATUSES.filter((status) => status !== 'pending')
export type AdminPlacementStatus = (typeof ADMIN_PLACEMENT_STATUSES)[number]
