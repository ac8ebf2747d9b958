/** The longest search text that is used; longer input is cut, never refused. */
export const MAX_QUERY_LENGTH = 100

// Words that carry no meaning in a salon search; Dutch full text drops them too.
const STOPWORDS = new Set(['de', 'het', 'een', 'en', 'van', 'in', 'op', 'te', 't', 's', 'bij', 'voor', 'aan', 'the', 'by', 'and'])
const MAX_WORDS = 6

// Control characters (PostgreSQL refuses NUL in text) and the replacement character of bad UTF-8.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\ufffd]/g

/** User input as a searchable string: no control characters, single spaces, at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(raw: unknown): string {
	if (typeof raw !== 'string') return ''
	const text = raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim()
	return Array.from(text).slice(0, MAX_QUERY_LENGTH).join('').trim()
}

/** Lower case without accents ('Café' → 'cafe'), the form the database compares with immutable_unaccent(lower(x)). */
export function foldText(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
}

/**
 * The words a text search must match, each [a-z0-9] only: folded, stop words dropped, a glued
 * postcode ('1012ab') split the way addresses store it ('1012', 'ab').
 */
export function searchWords(text: string): string[] {
	const tokens = foldText(text)
		.replace(/\b(\d{4})([a-z]{2})\b/g, '$1 $2')
		.split(/[^a-z0-9]+/)
		.filter((word) => word && !STOPWORDS.has(word))
	return [...new Set(tokens)].slice(0, MAX_WORDS)
}

export type ParsedQuery =
	{ kind: 'empty' } | { kind: 'postcode'; pc4: string; postcode?: string } | { kind: 'text'; text: string; folded: string; words: string[] }

const POSTCODE = /^([1-9]\d{3})[\s-]*([a-z]{2})?$/i

/** What a location query is: nothing, a Dutch postcode (4 digits, letters optional, any spacing, a dash or case), or text. */
export function parseQuery(raw: unknown): ParsedQuery {
	const text = cleanQuery(raw)
	if (!text) return { kind: 'empty' }
	const postcode = POSTCODE.exec(text)
	if (postcode) {
		const pc4 = postcode[1]!
		return postcode[2] ? { kind: 'postcode', pc4, postcode: `${pc4} ${postcode[2].toUpperCase()}` } : { kind: 'postcode', pc4 }
	}
	const words = searchWords(text)
	return { kind: 'text', text, folded: foldText(text), words }
}

/**
 * One key for the same search however it was typed: `4723 AB`, `4723ab` and `4723-ab` are one
 * postcode, and text differs only in case (the search itself compares in lower case).
 */
export function searchKey(query: ParsedQuery): string {
	if (query.kind === 'empty') return ''
	if (query.kind === 'postcode') return query.postcode ?? query.pc4
	return query.text.toLowerCase()
}
