import type { AcceptsNewClients } from '~/lib/salons/availability'
import { slugify } from '~/lib/salons/slug'
import { PLACES, type Place } from './places.server'
import * as words from './vocabulary.server'

/** A small, fast, seedable PRNG (mulberry32): the same seed always gives the same demo data. */
export function createRandom(seed: number) {
	let state = seed >>> 0
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
	const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
	const chance = (p: number) => next() < p
	const sample = <T>(list: readonly T[], count: number): T[] => {
		const copy = [...list]
		for (let i = copy.length - 1; i > 0; i--) {
			const j = Math.floor(next() * (i + 1))
			;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
		}
		return copy.slice(0, count)
	}
	return { next, int, pick, chance, sample }
}
type Random = ReturnType<typeof createRandom>

export type SeedCity = { name: string; lat: number; lng: number; photo_url: string | null }
export type SeedSalon = {
	name: string
	slug: string
	formatted_address: string
	search_city: string
	postal_code: string
	cityName: string
	rating: number
	user_ratings_total: number
	business_status: string
	phone_number: string | null
	website: string | null
	gallery: string[]
	opening_hours: string[]
	latitude: number | null
	longitude: number | null
	positive_review_1: string | null
	positive_review_2: string | null
	positive_review_3: string | null
	negative_review: string | null
	description_nl: string | null
	summary_nl: string | null
	pricing_info_nl: string | null
	pricing_nl: string | null
	main_photo_url: string | null
	services_nl: string[] | string
	createdAt: Date
	accepts_new_clients: AcceptsNewClients | null
	waiting_weeks: number | null
	availability_updated_at: Date | null
}

export const SALON_PHOTOS = 6
const EPOCH = Date.UTC(2024, 0, 1)
const DAYS = ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag'] as const
const POSTCODE_LETTERS = [...'ABCDEFGHJKLMNPRTVWXZ']

export function demoCities(): SeedCity[] {
	return PLACES.map((place) => ({ name: place.name, lat: place.lat, lng: place.lng, photo_url: null }))
}

/** Generates `count` salons, spread over the places by weight, always the same for the same seed. */
export function* demoSalons(count: number, seed = 20_251_120): Generator<SeedSalon> {
	const random = createRandom(seed)
	const totalWeight = PLACES.reduce((sum, place) => sum + place.weight, 0)
	const usedSlugs = new Set<string>()
	for (let i = 0; i < count; i++) {
		// The first pass gives every place at least one salon; after that places are drawn by weight.
		const place = i < PLACES.length ? PLACES[i]! : pickWeighted(random, totalWeight)
		yield salon(random, place, i, usedSlugs)
	}
}

function pickWeighted(random: Random, totalWeight: number): Place {
	let ticket = random.next() * totalWeight
	for (const place of PLACES) {
		ticket -= place.weight
		if (ticket < 0) return place
	}
	return PLACES.at(-1)!
}

function salonName(random: Random, place: Place) {
	const first = random.pick(words.FIRST_NAMES)
	const word = random.pick(words.NAME_WORDS)
	const patterns = [
		() => `Trimsalon De ${word}`,
		() => `Trimsalon ${word}`,
		() => `Hondentrimsalon ${word}`,
		() => `Trimsalon ${first}`,
		() => `${first}s Trimsalon`,
		() => `Hondensalon ${word} ${place.name}`,
		() => `Dog Grooming by ${first}`,
		() => `${word} Dog Spa`,
		() => `Trimsalon ${place.name}`,
	]
	return random.pick(patterns)()
}

function uniqueSlug(base: string, used: Set<string>) {
	let slug = base
	for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`
	used.add(slug)
	return slug
}

function openingHours(random: Random) {
	const open = random.pick(['08:30', '09:00', '09:30', '10:00'])
	const close = random.pick(['16:30', '17:00', '17:30', '18:00'])
	const closedDays = new Set(random.sample(['Maandag', 'Woensdag'], random.int(0, 1)))
	return DAYS.map((day) => {
		if (day === 'Zondag' || closedDays.has(day)) return `${day}: Gesloten`
		if (day === 'Zaterdag') return random.chance(0.5) ? `${day}: 09:00 - 13:00` : `${day}: Gesloten`
		return `${day}: ${open} - ${close}`
	})
}

function salon(random: Random, place: Place, index: number, usedSlugs: Set<string>): SeedSalon {
	const name = salonName(random, place)
	const hasCoordinates = !random.chance(0.03)
	const latitude = hasCoordinates ? round6(place.lat + gaussian(random) * 0.018) : null
	const longitude = hasCoordinates ? round6(place.lng + gaussian(random) * 0.028) : null
	const pc4 = latitude !== null && longitude !== null ? postcodeAreaAt(place, latitude, longitude) : random.int(place.pc4[0], place.pc4[1])
	const postal_code = `${pc4} ${random.pick(POSTCODE_LETTERS)}${random.pick(POSTCODE_LETTERS)}`
	const address = `${random.pick(words.STREETS)} ${random.int(1, 180)}, ${postal_code} ${place.name}, Nederland`
	const reviews = random.chance(0.1) ? 0 : random.int(1, 240)
	const services = random.sample(words.SERVICES, random.int(2, 7))
	const hasPhotos = !random.chance(0.2)
	const photo = () => `/images/salons/salon-${random.int(1, SALON_PHOTOS)}.webp`
	const gallery = hasPhotos ? Array.from({ length: random.int(0, 3) }, photo) : []
	const domain = slugify(name).replace(/-/g, '')
	const small = random.int(30, 45)
	return {
		name,
		slug: uniqueSlug(slugify(`${name} ${place.name}`) || `trimsalon-${index + 1}`, usedSlugs),
		formatted_address: address,
		search_city: place.name,
		postal_code,
		cityName: place.name,
		rating: reviews === 0 ? 0 : Math.round((3.2 + random.next() * 1.8) * 10) / 10,
		user_ratings_total: reviews,
		business_status: random.chance(0.97) ? 'OPERATIONAL' : 'CLOSED_TEMPORARILY',
		phone_number: random.chance(0.9) ? `0${random.int(10, 79)}-${random.int(1_000_000, 9_999_999)}` : null,
		website: random.chance(0.6) ? `https://www.${domain}.nl` : null,
		gallery,
		opening_hours: random.chance(0.92) ? openingHours(random) : [],
		latitude,
		longitude,
		positive_review_1: reviews ? random.pick(words.POSITIVE_REVIEWS) : null,
		positive_review_2: reviews > 5 ? random.pick(words.POSITIVE_REVIEWS) : null,
		positive_review_3: reviews > 20 ? random.pick(words.POSITIVE_REVIEWS) : null,
		negative_review: reviews > 10 && random.chance(0.5) ? random.pick(words.NEGATIVE_REVIEWS) : null,
		description_nl: random.chance(0.88)
			? `${random.pick(words.DESCRIPTION_OPENINGS)} ${random.pick(words.DESCRIPTION_MIDDLES)} Je vindt ${name} in ${place.name}.`
			: null,
		summary_nl: random.chance(0.8) ? random.pick(words.SUMMARIES) : null,
		pricing_info_nl: random.chance(0.85)
			? `Kleine honden vanaf € ${small}, middelgrote honden vanaf € ${small + 15}, grote honden vanaf € ${small + 35}. Nagels knippen € ${random.int(10, 15)}.`
			: null,
		pricing_nl: random.chance(0.85) ? random.pick(['€', '€€', '€€€']) : null,
		main_photo_url: hasPhotos && random.chance(0.8) ? photo() : null,
		// Older imports stored the list as a JSON string; keep a few so the parser stays exercised.
		services_nl: random.chance(0.05) ? JSON.stringify(services) : services,
		createdAt: new Date(EPOCH + index * 3_600_000),
		...availabilityAt(index),
	}
}

/**
 * The owners' statements about new clients: about a third said nothing, a few said it over 60 days
 * ago (shown as unknown), the rest recently. Derived from the index, not the random stream, so the
 * rest of the demo data stays as it was; the dates count back from the moment of seeding.
 */
export function availabilityAt(index: number): Pick<SeedSalon, 'accepts_new_clients' | 'waiting_weeks' | 'availability_updated_at'> {
	const roll = Math.imul(index + 1, 2_654_435_761) >>> 0
	const kind = roll % 100
	if (kind < 35) return { accepts_new_clients: null, waiting_weeks: null, availability_updated_at: null }
	const accepts: AcceptsNewClients = kind < 70 ? 'ja' : kind < 82 ? 'wachtlijst' : 'nee'
	const daysAgo = (roll >>> 16) % 10 === 0 ? 70 + (roll % 60) : roll % 45
	return {
		accepts_new_clients: accepts,
		waiting_weeks: accepts === 'nee' ? null : (roll >>> 8) % 7,
		availability_updated_at: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000),
	}
}

/**
 * The place's 4-digit postcode areas as sectors around its centre, so that a salon's postcode
 * agrees with where it is: salons that share an area lie in the same direction from the centre.
 */
export function postcodeAreaAt(place: Place, lat: number, lng: number): number {
	const [from, to] = place.pc4
	const turn = (Math.atan2(lat - place.lat, lng - place.lng) + Math.PI) / (2 * Math.PI)
	return Math.min(to, from + Math.floor(turn * (to - from + 1)))
}

/** Roughly normal noise in [-3, 3], so salons cluster around the centre of their place. */
function gaussian(random: Random) {
	return random.next() + random.next() + random.next() - 1.5
}

function round6(value: number) {
	return Math.round(value * 1e6) / 1e6
}
