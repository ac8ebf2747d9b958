/**
 * In-process memo for data that changes rarely (cities, postcode areas). Entries live `ttlMs` at
 * most, so a change made through another app instance shows within that time; a change made here
 * can call `clearCaches()` to show at once.
 */
const clearers = new Set<() => void>()

export function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
	let entry: { value: Promise<T>; expires: number } | undefined
	clearers.add(() => (entry = undefined))
	return () => {
		const now = Date.now()
		if (!entry || entry.expires <= now) {
			const value = load()
			entry = { value, expires: now + ttlMs }
			// A failed load must not be remembered.
			value.catch(() => (entry = undefined))
		}
		return entry.value
	}
}

export function clearCaches() {
	for (const clear of clearers) clear()
}
