import { describe, expect, it, vi } from 'vitest'
import type { AreaCentroid } from '~/server/platform/geocode/postcode-area.server'
import { parseQuery } from '~/lib/search/search-text'
import { createGeocoder, type Geocoder, type GeocoderDeps } from './geocoder.server'
import type { RemoteGeocoder, RemoteHit } from './remote.server'

const AREAS = new Map<string, AreaCentroid>([
	['1012', { lat: 52.37, lng: 4.89, count: 2 }],
	['3511', { lat: 52.09, lng: 5.12, count: 1 }],
])
const AMSTERDAM = { lat: 52.3676, lng: 4.9041, label: 'Amsterdam', cityId: 1 }
const CLIENT = '203.0.113.1'

/** Where the geocoder puts this text for CLIENT. */
const placeOf = async (geocoder: Geocoder, text: string, remote = true) =>
	(await geocoder.locate(parseQuery(text), { remote, client: CLIENT })).place

function setup(overrides: Partial<GeocoderDeps> = {}) {
	const store = new Map<string, RemoteHit | null>()
	const warn = vi.fn()
	const deps: GeocoderDeps = {
		cache: { get: async (key) => store.get(key), set: async (key, hit) => void store.set(key, hit) },
		findCity: async (text) => (/^amsterda?m$/i.test(text) ? AMSTERDAM : undefined),
		postcodeAreas: async () => AREAS,
		findPostcode: async (postcode) => (postcode === '1012 ZZ' ? { lat: 52.3731, lng: 4.8926 } : undefined),
		withinLimit: async () => true,
		warn,
		...overrides,
	}
	return { geocoder: createGeocoder(deps), store, warn }
}

const remote = (lookup: RemoteGeocoder['lookup']): RemoteGeocoder => ({ name: 'pdok', lookup: vi.fn(lookup) })

describe('geocoder without a web service', () => {
	it('locates a full postcode that a salon has at that salon, before the area centre', async () => {
		const { geocoder } = setup()
		expect(await placeOf(geocoder, '1012zz', false)).toEqual({
			lat: 52.3731,
			lng: 4.8926,
			label: '1012 ZZ',
			pc4: '1012',
		})
		expect(await placeOf(geocoder, '1012 AB', false)).toMatchObject({ lat: 52.37, lng: 4.89 })
	})

	it('locates a city by name', async () => {
		const { geocoder } = setup()
		expect(await placeOf(geocoder, 'Amsterdm')).toEqual(AMSTERDAM)
	})
	it('locates a postcode at the centre of its known salons', async () => {
		const { geocoder } = setup()
		expect(await placeOf(geocoder, '1012 ab')).toEqual({ lat: 52.37, lng: 4.89, label: '1012 AB', pc4: '1012' })
	})
	it('falls back to the nearest known prefix for a postcode without salons', async () => {
		const { geocoder } = setup()
		expect(await placeOf(geocoder, '1017')).toMatchObject({ lat: 52.37, lng: 4.89, pc4: '1017' })
	})
	it('gives no place for unknown text or a postcode far from any salon', async () => {
		const { geocoder } = setup()
		expect(await placeOf(geocoder, 'Trimsalon Kwispel')).toBeUndefined()
		expect(await placeOf(geocoder, '9711')).toBeUndefined()
		expect(await placeOf(geocoder, '')).toBeUndefined()
	})
})

describe('geocoder with a web service', () => {
	it('asks the service for a postcode once and then answers from the cache', async () => {
		const service = remote(async () => ({ lat: 52.371, lng: 4.891, label: '1012 AB Amsterdam' }))
		const { geocoder, store } = setup({ remote: service })
		const first = await placeOf(geocoder, '1012AB')
		const second = await placeOf(geocoder, '1012 AB')
		expect(first).toEqual({ lat: 52.371, lng: 4.891, label: '1012 AB', pc4: '1012' })
		expect(second).toEqual(first)
		expect(service.lookup).toHaveBeenCalledTimes(1)
		expect([...store.keys()]).toEqual(['pdok:1012 ab'])
	})
	it('falls back to the offline centre and logs when the service fails', async () => {
		const { geocoder, warn, store } = setup({ remote: remote(async () => Promise.reject(new Error('ECONNREFUSED'))) })
		expect(await placeOf(geocoder, '3511')).toMatchObject({ lat: 52.09, lng: 5.12 })
		expect(warn).toHaveBeenCalledWith(expect.objectContaining({ provider: 'pdok', reason: 'ECONNREFUSED' }), 'geocoding failed')
		expect(store.size).toBe(0)
	})
	it('remembers that the service knew no place', async () => {
		const service = remote(async () => undefined)
		const { geocoder } = setup({ remote: service })
		expect(await placeOf(geocoder, 'Nergenshuizen')).toBeUndefined()
		expect(await placeOf(geocoder, 'nergenshuizen')).toBeUndefined()
		expect(service.lookup).toHaveBeenCalledTimes(1)
	})
	it('answers cities locally and keeps free text local when asked to', async () => {
		const service = remote(async () => ({ lat: 1, lng: 1, label: 'x' }))
		const { geocoder } = setup({ remote: service })
		expect(await placeOf(geocoder, 'Amsterdam')).toEqual(AMSTERDAM)
		expect(await placeOf(geocoder, 'Trimsalon Kwispel', false)).toBeUndefined()
		expect(service.lookup).not.toHaveBeenCalled()
		expect(await placeOf(geocoder, 'Bussum')).toEqual({ lat: 1, lng: 1, label: 'Bussum' })
	})
	it("asks the service only within the client's limit; past it the offline answer stands, marked as limited", async () => {
		const service = remote(async () => ({ lat: 1, lng: 1, label: 'x' }))
		const withinLimit = vi.fn(async () => false)
		const { geocoder, store } = setup({ remote: service, withinLimit })
		store.set('pdok:1012 ab', { lat: 52.371, lng: 4.891, label: '1012 AB Amsterdam' })
		const locate = (text: string) => geocoder.locate(parseQuery(text), { remote: true, client: CLIENT })
		expect(await locate('3511')).toEqual({ place: { lat: 52.09, lng: 5.12, label: '3511', pc4: '3511' }, limited: true })
		expect(await locate('Bussum')).toEqual({ place: undefined, limited: true })
		// A remembered answer asks nobody, so it counts against no limit.
		expect(await locate('1012 AB')).toEqual({ place: { lat: 52.371, lng: 4.891, label: '1012 AB', pc4: '1012' }, limited: false })
		expect(service.lookup).not.toHaveBeenCalled()
		expect(withinLimit.mock.calls).toEqual([[CLIENT], [CLIENT]])
	})
	it('logs and gives no place when even the local lookup fails', async () => {
		const { geocoder, warn } = setup({ findCity: () => Promise.reject(new Error('database down')) })
		expect(await placeOf(geocoder, 'Utrecht', false)).toBeUndefined()
		expect(warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'database down' }), 'geocoding failed')
	})
})
