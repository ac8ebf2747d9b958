import { describe, expect, it, vi } from 'vitest'
import type { AreaCentroid } from '~/lib/postcode-area'
import { parseQuery } from '~/lib/search-text'
import { createGeocoder, type GeocoderDeps } from './geocoder.server'
import type { RemoteGeocoder, RemoteHit } from './remote.server'

const AREAS = new Map<string, AreaCentroid>([
	['1012', { lat: 52.37, lng: 4.89, count: 2 }],
	['3511', { lat: 52.09, lng: 5.12, count: 1 }],
])
const AMSTERDAM = { lat: 52.3676, lng: 4.9041, label: 'Amsterdam', cityId: 1 }

function setup(overrides: Partial<GeocoderDeps> = {}) {
	const store = new Map<string, RemoteHit | null>()
	const warn = vi.fn()
	const deps: GeocoderDeps = {
		cache: { get: async (key) => store.get(key), set: async (key, hit) => void store.set(key, hit) },
		findCity: async (text) => (/^amsterda?m$/i.test(text) ? AMSTERDAM : undefined),
		postcodeAreas: async () => AREAS,
		findPostcode: async (postcode) => (postcode === '1012 ZZ' ? { lat: 52.3731, lng: 4.8926 } : undefined),
		warn,
		...overrides,
	}
	return { geocoder: createGeocoder(deps), store, warn }
}

const remote = (lookup: RemoteGeocoder['lookup']): RemoteGeocoder => ({ name: 'pdok', lookup: vi.fn(lookup) })

describe('geocoder without a web service', () => {
	it('locates a full postcode that a salon has at that salon, before the area centre', async () => {
		const { geocoder } = setup()
		expect(await geocoder.locate(parseQuery('1012zz'), { remote: false })).toEqual({
			lat: 52.3731,
			lng: 4.8926,
			label: '1012 ZZ',
			pc4: '1012',
		})
		expect(await geocoder.locate(parseQuery('1012 AB'), { remote: false })).toMatchObject({ lat: 52.37, lng: 4.89 })
	})

	it('locates a city by name', async () => {
		const { geocoder } = setup()
		expect(await geocoder.locate(parseQuery('Amsterdm'), { remote: true })).toEqual(AMSTERDAM)
	})
	it('locates a postcode at the centre of its known salons', async () => {
		const { geocoder } = setup()
		expect(await geocoder.locate(parseQuery('1012 ab'), { remote: true })).toEqual({ lat: 52.37, lng: 4.89, label: '1012 AB', pc4: '1012' })
	})
	it('falls back to the nearest known prefix for a postcode without salons', async () => {
		const { geocoder } = setup()
		expect(await geocoder.locate(parseQuery('1017'), { remote: true })).toMatchObject({ lat: 52.37, lng: 4.89, pc4: '1017' })
	})
	it('gives no place for unknown text or a postcode far from any salon', async () => {
		const { geocoder } = setup()
		expect(await geocoder.locate(parseQuery('Trimsalon Kwispel'), { remote: true })).toBeUndefined()
		expect(await geocoder.locate(parseQuery('9711'), { remote: true })).toBeUndefined()
		expect(await geocoder.locate(parseQuery(''), { remote: true })).toBeUndefined()
	})
})

describe('geocoder with a web service', () => {
	it('asks the service for a postcode once and then answers from the cache', async () => {
		const service = remote(async () => ({ lat: 52.371, lng: 4.891, label: '1012 AB Amsterdam' }))
		const { geocoder, store } = setup({ remote: service })
		const first = await geocoder.locate(parseQuery('1012AB'), { remote: true })
		const second = await geocoder.locate(parseQuery('1012 AB'), { remote: true })
		expect(first).toEqual({ lat: 52.371, lng: 4.891, label: '1012 AB', pc4: '1012' })
		expect(second).toEqual(first)
		expect(service.lookup).toHaveBeenCalledTimes(1)
		expect([...store.keys()]).toEqual(['pdok:1012 ab'])
	})
	it('falls back to the offline centre and logs when the service fails', async () => {
		const { geocoder, warn, store } = setup({ remote: remote(async () => Promise.reject(new Error('ECONNREFUSED'))) })
		expect(await geocoder.locate(parseQuery('3511'), { remote: true })).toMatchObject({ lat: 52.09, lng: 5.12 })
		expect(warn).toHaveBeenCalledWith(expect.objectContaining({ provider: 'pdok', reason: 'ECONNREFUSED' }), 'geocoding failed')
		expect(store.size).toBe(0)
	})
	it('remembers that the service knew no place', async () => {
		const service = remote(async () => undefined)
		const { geocoder } = setup({ remote: service })
		expect(await geocoder.locate(parseQuery('Nergenshuizen'), { remote: true })).toBeUndefined()
		expect(await geocoder.locate(parseQuery('nergenshuizen'), { remote: true })).toBeUndefined()
		expect(service.lookup).toHaveBeenCalledTimes(1)
	})
	it('answers cities locally and keeps free text local when asked to', async () => {
		const service = remote(async () => ({ lat: 1, lng: 1, label: 'x' }))
		const { geocoder } = setup({ remote: service })
		expect(await geocoder.locate(parseQuery('Amsterdam'), { remote: true })).toEqual(AMSTERDAM)
		expect(await geocoder.locate(parseQuery('Trimsalon Kwispel'), { remote: false })).toBeUndefined()
		expect(service.lookup).not.toHaveBeenCalled()
		expect(await geocoder.locate(parseQuery('Bussum'), { remote: true })).toEqual({ lat: 1, lng: 1, label: 'Bussum' })
	})
	it('logs and gives no place when even the local lookup fails', async () => {
		const { geocoder, warn } = setup({ findCity: () => Promise.reject(new Error('database down')) })
		expect(await geocoder.locate(parseQuery('Utrecht'), { remote: false })).toBeUndefined()
		expect(warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'database down' }), 'geocoding failed')
	})
})
