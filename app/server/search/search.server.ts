import { sql, type SQL } from 'drizzle-orm'
import { AVAILABILITY_FRESH_DAYS } from '~/lib/salons/availability'
import { toSalonCard, type SalonCardData, type SalonRow } from '~/lib/salons/salon-card'
import { NO_FILTERS, pageCount, PAGE_SIZE, type SalonFilters } from '~/lib/search/search-params'
import { parseQuery, searchKey, type ParsedQuery } from '~/lib/search/search-text'
import { soonestFirst } from '~/lib/search/soonest'
import type { Actor, Requester } from '../accounts/actor.server'
import { publicData } from '../platform/cache.server'
import { db } from '../platform/db/client.server'
import { geocoder } from '../platform/geocode/geocode.server'
import type { Location, Place } from '../platform/geocode/geocoder.server'
import { logger } from '../platform/logger.server'
import { salonCount } from '../salons/public.server'
import { BY_RATING, CARD_COLUMNS, JOIN_CITY, SALONS } from '../salons/card-sql.server'
import {
	distanceKm,
	exactTextMatch,
	fuzzyTextMatch,
	nearestFirst,
	textRank,
	withinRadius,
	WITH_COORDINATES,
	WITHOUT_COORDINATES,
} from './sql.server'

/** One page of a salon list and what it was searched by. */
export type SalonPage = {
	salons: SalonCardData[]
	total: number
	page: number
	pageCount: number
	/** The located place of a radius search. */
	place?: { label: string; radius: number }
	/** The list could not be loaded (logged); shown as the spec's load-failure message. */
	failed?: boolean
	/** Why the location is rough or missing, shown above the list. */
	notice?: string
}

/** The web geocoder was left out: this visitor asked it too often (`RATE_LIMITS.geocode`). */
export const LOCATION_APPROXIMATE =
	'Je hebt in korte tijd veel locaties gezocht, daarom hebben we deze locatie niet precies kunnen opzoeken. Probeer het over een minuut opnieuw.'

/** A filtered, ordered salon list; `total` counts it more cheaply than a window count over every row. */
type Selection = { where: SQL; order: SQL; distance?: SQL; total?: () => Promise<number> }

/**
 * Rows of a selection. The ordering and the count run over narrow rows (id and sort keys) so a
 * broad match stays in memory; only the page's salons are then read in full.
 */
async function fetchRows(selection: Selection, offset: number, limit: number, options: { counted: boolean }) {
	const distance = selection.distance ?? sql`null::float8`
	const total = options.counted ? sql`count(*) over ()` : sql`null::int`
	const { rows } = await db().execute<SalonRow & { total: number | null }>(sql`
		select ${CARD_COLUMNS}, p.distance_km, p.total
		from (
			select g.id, ${distance} as distance_km, ${total} as total
			from ${SALONS}
			where ${selection.where}
			order by ${selection.order}
			limit ${limit} offset ${offset}
		) p
		join ${SALONS} on g.id = p.id
		${JOIN_CITY}
		order by ${selection.order}`)
	return rows
}

/** A page of the selection; counted along the way unless the selection counts itself. */
const fetchPage = (selection: Selection, page: number) =>
	fetchRows(selection, (page - 1) * PAGE_SIZE, PAGE_SIZE, { counted: !selection.total })

async function countSelection(selection: Selection): Promise<number> {
	return selection.total ? selection.total() : countWhere(selection.where)
}

async function countWhere(where: SQL): Promise<number> {
	const { rows } = await db().execute<{ total: number }>(sql`select count(*) as total from ${SALONS} where ${where}`)
	return rows[0]!.total
}

const toPage = (rows: SalonRow[], total: number, page: number): SalonPage => ({
	salons: rows.map((row) => toSalonCard(row)),
	total,
	page,
	pageCount: pageCount(total),
})

/** A page of the selection; a page past the end shows the last page rather than nothing. */
async function listPage(selection: Selection, requestedPage: number): Promise<SalonPage> {
	if (selection.total) {
		// The count and the page side by side; only a page past the end is read again.
		const [total, rows] = await Promise.all([selection.total(), fetchPage(selection, requestedPage)])
		const page = Math.min(requestedPage, pageCount(total))
		if (page === requestedPage) return toPage(rows, total, page)
		return toPage(total ? await fetchPage(selection, page) : [], total, page)
	}
	const rows = await fetchPage(selection, requestedPage)
	if (rows.length || requestedPage === 1) return toPage(rows, rows[0]?.total ?? 0, requestedPage)
	const total = await countSelection(selection)
	const page = pageCount(total)
	return toPage(total ? await fetchPage(selection, page) : [], total, page)
}

/** Every salon, alphabetically (the slug index keeps deep pages cheap); counted without a scan. */
const ALL_SALONS: Selection = {
	where: sql`true`,
	order: sql`g.slug`,
	total: async () => {
		const count = await salonCount()
		// salonCount logs and hides its failure (the home badge falls back); the list must show it.
		if (count === undefined) throw new Error('salon count failed')
		return count
	},
}

/**
 * The filters "Neemt nieuwe klanten aan" (salons whose owner said yes within the last 60 days) and
 * "Online te boeken" (salons with an owner that take online bookings); a partial index holds each.
 * Counted by the selection itself, never by the shortcut for all salons.
 */
type Filter = (selection: Selection) => Selection

function filterOf({ newClients, onlineBooking }: SalonFilters): Filter {
	const conditions = [...(newClients ? [TAKES_NEW_CLIENTS] : []), ...(onlineBooking ? [TAKES_ONLINE_BOOKINGS] : [])]
	if (!conditions.length) return (selection) => selection
	return (selection) => ({
		where: sql`(${selection.where}) and ${sql.join(conditions, sql` and `)}`,
		order: selection.order,
		distance: selection.distance,
	})
}

const TAKES_ONLINE_BOOKINGS = sql`(g.online_booking and g.owner_id is not null)`

/** The first free times of bookable salons (null: none), asked of the domain that knows their agendas. */
export type FirstFreeOf = (salonIds: number[]) => Promise<ReadonlyMap<number, Date | null>>

/** How many bookable salons of one list are ordered by first free time; any further ones follow them in the list's order. */
export const SOONEST_SORTED = 200

/** Reads a page of a selection: in its own order (listPage), or in the order 'Eerst vrij' (soonestPage). */
type Lister = (selection: Selection, page: number) => Promise<SalonPage>

/**
 * 'Eerst vrij': the list's bookable salons first, soonest first free time first (lib/search/soonest.ts), then
 * the others in the list's own order. The page's bookable salons are read by id; the rest is the selection
 * without them, in its own order, so a long list still walks its index. Past SOONEST_SORTED bookable salons
 * the rest starts with the remaining bookable ones (an order no index gives).
 */
function soonestPage(firstFreeOf: FirstFreeOf): Lister {
	return async (selection, requestedPage) => {
		const { rows } = await db().execute<{ id: number }>(sql`
			select g.id from ${SALONS} where (${selection.where}) and ${TAKES_ONLINE_BOOKINGS}
			order by ${selection.order} limit ${SOONEST_SORTED}`)
		const ids = rows.map((row) => row.id)
		const sorted = soonestFirst(ids, await firstFreeOf(ids))
		const total = await countSelection(selection)
		const page = Math.min(requestedPage, pageCount(total))
		const start = (page - 1) * PAGE_SIZE
		const first = sorted.slice(start, start + PAGE_SIZE)
		const counted = { counted: false }
		const head = first.length
			? await fetchRows(
					{
						...selection,
						where: sql`g.id = any(${sql.param(first)}::int[])`,
						order: sql`array_position(${sql.param(first)}::int[], g.id)`,
					},
					0,
					first.length,
					counted,
				)
			: []
		const rest: Selection =
			sorted.length < SOONEST_SORTED
				? { ...selection, where: sql`(${selection.where}) and not ${TAKES_ONLINE_BOOKINGS}` }
				: {
						...selection,
						where: sql`(${selection.where}) and g.id <> all(${sql.param(sorted)}::int[])`,
						order: sql`${TAKES_ONLINE_BOOKINGS} desc, ${selection.order}`,
					}
		const tail =
			head.length < PAGE_SIZE && total > sorted.length
				? await fetchRows(rest, Math.max(0, start - sorted.length), PAGE_SIZE - head.length, counted)
				: []
		return toPage([...head, ...tail], total, page)
	}
}

const TAKES_NEW_CLIENTS = sql`(g.accepts_new_clients = 'ja' and g.availability_updated_at > now() - make_interval(days => ${AVAILABILITY_FRESH_DAYS}))`

/**
 * A radius search lists the located salons within the radius nearest first, then the salons without
 * coordinates in the place's city or postcode area. The located ones are counted from the spatial
 * index and read in the index's nearest-first order, so a page never sorts every salon around a
 * place: the first `located` salons in that order are exactly the ones within the radius.
 */
function radiusSelection(place: Place, radius: number, filter: Filter) {
	const sameArea = sameAreaAs(place)
	return {
		within: filter({ where: withinRadius(place, radius), order: sql`g.id` }),
		nearest: filter({ where: WITH_COORDINATES, order: sql`${nearestFirst(place)}, ${BY_RATING}`, distance: distanceKm(place) }),
		unlocated: sameArea && filter({ where: sql`${WITHOUT_COORDINATES} and ${sameArea}`, order: BY_RATING }),
	}
}

/** The salons without coordinates a radius search lists too: those in the place's city or postcode area. */
const sameAreaAs = (place: Place) =>
	place.cityId !== undefined ? sql`g.city_id = ${place.cityId}` : place.pc4 ? sql`left(g.postal_code, 4) = ${place.pc4}` : undefined

/**
 * A radius search's salons as one list, in the same order (located nearest first, then the others by
 * rating), for an order that comes before the distance and so cannot walk the spatial index.
 */
function radiusList(place: Place, radius: number): Selection {
	const sameArea = sameAreaAs(place)
	const within = withinRadius(place, radius)
	const distance = distanceKm(place)
	return {
		where: sameArea ? sql`(${within} or (${WITHOUT_COORDINATES} and ${sameArea}))` : within,
		order: sql`${distance} nulls last, ${BY_RATING}`,
		distance,
	}
}

/** Both counts in one round trip; each subquery still reads its own index. */
async function countRadius(selections: ReturnType<typeof radiusSelection>) {
	const others = selections.unlocated ? sql`(select count(*) from ${SALONS} where ${selections.unlocated.where})` : sql`0`
	const { rows } = await db().execute<{ located: number; others: number }>(
		sql`select (select count(*) from ${SALONS} where ${selections.within.where}) as located, ${others} as others`,
	)
	return rows[0]!
}

async function radiusPage(place: Place, radius: number, requestedPage: number, filter: Filter, list?: Lister): Promise<SalonPage> {
	if (list) return { ...(await list(filter(radiusList(place, radius)), requestedPage)), place: { label: place.label, radius } }
	const selections = radiusSelection(place, radius, filter)
	const { located, others } = await countRadius(selections)
	const total = located + others
	const page = Math.min(requestedPage, pageCount(total))
	const start = (page - 1) * PAGE_SIZE
	const counted = { counted: false }
	const rows = start < located ? await fetchRows(selections.nearest, start, Math.min(PAGE_SIZE, located - start), counted) : []
	if (selections.unlocated && others && rows.length < PAGE_SIZE)
		rows.push(...(await fetchRows(selections.unlocated, Math.max(0, start - located), PAGE_SIZE - rows.length, counted)))
	return { ...toPage(rows, total, page), place: { label: place.label, radius } }
}

/**
 * Text matches are counted on their own (a count over every row of the page query would keep all
 * matches in memory: 40 ms of a broad search on 100,000 salons), from the rank index when they are many.
 */
function textSelection(query: Extract<ParsedQuery, { kind: 'text' }>, fuzzy: boolean): Selection {
	if (!query.words.length) return { where: sql`false`, order: sql`g.id` }
	const where = fuzzy ? fuzzyTextMatch(query.words) : exactTextMatch(query.words)
	return { where, order: textRank(query.text, { fuzzy }), total: () => countWhere(where) }
}

/** Words as typed first; only when nothing matches, the typo-tolerant search. */
async function searchText(query: Extract<ParsedQuery, { kind: 'text' }>, page: number, filter: Filter, list: Lister): Promise<SalonPage> {
	const exact = await list(filter(textSelection(query, false)), page)
	return exact.total ? exact : list(filter(textSelection(query, true)), page)
}

/** A postcode that cannot be located still finds the salons with that postcode. */
function postcodeSelection(query: Extract<ParsedQuery, { kind: 'postcode' }>): Selection {
	const where = query.postcode
		? sql`upper(replace(g.postal_code, ' ', '')) = ${query.postcode.replace(' ', '')}`
		: sql`left(g.postal_code, 4) = ${query.pc4}`
	return { where, order: BY_RATING }
}

type SearchInput = { location: string; radius: number; page: number; filters?: SalonFilters }
/** `client` is the visitor's IP address, for the web geocoder's limit. */
type LocatedSearch = SearchInput & { client: string }

/** The page, with the notice when the visitor's geocoding limit made its location rough or missing. */
const noticed = (page: SalonPage, location: Location): SalonPage => (location.limited ? { ...page, notice: LOCATION_APPROXIMATE } : page)

async function searchLocation(
	query: Exclude<ParsedQuery, { kind: 'empty' }>,
	input: LocatedSearch,
	filter: Filter,
	list?: Lister,
): Promise<SalonPage> {
	const { radius, page, client } = input
	const local = await geocoder().locate(query, { remote: false, client })
	if (local.place) return noticed(await radiusPage(local.place, radius, page, filter, list), local)
	if (query.kind === 'postcode') return noticed(await (list ?? listPage)(filter(postcodeSelection(query)), page), local)
	const found = await searchText(query, page, filter, list ?? listPage)
	if (found.total > 0 || !geocoder().hasRemote) return found
	// Nothing by name or address: the place may be one the cities table does not know (a village).
	const remote = await geocoder().locate(query, { remote: true, client })
	return noticed(remote.place ? await radiusPage(remote.place, radius, page, filter, list) : found, remote)
}

/**
 * The directory search behind /directory, the home search and the map block: all salons without a
 * location; a place or postcode lists the salons within the radius, nearest first; any other text
 * matches name, address, city and postcode, typo-tolerant, exact names first. The web geocoder is
 * asked within the visitor's limit.
 */
export async function searchSalons(actor: Requester, input: SearchInput & { firstFreeOf?: FirstFreeOf }): Promise<SalonPage> {
	try {
		const { location, radius, page, filters = NO_FILTERS, firstFreeOf } = input
		// Ordered by first free time it is asked anew: the salons' agendas change without a public change.
		if (filters.firstFree && firstFreeOf) return await searchPage(input, actor.client.ip, soonestPage(firstFreeOf))
		return await rememberedSearch(location, radius, page, filters.newClients, filters.onlineBooking, actor.client.ip)
	} catch (error) {
		logger.error({ err: error, location: input.location }, 'salon search failed')
		return { salons: [], total: 0, page: 1, pageCount: 1, failed: true }
	}
}

/** One page of a search, in the list's own order or as `list` reads it. */
async function searchPage({ location, radius, page, filters = NO_FILTERS }: SearchInput, client: string, list?: Lister) {
	const query = parseQuery(location)
	const filter = filterOf(filters)
	if (query.kind === 'empty') return (list ?? listPage)(filter(ALL_SALONS), page)
	return searchLocation(query, { location, radius, page, client }, filter, list)
}

/**
 * Searches typed once (a postcode) keep a memo full; a thousand answers held 15-20 MB per process in
 * a burst, and the ones a minute repeats are far fewer (the page cache answers most repeats first).
 */
const SEARCHES_REMEMBERED = 300

/**
 * A search answer is shared between visitors (the client is left out of the key) and between the
 * ways of typing one search (searchKey), except one with a notice: that one says the asking
 * visitor's geocoding limit was reached.
 */
const rememberedSearch = publicData.keyed(
	(location: string, radius: number, page: number, newClients: boolean, onlineBooking: boolean, client: string) =>
		searchPage({ location, radius, page, filters: { newClients, onlineBooking } }, client),
	{
		key: (location, radius, page, newClients, onlineBooking) => [searchKey(parseQuery(location)), radius, page, newClients, onlineBooking],
		keep: (page) => !page.notice,
		maxEntries: SEARCHES_REMEMBERED,
	},
)

type CityInput = { cityId: number; page: number; filters?: SalonFilters }
const citySelection = ({ cityId, filters = NO_FILTERS }: CityInput) =>
	filterOf(filters)({ where: sql`g.city_id = ${cityId}`, order: BY_RATING })

const cityPage = publicData.keyed(({ cityId, page, filters = NO_FILTERS }: CityInput): Promise<SalonPage> =>
	listPage(citySelection({ cityId, page, filters: { newClients: filters.newClients, onlineBooking: filters.onlineBooking } }), page),
)

/** The salons of one city (by city record), best rated first, or (with `firstFreeOf`) in the order 'Eerst vrij'. */
export async function citySalons(_actor: Actor, input: CityInput & { firstFreeOf?: FirstFreeOf }): Promise<SalonPage> {
	const { firstFreeOf, ...city } = input
	if (city.filters?.firstFree && firstFreeOf) return soonestPage(firstFreeOf)(citySelection(city), city.page)
	return cityPage(city)
}

export type MapPlace = { lat: number; lng: number; label: string; radius: number; total: number }
type MapLocation = { location: string; radius: number }

/**
 * The map search block: the postcode or place typed (the web geocoder may be asked, as the spec
 * geocodes the input, within the visitor's limit) and how many salons lie within the radius;
 * undefined when it is not found.
 */
export async function locateForMap(actor: Requester, { location, radius }: MapLocation): Promise<MapPlace | undefined> {
	const query = parseQuery(location)
	const { place } = await geocoder().locate(query, { remote: true, client: actor.client.ip })
	if (!place) {
		logger.info({ location }, 'map search: location not found')
		return undefined
	}
	const { located, others } = await countRadius(radiusSelection(place, radius, (selection) => selection))
	return { lat: place.lat, lng: place.lng, label: place.label, radius, total: located + others }
}
