import { paths } from '~/lib/common/paths'
import { parseOpeningLine } from '~/lib/salons/opening-hours'
/** JSON-LD objects (schema.org) for the pages' meta tags; every URL absolute. */

export type Crumb = { name: string; path: string }

const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`)

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]) {
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: crumbs.map((crumb, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: crumb.name,
			item: absolute(siteUrl, crumb.path),
		})),
	}
}

/** The salons listed on one page; `offset` keeps positions counting across pages. */
export function itemList(siteUrl: string, items: readonly Crumb[], offset = 0) {
	return {
		'@context': 'https://schema.org',
		'@type': 'ItemList',
		numberOfItems: items.length,
		itemListElement: items.map((item, index) => ({
			'@type': 'ListItem',
			position: offset + index + 1,
			name: item.name,
			url: absolute(siteUrl, item.path),
		})),
	}
}

/** The site and its search box, so search engines can offer a search field for it. */
export function webSite(siteUrl: string, siteName: string) {
	return {
		'@context': 'https://schema.org',
		'@type': 'WebSite',
		name: siteName,
		url: `${siteUrl}/`,
		potentialAction: {
			'@type': 'SearchAction',
			target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}${paths.directory}?location={search_term_string}` },
			'query-input': 'required name=search_term_string',
		},
	}
}

export function faqPage(questions: readonly { question: string; answer: string }[]) {
	return {
		'@context': 'https://schema.org',
		'@type': 'FAQPage',
		mainEntity: questions.map((faq) => ({
			'@type': 'Question',
			name: faq.question,
			acceptedAnswer: { '@type': 'Answer', text: faq.answer },
		})),
	}
}

export type ReviewInput = { author: string; datePublished: string | null; body: string; score: number }

/** The spec's structured-data inputs for a local business; country NL and price range '€€' are fixed. */
export type LocalBusinessInput = {
	name: string
	description?: string | null
	address?: string | null
	city?: string | null
	postalCode?: string | null
	telephone?: string | null
	email?: string | null
	url: string
	images: readonly string[]
	/** Our own reviews' average and count only: imported scores never go into structured data. */
	rating: number
	reviewCount: number
	/** Our own shown reviews, newest first. */
	reviews?: readonly ReviewInput[]
	latitude?: number | null
	longitude?: number | null
	website?: string
	/** The opening-hours lines ('Maandag: 09:00 - 17:00'); unreadable and closed days are left out. */
	openingHours?: readonly string[]
	/** The treatments a bookable salon offers online, each from its lowest price in cents. */
	offers?: readonly { name: string; fromCents: number }[]
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * schema.org's OpeningHoursSpecification from opening-hours lines: one entry per range, the days that
 * share it together. A range past midnight closes at 23:59 (schema.org has no 24:00 or next day).
 */
export function openingHoursSpecification(lines: readonly string[] = []) {
	const byRange = new Map<string, { opens: string; closes: string; days: string[] }>()
	for (const line of lines) {
		const parsed = parseOpeningLine(line)
		for (const range of parsed?.ranges ?? []) {
			const opens = clock(range.start)
			const closes = range.end >= 24 * 60 ? '23:59' : clock(range.end)
			const key = `${opens}-${closes}`
			const entry = byRange.get(key) ?? { opens, closes, days: [] }
			entry.days.push(`https://schema.org/${SCHEMA_DAYS[parsed!.day]}`)
			byRange.set(key, entry)
		}
	}
	return [...byRange.values()].map(({ opens, closes, days }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes }))
}

export function localBusiness(siteUrl: string, input: LocalBusinessInput) {
	const hasRating = input.reviewCount > 0 && input.rating > 0
	const hasGeo = input.latitude != null && input.longitude != null
	return withoutEmpty({
		'@context': 'https://schema.org',
		'@type': 'LocalBusiness',
		name: input.name,
		description: input.description,
		url: absolute(siteUrl, input.url),
		image: input.images.map((image) => absolute(siteUrl, image)),
		telephone: input.telephone,
		email: input.email,
		priceRange: '€€',
		sameAs: input.website,
		address: withoutEmpty({
			'@type': 'PostalAddress',
			streetAddress: input.address,
			addressLocality: input.city,
			postalCode: input.postalCode,
			addressCountry: 'NL',
		}),
		openingHoursSpecification: openingHoursSpecification(input.openingHours),
		geo: hasGeo ? { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude } : undefined,
		aggregateRating: hasRating
			? {
					'@type': 'AggregateRating',
					ratingValue: Math.round(input.rating * 10) / 10,
					reviewCount: input.reviewCount,
					bestRating: 5,
					worstRating: 1,
				}
			: undefined,
		review: hasRating ? (input.reviews ?? []).map(review) : undefined,
		makesOffer: input.offers?.map(offer),
	})
}

/** A treatment as schema.org's Offer of a Service, priced from its lowest price, in euro. */
function offer(input: { name: string; fromCents: number }) {
	return {
		'@type': 'Offer',
		itemOffered: { '@type': 'Service', name: input.name },
		priceSpecification: { '@type': 'PriceSpecification', minPrice: input.fromCents / 100, priceCurrency: 'EUR' },
	}
}

function review(input: ReviewInput) {
	return withoutEmpty({
		'@type': 'Review',
		author: { '@type': 'Person', name: input.author },
		datePublished: input.datePublished,
		reviewBody: input.body,
		reviewRating: { '@type': 'Rating', ratingValue: input.score, bestRating: 5, worstRating: 1 },
	})
}

/** Drops null, undefined, blank strings and empty lists, so no field is present without a value. */
function withoutEmpty<T extends Record<string, unknown>>(object: T): Partial<T> {
	return Object.fromEntries(
		Object.entries(object).filter(([, value]) => value != null && value !== '' && !(Array.isArray(value) && value.length === 0)),
	) as Partial<T>
}

/** The featured placement as a Service with one Offer per plan, prices in euro. */
export function featuredPlacementService(
	siteUrl: string,
	siteName: string,
	plans: readonly { label: string; amountCents: number; interval: 'month' | 'year' }[],
) {
	return {
		'@context': 'https://schema.org',
		'@type': 'Service',
		name: 'Uitgelichte vermelding voor trimsalons',
		serviceType: 'Betaalde vermelding in een online gids',
		provider: { '@type': 'Organization', name: siteName, url: siteUrl },
		areaServed: { '@type': 'Country', name: 'Nederland' },
		offers: plans.map((plan) => ({
			'@type': 'Offer',
			name: plan.label,
			price: (plan.amountCents / 100).toFixed(2),
			priceCurrency: 'EUR',
			priceSpecification: {
				'@type': 'UnitPriceSpecification',
				price: (plan.amountCents / 100).toFixed(2),
				priceCurrency: 'EUR',
				unitCode: plan.interval === 'month' ? 'MON' : 'ANN',
			},
		})),
	}
}
