/** A salon's website as a safe link target: http(s) only, https added when the protocol is missing. */
export function websiteHref(website: string | null | undefined): string | undefined {
	const text = website?.trim()
	if (!text) return undefined
	const withProtocol = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`
	try {
		const url = new URL(withProtocol)
		return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
	} catch {
		return undefined
	}
}

/** The website as shown: without protocol, 'www.' and trailing slash. */
export function displayWebsite(website: string): string {
	return website
		.trim()
		.replace(/^https?:\/\//i, '')
		.replace(/^www\./i, '')
		.replace(/\/$/, '')
}

/** A tel: link with only digits and a leading plus, or undefined without digits. */
export function phoneHref(phone: string | null | undefined): string | undefined {
	const digits = (phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
	return /\d/.test(digits) ? `tel:${digits}` : undefined
}

/** Directions to a salon in the visitor's map app (Google Maps), by position or else by address. */
export function directionsHref(salon: { latitude?: number | null; longitude?: number | null; formatted_address?: string | null }) {
	const destination =
		salon.latitude != null && salon.longitude != null ? `${salon.latitude},${salon.longitude}` : salon.formatted_address?.trim()
	return destination ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}` : undefined
}
