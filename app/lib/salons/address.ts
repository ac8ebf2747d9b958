const DUTCH_POSTCODE_PREFIX = /^\d{4}\s?[A-Za-z]{2}\b\s*/

/**
 * The city of a formatted address: strip a trailing ', Nederland', take the last
 * comma-separated part, drop a leading Dutch postcode; 'Onbekend' when nothing remains.
 */
export function cityFromAddress(address: string | null | undefined): string {
	const withoutCountry = (address ?? '').trim().replace(/,\s*Nederland$/i, '')
	const lastPart = withoutCountry.split(',').at(-1)?.trim() ?? ''
	const city = lastPart.replace(DUTCH_POSTCODE_PREFIX, '').trim()
	return city || 'Onbekend'
}

/** The Dutch postcode (as '1234 AB') in a formatted address, if any. */
export function postcodeFromAddress(address: string | null | undefined): string | undefined {
	const match = /\b(\d{4})\s?([A-Za-z]{2})\b/.exec(address ?? '')
	return match ? `${match[1]} ${match[2]!.toUpperCase()}` : undefined
}

/**
 * The street and number of a formatted address ('Kerkstraat 1, 1017 GA Amsterdam, Nederland' →
 * 'Kerkstraat 1'): everything before the last part, which holds the postcode and the city; undefined
 * when the address is only a place.
 */
export function streetFromAddress(address: string | null | undefined): string | undefined {
	const parts = (address ?? '')
		.trim()
		.replace(/,\s*Nederland$/i, '')
		.split(',')
		.map((part) => part.trim())
		.filter(Boolean)
	const street = parts.slice(0, -1).join(', ')
	return street || undefined
}
