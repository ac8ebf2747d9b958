import { foldText } from '../../lib/search/search-text'

/** Edit distance with adjacent transpositions counted as one typo ('Amsterdma' → 'Amsterdam' is 1). */
export function editDistance(a: string, b: string): number {
	const rows = Array.from({ length: a.length + 1 }, (_, i) =>
		Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
	)
	for (let i = 1; i <= a.length; i++) {
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1
			let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1)
			rows[i]![j] = best
		}
	}
	return rows[a.length]![b.length]!
}

/** How many typos a word of this length may have and still match: none up to 3 letters, one up to 6, two above. */
export function allowedTypos(length: number): number {
	return length <= 3 ? 0 : length <= 6 ? 1 : 2
}

/** Letters and digits only, folded: "'s-Hertogenbosch" and "s hertogenbosch" compare equal. */
export function compactText(text: string): string {
	return foldText(text).replace(/[^a-z0-9]/g, '')
}

/** The place a whole query names: an exact match first, else the closest one within the allowed typos. */
export function matchPlace<T extends { name: string }>(query: string, candidates: readonly T[]): T | undefined {
	const wanted = compactText(query)
	if (!wanted) return undefined
	let best: { place: T; distance: number } | undefined
	for (const place of candidates) {
		const name = compactText(place.name)
		const distance = name === wanted ? 0 : editDistance(wanted, name)
		if (distance > allowedTypos(name.length)) continue
		if (!best || distance < best.distance) best = { place, distance }
	}
	return best?.place
}

let collator: Intl.Collator | undefined
/** Dutch alphabetical order; the collator is made on first use, not when a page loads this module. */
const byLabel = (a: string, b: string) => (collator ??= new Intl.Collator('nl')).compare(a, b)

const words = (text: string) =>
	foldText(text)
		.split(/[^a-z0-9]+/)
		.filter(Boolean)

/**
 * How well a label answers a query typed so far, lower is better: 0 exact, 1 starts with it,
 * 2 a word starts with it, 3 contains it, 4 every word matches the start of a word with a few
 * typos; undefined for no match.
 */
export function matchScore(query: string, label: string): number | undefined {
	const q = foldText(query).trim()
	const l = foldText(label)
	if (!q) return undefined
	if (l === q) return 0
	if (l.startsWith(q)) return 1
	if (words(l).some((word) => word.startsWith(q))) return 2
	if (l.includes(q)) return 3
	const labelWords = words(l)
	const fuzzy = words(q).every((w) => labelWords.some((lw) => editDistance(w, lw.slice(0, w.length)) <= allowedTypos(w.length)))
	return fuzzy ? 4 : undefined
}

/** Orders candidates by match score, then weight (salon count or reviews), then label; drops non-matches. */
export function rankByMatch<T extends { label: string; weight: number }>(query: string, items: readonly T[], limit: number): T[] {
	return items
		.map((item) => ({ item, score: matchScore(query, item.label) }))
		.filter((entry): entry is { item: T; score: number } => entry.score !== undefined)
		.sort((a, b) => a.score - b.score || b.item.weight - a.item.weight || byLabel(a.item.label, b.item.label))
		.slice(0, limit)
		.map((entry) => entry.item)
}
