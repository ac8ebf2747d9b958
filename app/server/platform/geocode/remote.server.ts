import { z } from 'zod'

export type RemoteHit = { lat: number; lng: number; label: string }

/** A geocoding web service; `lookup` throws when the service cannot be reached or answers badly. */
export type RemoteGeocoder = { name: 'pdok' | 'nominatim'; lookup: (query: string) => Promise<RemoteHit | undefined> }

const PDOK_DEFAULT_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1'
const TIMEOUT_MS = 3_000
const USER_AGENT = 'trimsalon-directory/1.0 (+https://github.com/)'

const pdokBody = z.object({
	response: z.object({ docs: z.array(z.object({ centroide_ll: z.string(), weergavenaam: z.string().optional() })) }),
})
const nominatimBody = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string().optional() }))

/** The first document of a PDOK Locatieserver answer; its centre is 'POINT(lng lat)'. */
export function parsePdok(body: unknown): RemoteHit | undefined {
	const doc = pdokBody.parse(body).response.docs[0]
	const point = doc && /^POINT\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)$/.exec(doc.centroide_ll)
	return point ? { lng: Number(point[1]), lat: Number(point[2]), label: doc.weergavenaam ?? '' } : undefined
}

/** The first result of a Nominatim-compatible search answer. */
export function parseNominatim(body: unknown): RemoteHit | undefined {
	const first = nominatimBody.parse(body)[0]
	return first && Number.isFinite(first.lat) && Number.isFinite(first.lon)
		? { lat: first.lat, lng: first.lon, label: first.display_name ?? '' }
		: undefined
}

export function createRemoteGeocoder(
	name: RemoteGeocoder['name'],
	baseUrl: string | undefined,
	fetchImpl: typeof fetch = fetch,
): RemoteGeocoder {
	const root = (baseUrl ?? (name === 'pdok' ? PDOK_DEFAULT_URL : '')).replace(/\/$/, '')
	const urlFor = (query: string) =>
		name === 'pdok'
			? `${root}/free?${new URLSearchParams({ q: query, rows: '1', fq: 'type:(gemeente OR woonplaats OR postcode OR adres)' })}`
			: // The spec geocodes the input plus ', Netherlands'.
				`${root}/search?${new URLSearchParams({ q: `${query}, Netherlands`, format: 'json', limit: '1', countrycodes: 'nl' })}`
	return {
		name,
		async lookup(query) {
			const response = await fetchImpl(urlFor(query), {
				headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
				signal: AbortSignal.timeout(TIMEOUT_MS),
			})
			if (!response.ok) throw new Error(`${name} geocoder answered ${response.status}`)
			const body: unknown = await response.json()
			return name === 'pdok' ? parsePdok(body) : parseNominatim(body)
		},
	}
}
