import type { Point } from '~/lib/search/distance'
import { postcodeCentre, type AreaCentroid } from '~/server/platform/geocode/postcode-area.server'
import { foldText, type ParsedQuery } from '~/lib/search/search-text'
import { errorReason } from '../logger.server'
import type { RemoteGeocoder, RemoteHit } from './remote.server'

/** A located search: the centre, and what else identifies the area (for salons without coordinates). */
export type Place = Point & { label: string; cityId?: number; pc4?: string }

/**
 * Where a query is (or no place), and whether the web service was left out because this client
 * asked it too often: then the place is the offline answer, which may be rougher or missing.
 */
export type Location = { place: Place | undefined; limited: boolean }

export type GeocoderDeps = {
	remote?: RemoteGeocoder
	/** Remote answers by key; `null` remembers that the service knew no place. */
	cache: { get: (key: string) => Promise<RemoteHit | null | undefined>; set: (key: string, hit: RemoteHit | null) => Promise<void> }
	findCity: (text: string) => Promise<Place | undefined>
	postcodeAreas: () => Promise<ReadonlyMap<string, AreaCentroid>>
	/** Where the located salons with exactly this full postcode ('3554 ZD') are. */
	findPostcode: (postcode: string) => Promise<Point | undefined>
	/** Counts one question of this client to the web service; false past its limit. */
	withinLimit: (client: string) => Promise<boolean>
	warn: (details: object, message: string) => void
}

/**
 * Turns a postcode or place name into a point. Places in the cities table are answered locally;
 * a postcode asks the configured web service first (cached) and falls back to the salons with that
 * full postcode, then to the centre of the known salons in its 4-digit area. Each question to the
 * service counts against the asking client's limit; past it the offline answer stands. Never
 * throws: a failure is logged and gives no place.
 */
export function createGeocoder(deps: GeocoderDeps) {
	/** One locate call: who asks, and whether their limit kept the service out of it. */
	type Asking = { client: string; limited: boolean }

	async function remoteLookup(query: string, asking: Asking): Promise<RemoteHit | undefined> {
		const remote = deps.remote
		if (!remote) return undefined
		const key = `${remote.name}:${foldText(query)}`
		const cached = await deps.cache.get(key)
		if (cached !== undefined) return cached ?? undefined
		if (!(await deps.withinLimit(asking.client))) {
			asking.limited = true
			deps.warn({ provider: remote.name }, 'geocoding limit reached')
			return undefined
		}
		try {
			const hit = await remote.lookup(query)
			await deps.cache.set(key, hit ?? null)
			return hit
		} catch (error) {
			deps.warn({ provider: remote.name, query, reason: errorReason(error) }, 'geocoding failed')
			return undefined
		}
	}

	async function locatePostcode(pc4: string, postcode: string | undefined, asking: Asking): Promise<Place | undefined> {
		const hit = await remoteLookup(postcode ?? pc4, asking)
		if (hit) return { lat: hit.lat, lng: hit.lng, label: postcode ?? pc4, pc4 }
		// A full postcode is a street: where a salon has it, that is where it is, not the area's centre.
		const street = postcode ? await deps.findPostcode(postcode) : undefined
		if (street) return { ...street, label: postcode!, pc4 }
		const centre = postcodeCentre(pc4, await deps.postcodeAreas())
		return centre ? { lat: centre.lat, lng: centre.lng, label: postcode ?? pc4, pc4 } : undefined
	}

	async function locateText(text: string, allowRemote: boolean, asking: Asking): Promise<Place | undefined> {
		const city = await deps.findCity(text)
		if (city || !allowRemote) return city
		const hit = await remoteLookup(text, asking)
		return hit ? { lat: hit.lat, lng: hit.lng, label: text } : undefined
	}

	async function findPlace(query: ParsedQuery, allowRemote: boolean, asking: Asking): Promise<Place | undefined> {
		try {
			if (query.kind === 'postcode') return await locatePostcode(query.pc4, query.postcode, asking)
			if (query.kind === 'text') return await locateText(query.text, allowRemote, asking)
			return undefined
		} catch (error) {
			deps.warn({ query, reason: errorReason(error) }, 'geocoding failed')
			return undefined
		}
	}

	return {
		hasRemote: Boolean(deps.remote),
		/**
		 * `client` is the asking IP address, whose limit the web service's questions count against.
		 * `remote: false` keeps free text local (a salon name must not be sent off as a place).
		 */
		async locate(query: ParsedQuery, options: { remote: boolean; client: string }): Promise<Location> {
			const asking = { client: options.client, limited: false }
			return { place: await findPlace(query, options.remote, asking), limited: asking.limited }
		},
	}
}

export type Geocoder = ReturnType<typeof createGeocoder>
