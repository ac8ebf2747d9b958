/** services_nl arrives as an array or as a string holding a JSON array; anything else is no services. */
export function parseServices(value: unknown): string[] {
	let list = value
	if (typeof value === 'string') {
		try {
			list = JSON.parse(value)
		} catch {
			return []
		}
	}
	if (!Array.isArray(list)) return []
	return list
		.filter((item): item is string => typeof item === 'string')
		.map((item) => item.trim())
		.filter(Boolean)
}

/** Rating as a number or numeric string; anything unreadable is 0. */
export function parseRating(value: unknown): number {
	const rating = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
	return Number.isFinite(rating) ? rating : 0
}
