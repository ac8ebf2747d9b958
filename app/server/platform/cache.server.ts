type Entry<T> = { value: Promise<T>; expires: number; tag?: string }
export type KeyedOptions<A extends unknown[], T> = {
	/** What tells two calls apart; all arguments by default. */
	key?: (...args: A) => unknown[]
	/** Even without a change, a load is asked again after this long. */
	ttlMs?: number
	/** Past it the oldest entries are forgotten first. */
	maxEntries?: number
	/** A moment the answer stops being true by itself (a session's expiry). */
	validUntil?: (value: T) => number
	/** Whether an answer may be shared at all (one that depends on who asked may not). */
	keep?: (value: T) => boolean
	/** What the answer is about (one salon's agenda), so that `forgetTagged` drops it alone. */
	tag?: (...args: A) => string
}

/**
 * Memos per argument list that are switched on, off and forgotten together, by whoever knows when
 * what they remember changes (the change feed, see public-change.server.ts). Off, they only pass
 * loads through. The promise is remembered, so concurrent requests share one load, and a forget
 * during a load keeps its answer out. A failed load is not remembered. Callers must not change what
 * they get.
 */
export class MemoGroup {
	private enabled = false
	private readonly memos = new Set<Map<string, Entry<unknown>>>()

	/** Forgets everything, either way. */
	switch(on: boolean) {
		this.enabled = on
		this.forget()
	}

	forget() {
		for (const entries of this.memos) entries.clear()
	}

	/** Forgets the answers whose `tag` is this one, in every memo of the group, and keeps the rest. */
	forgetTagged(tag: string) {
		for (const entries of this.memos) for (const [key, entry] of entries) if (entry.tag === tag) entries.delete(key)
	}

	/** How many answers the group's memos hold. */
	get size() {
		let size = 0
		for (const entries of this.memos) size += entries.size
		return size
	}

	keyed<A extends unknown[], T>(load: (...args: A) => Promise<T>, options: KeyedOptions<A, T> = {}) {
		const {
			key: keyOf = (...args: A) => args,
			ttlMs = 60_000,
			maxEntries = 1_000,
			validUntil = () => Infinity,
			keep = () => true,
			tag,
		} = options
		const entries = new Map<string, Entry<T>>()
		this.memos.add(entries)
		return (...args: A): Promise<T> => {
			if (!this.enabled) return load(...args)
			const key = JSON.stringify(keyOf(...args))
			const now = Date.now()
			const hit = entries.get(key)
			if (hit && hit.expires > now) return hit.value
			const entry: Entry<T> = { value: load(...args), expires: now + ttlMs, tag: tag?.(...args) }
			entries.delete(key)
			forgetExpired(entries, now)
			if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
			entries.set(key, entry)
			const drop = () => entries.get(key) === entry && entries.delete(key)
			entry.value.then((value) => {
				entry.expires = Math.min(entry.expires, validUntil(value))
				if (!keep(value)) drop()
			}, drop)
			return entry.value
		}
	}
}

/**
 * Drops the expired entries at the front (the oldest), so that answers asked for once, such as a
 * search for one postcode, do not stay in memory until the size bound pushes them out.
 */
function forgetExpired(entries: Map<string, Entry<unknown>>, now: number) {
	for (const [key, entry] of entries) {
		if (entry.expires > now) return
		entries.delete(key)
	}
}

/**
 * What public pages read (a city's page of salons, a salon, a search), so that a signed-in visitor's
 * page, which is rendered every time, does not ask the database again. Dropped with the rendered
 * pages on every public change; `ttlMs` bounds what ends by the clock, such as a featured period.
 */
export const publicData = new MemoGroup()

/**
 * Data that changes rarely (cities, postcode areas), always remembered: an entry lives `ttlMs` at
 * most, so a change made through another app instance shows within that time; the change feed and
 * a change made here call `clearCaches()` to show it at once.
 */
const rarelyChanging = new MemoGroup()
rarelyChanging.switch(true)

export function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
	return rarelyChanging.keyed(load, { ttlMs })
}

export function clearCaches() {
	rarelyChanging.forget()
}
