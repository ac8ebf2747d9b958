import { websiteHref } from '~/lib/salons/contact-links'
import { streetFromAddress } from '~/lib/salons/address'
import { paths } from '~/lib/common/paths'
import { breadcrumbList, localBusiness } from '~/lib/seo/structured-data'
import type { TreatmentOffer } from '~/lib/bookings/offers'

/** How many other salons of the same city the salon page shows. */
export const OTHER_SALONS = 3

type CrumbSalon = { name: string; city: string; cityPath?: string; path: string }

/** A salon's breadcrumbs: home, its city (or the directory when the city is unknown), the salon. */
export function salonCrumbs(salon: CrumbSalon) {
	const parent = salon.cityPath
		? { name: `Trimsalons in ${salon.city}`, path: salon.cityPath }
		: { name: 'Trimsalons Directory', path: paths.directory }
	return [{ name: 'Home', path: paths.home }, parent, { name: salon.name, path: salon.path }]
}

/** The text shown about a salon that has not written its own description. */
export function aboutFallback(name: string, city: string) {
	return `${name} is een trimsalon${city !== 'Onbekend' ? ` in ${city}` : ''}. De salon heeft nog geen eigen beschrijving toegevoegd. Neem contact op voor meer informatie over de behandelingen en mogelijkheden.`
}

type StructuredSalon = CrumbSalon & {
	description_nl: string | null
	formatted_address: string | null
	postal_code: string | null
	phone_number: string | null
	photos: string[]
	ownRating: number
	ownReviewCount: number
	latitude: number | null
	longitude: number | null
	website: string | null
	opening_hours: readonly string[]
}

type StructuredReview = { authorName: string; publishedAt: string | null; body: string; score: number }

/** How many of our reviews the structured data lists (the rating counts them all). */
const STRUCTURED_REVIEWS = 10

/**
 * The salon page's structured data: the business (with the treatments it offers online) and its breadcrumbs. Its rating and reviews are
 * our own reviews only; the imported score is never in it (search engines' rules for self-serving
 * and third-party reviews).
 */
export function salonStructuredData(
	siteUrl: string,
	salon: StructuredSalon,
	reviews: readonly StructuredReview[],
	offers: readonly TreatmentOffer[] = [],
) {
	return [
		localBusiness(siteUrl, {
			name: salon.name,
			description: salon.description_nl,
			address: streetFromAddress(salon.formatted_address),
			city: salon.city,
			postalCode: salon.postal_code,
			telephone: salon.phone_number,
			url: salon.path,
			images: salon.photos,
			rating: salon.ownRating,
			reviewCount: salon.ownReviewCount,
			reviews: reviews.slice(0, STRUCTURED_REVIEWS).map((review) => ({
				author: review.authorName,
				datePublished: review.publishedAt,
				body: review.body,
				score: review.score,
			})),
			latitude: salon.latitude,
			longitude: salon.longitude,
			website: websiteHref(salon.website),
			openingHours: salon.opening_hours,
			offers,
		}),
		breadcrumbList(siteUrl, salonCrumbs(salon)),
	]
}
