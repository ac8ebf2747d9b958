/** Hero badge: over 1000 is capped, a known count is shown, no data shows 500+. */
export function salonCountBadge(count: number | undefined): string {
	if (count !== undefined && count > 1000) return 'Meer dan 1000 trimsalons'
	if (count !== undefined && count > 0) return `${count} Trimsalons`
	return 'Meer dan 500 trimsalons'
}

/** The 'meer dan N' figure in the home description: N up to 1000, 1000 above, 500 without data. */
export function salonCountFigure(count: number | undefined): number {
	if (count === undefined || count <= 0) return 500
	return Math.min(count, 1000)
}
