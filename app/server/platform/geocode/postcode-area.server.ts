import type { Point } from '../../../lib/search/distance'

/** The centre of the known salons in one 4-digit postcode area, and how many there are. */
export type AreaCentroid = Point & { count: number }

/** Sums over every area whose code starts with one prefix: the weighted centre without a pass over the areas. */
type PrefixSums = { lat: number; lng: number; count: number }

/**
 * Every prefix of every area ('1', '10', '101', '1012') with its sums, built once per loaded set of
 * areas: a search by postcode then looks up four prefixes instead of reading all areas four times
 * (a few thousand entries, and as many short-lived objects, per search).
 */
const prefixIndexes = new WeakMap<ReadonlyMap<string, AreaCentroid>, Map<string, PrefixSums>>()

function prefixIndex(areas: ReadonlyMap<string, AreaCentroid>): Map<string, PrefixSums> {
	const known = prefixIndexes.get(areas)
	if (known) return known
	const index = new Map<string, PrefixSums>()
	for (const [code, area] of areas) {
		for (let length = 1; length <= code.length; length++) {
			const prefix = code.slice(0, length)
			const sums = index.get(prefix) ?? { lat: 0, lng: 0, count: 0 }
			sums.lat += area.lat * area.count
			sums.lng += area.lng * area.count
			sums.count += area.count
			index.set(prefix, sums)
		}
	}
	prefixIndexes.set(areas, index)
	return index
}

/**
 * The centre for a 4-digit postcode from the known areas: the area itself when it has salons,
 * otherwise the weighted centre of all areas sharing the longest known prefix ('1019' → '101x').
 */
export function postcodeCentre(pc4: string, areas: ReadonlyMap<string, AreaCentroid>): (Point & { matched: string }) | undefined {
	const index = prefixIndex(areas)
	for (let length = 4; length >= 1; length--) {
		const prefix = pc4.slice(0, length)
		const sums = index.get(prefix)
		if (sums && sums.count > 0) return { lat: sums.lat / sums.count, lng: sums.lng / sums.count, matched: prefix }
	}
	return undefined
}
