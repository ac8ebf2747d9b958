import { describe, expect, it, vi } from 'vitest'
import { createRemoteGeocoder, parseNominatim, parsePdok } from './remote.server'

describe('parsePdok', () => {
	it('reads the centre of the first document', () => {
		const body = { response: { numFound: 1, docs: [{ centroide_ll: 'POINT(4.89 52.37)', weergavenaam: '1012 AB Amsterdam' }] } }
		expect(parsePdok(body)).toEqual({ lat: 52.37, lng: 4.89, label: '1012 AB Amsterdam' })
	})
	it('gives nothing without documents and throws on a malformed answer', () => {
		expect(parsePdok({ response: { docs: [] } })).toBeUndefined()
		expect(() => parsePdok({ error: 'x' })).toThrow()
	})
})

describe('parseNominatim', () => {
	it('reads the first result', () => {
		expect(parseNominatim([{ lat: '52.1', lon: '5.2', display_name: 'Utrecht' }])).toEqual({ lat: 52.1, lng: 5.2, label: 'Utrecht' })
		expect(parseNominatim([])).toBeUndefined()
	})
})

describe('createRemoteGeocoder', () => {
	it("asks Nominatim for the input plus ', Netherlands'", async () => {
		const fetchImpl = vi.fn(async () => Response.json([{ lat: '52.1', lon: '5.2' }]))
		const geocoder = createRemoteGeocoder('nominatim', 'https://geo.example.nl/', fetchImpl as unknown as typeof fetch)
		expect(await geocoder.lookup('Bussum')).toEqual({ lat: 52.1, lng: 5.2, label: '' })
		const url = new URL(String((fetchImpl.mock.calls[0] as unknown[])[0]))
		expect(url.origin + url.pathname).toBe('https://geo.example.nl/search')
		expect(url.searchParams.get('q')).toBe('Bussum, Netherlands')
		expect(url.searchParams.get('format')).toBe('json')
	})
	it('throws when the service answers with an error status', async () => {
		const geocoder = createRemoteGeocoder('pdok', undefined, (async () => new Response('busy', { status: 503 })) as unknown as typeof fetch)
		await expect(geocoder.lookup('1012')).rejects.toThrow('pdok geocoder answered 503')
	})
})
