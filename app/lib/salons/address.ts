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
