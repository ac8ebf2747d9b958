import { formatDecimal } from '../common/dutch-number'

export type Point = { lat: number; lng: number }

export const EARTH_RADIUS_KM = 6371

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in kilometres (haversine); the SQL in the search module uses the same formula. */
export function haversineKm(a: Point, b: Point): number {
	const dLat = radians(b.lat - a.lat)
	const dLng = radians(b.lng - a.lng)
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
	return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** '350 m' below one kilometre, '2,4 km' below ten, '17 km' above. */
export function formatDistance(km: number): string {
	if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`
	if (km < 10) return `${formatDecimal(km)} km`
	return `${Math.round(km)} km`
}
