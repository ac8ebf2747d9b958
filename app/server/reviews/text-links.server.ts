/** Top-level domains that are no Dutch word: any name before them is an address. */
const ADDRESS_TLDS = new Set(
	(
		'nl be eu com net org biz io co tv cc ly to gg ai xyz dev tech icu click ws tk su ' +
		'fr uk es it pt at ch pl se dk fi ie lu cz ru ua cn us au frl amsterdam gent brussels vlaanderen store'
	).split(' '),
)

/**
 * Top-level domains that are also Dutch words. They count only in lower case or capitals ('blij.De
 * hond' is a missing space), after a dot ('op het punt de deur' is Dutch), and not after one letter
 * or an abbreviation ('o.a.de', 'bijv.de').
 */
const WORD_TLDS = new Set('de nu me ca info app shop online site website page club blog fun live link top pro space'.split(' '))
const ABBREVIATIONS = new Set('bijv enz evt ca incl excl nr vgl zgn resp ong etc mvg vs'.split(' '))

/** A scheme (also defanged as hxxp) or 'www' anywhere. */
const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\/|\bh(?:tt|xx)ps?\b|\bwww\b/i

/**
 * A name, then a dot in any disguise ('.', ' . ', '(.)', '[dot]', ' punt '), then a top-level
 * domain: only looked ahead at, so in 'shop.evil.de' the domain 'evil' is the next name.
 */
const DOTTED =
	/(?<![\p{L}\p{N}-])(?<name>[\p{L}\p{N}][\p{L}\p{N}-]*)(?:(?<dot>\.|\s+\.\s*|\s*[([{<]\s*(?:\.|dot|punt)\s*[)\]}>]\s*)|(?<word>\s+(?:dot|punt)\s+))(?=(?<tld>\p{L}{2,})(?![\p{L}\p{N}]))/giu

function isAddress({ name, dot, tld }: { name: string; dot?: string; tld: string }) {
	const lower = tld.toLowerCase()
	if (ADDRESS_TLDS.has(lower)) return true
	if (!WORD_TLDS.has(lower)) return false
	const plainCase = tld === lower || tld === tld.toUpperCase()
	return plainCase && dot !== undefined && name.length > 1 && !ABBREVIATIONS.has(name.toLowerCase())
}

/** A web address or a bare domain in a text, also disguised ('evil(.)nl', 'evil punt nl', 'hxxp://'): such a review waits for an admin. */
export function containsLink(text: string): boolean {
	if (SCHEME.test(text)) return true
	for (const match of text.matchAll(DOTTED)) {
		const { name, dot, tld } = match.groups!
		if (isAddress({ name: name!, dot, tld: tld! })) return true
	}
	return false
}
