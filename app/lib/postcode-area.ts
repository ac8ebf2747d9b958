import type { Point } from './distance'

/** The centre of the known salons in one 4-digit postcode area, and how many there are. */
export type AreaCentroid = Point & { count: number }

/**
 * The centre for a 4-digit postcode from the known areas: the area itself when it has salons,
 * otherwise the weighted centre of all areas sharing the longest known prefix ('1019' → '101x').
 */
export function postcodeCentre(pc4: string, areas: ReadonlyMap<string, AreaCentroid>): (Point & { matched: string }) | undefined {
	for (let length = 4; length >= 1; length--) {
		const prefix = pc4.slice(0, length)
		let lat = 0
		let lng = 0
		let count = 0
		for (const [code, area] of areas) {
			if (!code.startsWith(prefix)) continue
			lat += area.lat * area.count
			lng += area.lng * area.count
			count += area.count
		}
		if (count > 0) return { lat: lat / count, lng: lng / count, matched: prefix }
	}
	return undefined
}
