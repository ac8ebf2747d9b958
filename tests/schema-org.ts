/**
 * A check of a LocalBusiness's JSON-LD against schema.org's vocabulary and what Google's rich results
 * ask of a local business: every property known, of its expected type, nested types complete. Answers
 * the problems found (none: valid). Offline, so the tests need no validator service.
 */
type Data = Record<string, unknown>

const LOCAL_BUSINESS = new Set([
	'@context',
	'@type',
	'name',
	'description',
	'url',
	'image',
	'telephone',
	'email',
	'priceRange',
	'sameAs',
	'address',
	'geo',
	'openingHoursSpecification',
	'aggregateRating',
	'review',
	'makesOffer',
])
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `https://schema.org/${day}`)
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value)
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== ''
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

export function localBusinessProblems(business: Data): string[] {
	const problems: string[] = []
	const expect = (ok: boolean, problem: string) => ok || problems.push(problem)
	expect(business['@context'] === 'https://schema.org', '@context is not https://schema.org')
	expect(business['@type'] === 'LocalBusiness', '@type is not LocalBusiness')
	for (const key of Object.keys(business)) expect(LOCAL_BUSINESS.has(key), `unknown property ${key}`)
	expect(isText(business.name), 'name is missing')
	expect(isUrl(business.url), 'url is not an absolute URL')
	if (business.image !== undefined) expect(Array.isArray(business.image) && business.image.every(isUrl), 'image is not a list of URLs')
	if (business.telephone !== undefined) expect(isText(business.telephone), 'telephone is empty')
	if (business.priceRange !== undefined) expect(isText(business.priceRange) && String(business.priceRange).length <= 100, 'priceRange')
	if (business.sameAs !== undefined) expect(isUrl(business.sameAs), 'sameAs is not a URL')

	const address = business.address
	if (!isObject(address)) problems.push('address is not a PostalAddress')
	else {
		expect(address['@type'] === 'PostalAddress', 'address is not a PostalAddress')
		expect(address.addressCountry === 'NL', 'addressCountry is not NL')
		if (address.streetAddress !== undefined)
			expect(isText(address.streetAddress) && !/\b\d{4}\s?[A-Z]{2}\b/.test(String(address.streetAddress)), 'streetAddress holds a postcode')
		if (address.postalCode !== undefined) expect(/^\d{4} [A-Z]{2}$/.test(String(address.postalCode)), 'postalCode is not Dutch')
		if (address.addressLocality !== undefined) expect(isText(address.addressLocality), 'addressLocality is empty')
	}

	const geo = business.geo
	if (geo !== undefined) {
		expect(isObject(geo) && geo['@type'] === 'GeoCoordinates', 'geo is not GeoCoordinates')
		if (isObject(geo))
			expect(
				typeof geo.latitude === 'number' &&
					Math.abs(geo.latitude) <= 90 &&
					typeof geo.longitude === 'number' &&
					Math.abs(geo.longitude) <= 180,
				'geo has no valid latitude and longitude',
			)
	}

	const hours = business.openingHoursSpecification
	if (hours !== undefined) {
		if (!Array.isArray(hours)) problems.push('openingHoursSpecification is not a list')
		else
			for (const spec of hours) {
				const ok =
					isObject(spec) &&
					spec['@type'] === 'OpeningHoursSpecification' &&
					Array.isArray(spec.dayOfWeek) &&
					spec.dayOfWeek.length > 0 &&
					spec.dayOfWeek.every((day) => DAYS.includes(String(day))) &&
					CLOCK.test(String(spec.opens)) &&
					CLOCK.test(String(spec.closes)) &&
					String(spec.opens) < String(spec.closes)
				expect(ok, `openingHoursSpecification entry ${JSON.stringify(spec)}`)
			}
	}

	const rating = business.aggregateRating
	if (rating !== undefined)
		expect(
			isObject(rating) &&
				rating['@type'] === 'AggregateRating' &&
				Number(rating.ratingValue) >= 1 &&
				Number(rating.ratingValue) <= 5 &&
				Number.isInteger(rating.reviewCount) &&
				Number(rating.reviewCount) > 0,
			'aggregateRating',
		)
	if (business.review !== undefined)
		expect(
			Array.isArray(business.review) &&
				business.review.every(
					(review) =>
						isObject(review) &&
						review['@type'] === 'Review' &&
						isObject(review.author) &&
						isText(review.author.name) &&
						isObject(review.reviewRating) &&
						Number(review.reviewRating.ratingValue) >= 1,
				),
			'review',
		)
	if (business.makesOffer !== undefined)
		expect(Array.isArray(business.makesOffer) && business.makesOffer.length > 0 && business.makesOffer.every(isOffer), 'makesOffer')
	return problems
}

/** An Offer of a named Service, its price a PriceSpecification from a minimum, in euro. */
function isOffer(offer: unknown): boolean {
	if (!isObject(offer) || offer['@type'] !== 'Offer') return false
	const { itemOffered: service, priceSpecification: price } = offer
	return (
		isObject(service) &&
		service['@type'] === 'Service' &&
		isText(service.name) &&
		isObject(price) &&
		price['@type'] === 'PriceSpecification' &&
		typeof price.minPrice === 'number' &&
		price.minPrice >= 0 &&
		price.priceCurrency === 'EUR'
	)
}
