import { availabilityLine, type AcceptsNewClients } from './availability'
import { cityFromAddress } from './address'
import { parseRating, parseServices } from './salon'
import { cityPath, salonBookingPath, salonPath } from '../common/paths'
import { countLabel, formatDecimal } from '../common/dutch-number'
import { takesRequests } from '../place-requests/place-requests'

export const CITY_PLACEHOLDER_PHOTO = '/images/city-placeholder.webp'
export const MAX_CARD_SERVICES = 3
export const MAX_RATING = 5

/** What a salon card shows; built on the server so the page never carries whole salon rows. */
export type SalonCardData = {
	id: number
	name: string
	path: string
	city: string
	address: string | null
	rating: number
	reviews: number
	services: string[]
	/** Null without a photo of its own: the card and the page then draw the salon's initials. */
	photo: string | null
	/** Kilometres from the searched place, in a radius search. */
	distanceKm?: number | null
	/** The owner's recent statement about new clients, when there is one. */
	availability?: { accepts: AcceptsNewClients; line: string }
	/** Set when the salon takes place requests now (it has an owner, and new clients or a waiting list). */
	takesRequests?: true
	/** Its booking page, when the salon takes online bookings. */
	bookingPath?: string
	/** A bookable salon's first free time, which its agenda knows better than the owner's statement about new clients. */
	firstFree?: FirstFreeNote
}

/** 'Eerst vrij: morgen 10:00' (`free`), or that no time is free online. */
export type FirstFreeNote = { line: string; free: boolean }

export type SalonRow = {
	id: number
	name: string
	slug: string | null
	formatted_address: string | null
	search_city: string | null
	city_name?: string | null
	rating: unknown
	user_ratings_total: number | null
	services_nl: unknown
	main_photo_url: string | null
	gallery: readonly string[] | null
	distance_km?: number | null
	accepts_new_clients?: AcceptsNewClients | null
	waiting_weeks?: number | null
	availability_updated_at?: Date | string | null
	/** Whether the salon has an owner (never who). */
	owned?: boolean | null
	/** Whether it takes online bookings (it has an owner and turned them on). */
	online_booking?: boolean | null
}

/** The 'Andere trimsalons in {city}' link target; none when the city is empty or 'Onbekend'. */
export function otherSalonsPath(city: string | null | undefined): string | undefined {
	const name = city?.trim()
	return name && name !== 'Onbekend' ? cityPath(name) : undefined
}

/** The city shown for a salon: its city record, else its search city, else the city in its address. */
export function salonCity(salon: Pick<SalonRow, 'city_name' | 'search_city' | 'formatted_address'>): string {
	return salon.city_name?.trim() || salon.search_city?.trim() || cityFromAddress(salon.formatted_address)
}

/** main_photo_url, else the first gallery image, else null (the salon has no photo of its own). */
export function salonPhoto(salon: Pick<SalonRow, 'main_photo_url' | 'gallery'>): string | null {
	return salon.main_photo_url?.trim() || salon.gallery?.find((url) => url?.trim()) || null
}

/** Words of a salon's name that say nothing about this salon, left out of its initials. */
const GENERIC_NAME_WORDS = new Set(['trimsalon', 'hondentrimsalon', 'hondensalon', 'trimsalons', 'de', 'het', "'t", 'van', 'en', '&'])

/** Up to two initials of a salon's name, for a card without photo: 'Happy Dogs Trimsalon' → 'HD', 'Trimsalon De Kam' → 'K'. */
export function salonInitials(name: string): string {
	const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word))
	const telling = words.filter((word) => !GENERIC_NAME_WORDS.has(word.toLowerCase()))
	const letters = (telling.length ? telling : words).slice(0, 2).map((word) => word.match(/\p{L}/u)![0]!.toUpperCase())
	return letters.join('')
}

/** At most three services, then ' • ...' when there are more. */
export function cardServices(services: readonly string[]): string {
	const shown = services.slice(0, MAX_CARD_SERVICES).join(' • ')
	return services.length > MAX_CARD_SERVICES ? `${shown} • ...` : shown
}

/** The rating with one decimal, in Dutch notation ('4,0'). */
export function formatRating(rating: number): string {
	return formatDecimal(rating)
}

/** '(1 beoordeling)', '(N beoordelingen)' when there are reviews, else nothing. */
export function reviewCountLabel(reviews: number): string {
	return reviews > 0 ? `(${countLabel(reviews, 'beoordeling', 'beoordelingen')})` : ''
}

/** How much of the five-bone scale a rating fills, in percent (4.3 fills four bones and 30% of the fifth). */
export function ratingFillPercent(rating: number): number {
	const clamped = Math.min(Math.max(Number.isFinite(rating) ? rating : 0, 0), MAX_RATING)
	return Math.round((clamped / MAX_RATING) * 1000) / 10
}

/** The owner's availability statement as a card shows it: undefined when unknown or older than 60 days. */
export function cardAvailability(row: Pick<SalonRow, 'accepts_new_clients' | 'waiting_weeks' | 'availability_updated_at'>, now: Date) {
	const availability = {
		accepts_new_clients: row.accepts_new_clients ?? null,
		waiting_weeks: row.waiting_weeks ?? null,
		availability_updated_at: row.availability_updated_at ?? null,
	}
	const line = availabilityLine(availability, now)
	return line ? { accepts: availability.accepts_new_clients!, line } : undefined
}

export function toSalonCard(row: SalonRow, now = new Date()): SalonCardData {
	return {
		id: row.id,
		name: row.name,
		path: salonPath(row),
		city: salonCity(row),
		address: row.formatted_address,
		rating: parseRating(row.rating),
		reviews: row.user_ratings_total ?? 0,
		services: parseServices(row.services_nl),
		photo: salonPhoto(row),
		distanceKm: row.distance_km ?? undefined,
		availability: cardAvailability(row, now),
		...(requestable(row, now) ? { takesRequests: true as const } : {}),
		...(row.online_booking ? { bookingPath: salonBookingPath(row) } : {}),
	}
}

function requestable(row: SalonRow, now: Date) {
	return takesRequests(
		{
			owner_id: row.owned ? 'owned' : null,
			accepts_new_clients: row.accepts_new_clients ?? null,
			waiting_weeks: row.waiting_weeks ?? null,
			availability_updated_at: row.availability_updated_at ?? null,
		},
		now,
	)
}
