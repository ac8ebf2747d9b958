/**
 * Bookable salons in the order 'Eerst vrij': the soonest first free time first, then those without one;
 * salons with the same time, and those without, keep the order they came in (the list's own).
 */
export function soonestFirst(salonIds: readonly number[], firstFree: ReadonlyMap<number, Date | null>): number[] {
	const at = (id: number) => firstFree.get(id)?.getTime() ?? Infinity
	return salonIds
		.map((id, index) => ({ id, index, at: at(id) }))
		.sort((a, b) => a.at - b.at || a.index - b.index)
		.map(({ id }) => id)
}
