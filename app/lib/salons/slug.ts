/** URL slug for a salon name: lower case ASCII words joined by hyphens ('Café de Poedel' → 'cafe-de-poedel'). */
export function slugify(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/&/g, ' en ')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
}

/** City slug as the spec defines it: the name in lower case with whitespace runs as hyphens. */
export function citySlug(name: string): string {
	return name.trim().toLowerCase().replace(/\s+/g, '-')
}

/** City name guessed from a slug when there is no city record: hyphens as spaces, words capitalised. */
export function cityNameFromSlug(slug: string): string {
	return slug
		.split('-')
		.filter(Boolean)
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1))
		.join(' ')
}

/** A purely numeric salon parameter is an id, anything else a slug. */
export function parseSalonParam(param: string): { id: number } | { slug: string } {
	return /^\d+$/.test(param) ? { id: Number(param) } : { slug: param }
}
