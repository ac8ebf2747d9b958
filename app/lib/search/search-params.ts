import { paths } from '../common/paths'
import { WEIGHT_CLASSES, type WeightClass } from '../bookings/pricing'
/** Radius options of the directory and the map search block (spec: 5, 10, 20, 50 km; default 10). */
export const RADIUS_OPTIONS = [5, 10, 20, 50] as const
export const DEFAULT_RADIUS = 10
/** Salons per directory or city page: fills rows of 1, 2 and 3 cards. */
export const PAGE_SIZE = 24
const MAX_PAGE = 10_000

/** A radius from the URL; anything but one of the options is the default. */
export function parseRadius(value: string | null | undefined): number {
	const radius = Number(value)
	return (RADIUS_OPTIONS as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS
}

/** A page number from the URL: a whole number from 1; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
	if (!value || !/^\d{1,6}$/.test(value.trim())) return 1
	return Math.min(Math.max(Number(value), 1), MAX_PAGE)
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
	return Math.max(1, Math.ceil(total / pageSize))
}

/** The filter "Neemt nieuwe klanten aan" in a URL: `nieuweKlanten=1`. */
export const NEW_CLIENTS_PARAM = 'nieuweKlanten'

/** The filter "Online te boeken" in a URL: `onlineTeBoeken=1`. */
export const ONLINE_BOOKING_PARAM = 'onlineTeBoeken'

/** A filter's checkbox in a URL: on only as '1'. */
export function parseNewClients(value: string | null | undefined): boolean {
	return value === '1'
}

/** The order "Eerst vrij" in a URL, for a dog of a weight class: `eerstVrij=middel`. */
export const FIRST_FREE_PARAM = 'eerstVrij'

/** A weight class to order by first free time; anything else is the list's own order. */
export function parseFirstFree(value: string | null | undefined): WeightClass | undefined {
	return (WEIGHT_CLASSES as readonly string[]).includes(value ?? '') ? (value as WeightClass) : undefined
}

/**
 * Where a list's URL with an empty or unknown order goes instead, the same URL without it (a form sent
 * without JavaScript sends the order 'Standaard' as `eerstVrij=`); null when the URL is fine as it is.
 */
export function withoutUnknownOrder(url: URL): string | null {
	if (!url.searchParams.has(FIRST_FREE_PARAM) || parseFirstFree(url.searchParams.get(FIRST_FREE_PARAM))) return null
	const params = new URLSearchParams(url.search)
	params.delete(FIRST_FREE_PARAM)
	const query = params.toString()
	return query ? `${url.pathname}?${query}` : url.pathname
}

/** The filters of a salon list, and its order, from the URL. */
export function parseFilters(search: URLSearchParams): SalonFilters {
	return {
		newClients: parseNewClients(search.get(NEW_CLIENTS_PARAM)),
		onlineBooking: parseNewClients(search.get(ONLINE_BOOKING_PARAM)),
		...withFirstFree(parseFirstFree(search.get(FIRST_FREE_PARAM))),
	}
}
/** `firstFree`: bookable salons first, soonest free time for a dog of that class first (the list's own order otherwise). */
export type SalonFilters = { newClients: boolean; onlineBooking: boolean; firstFree?: WeightClass }
const withFirstFree = (firstFree: WeightClass | undefined) => (firstFree ? { firstFree } : {})
export const NO_FILTERS: SalonFilters = { newClients: false, onlineBooking: false }

type DirectoryParams = { location?: string; radius?: number; page?: number } & Partial<SalonFilters>

/**
 * The /directory URL for a search; default values stay out of the URL so each result has one
 * address. Spaces are %20, as the home search has always linked them.
 */
export function directoryHref({ location, radius, page, newClients, onlineBooking, firstFree }: DirectoryParams): string {
	const parts: string[] = []
	if (location) parts.push(`location=${encodeURIComponent(location)}`)
	if (location && radius && radius !== DEFAULT_RADIUS) parts.push(`radius=${radius}`)
	if (newClients) parts.push(`${NEW_CLIENTS_PARAM}=1`)
	if (onlineBooking) parts.push(`${ONLINE_BOOKING_PARAM}=1`)
	if (firstFree) parts.push(`${FIRST_FREE_PARAM}=${firstFree}`)
	if (page && page > 1) parts.push(`page=${page}`)
	return parts.length ? `${paths.directory}?${parts.join('&')}` : paths.directory
}

/** A path with ?page=N (or without it for page 1), keeping the other parameters. */
export function withPage(path: string, search: URLSearchParams, page: number): string {
	const params = new URLSearchParams(search)
	if (page > 1) params.set('page', String(page))
	else params.delete('page')
	const query = params.toString()
	return query ? `${path}?${query}` : path
}
