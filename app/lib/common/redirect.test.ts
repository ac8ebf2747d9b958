import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { refererPath, safeRedirect } from './redirect'

/** What a browser on the real site makes of a redirect target. */
const hostOf = (target: string) => new URL(target, 'https://trimsalonwijzer.nl/some/page').host

/** A result is the fallback, or a path that a browser keeps on this site and that passes again unchanged. */
function expectOnSite(to: string) {
	const result = safeRedirect(to, '/fallback')
	expect(result.startsWith('/'), JSON.stringify(to)).toBe(true)
	expect(result, JSON.stringify(to)).not.toMatch(/^\/[/\\]/)
	expect(hostOf(result), JSON.stringify(to)).toBe('trimsalonwijzer.nl')
	expect(safeRedirect(result, '/fallback'), JSON.stringify(to)).toBe(result)
}

describe('safeRedirect', () => {
	it('keeps a path on this site, query and fragment included', () => {
		expect(safeRedirect('/trimsalon/de-poedel?x=1', '/')).toBe('/trimsalon/de-poedel?x=1')
		expect(safeRedirect('/directory?location=Den%20Haag#kaart', '/')).toBe('/directory?location=Den%20Haag#kaart')
		expect(safeRedirect('/dashboard/../account', '/')).toBe('/account')
	})

	it('refuses every way of reaching another host', () => {
		const payloads = [
			'https://evil.example',
			'//evil.example',
			'///evil.example',
			'/\\evil.example',
			'/\\/evil.example',
			'\\\\evil.example',
			'/\t/evil.example',
			'/\n/evil.example',
			'/\r\n/evil.example',
			'\t//evil.example',
			'https:evil.example',
			'javascript:alert(1)',
			// Dot segments that the URL parser removes, leaving two slashes at the start.
			'/.//evil.example',
			'/./\\evil.example',
			'/a/..//evil.example',
			'/a/b/../..//evil.example',
			'/%2e//evil.example',
			'/%2E//evil.example',
			'/.%2e//evil.example',
			'/a/%2e%2e//evil.example',
			'/a/%2e%2e/\\evil.example',
			'/.\t//evil.example',
		]
		for (const to of payloads) expect(safeRedirect(to, '/fallback'), JSON.stringify(to)).toBe('/fallback')
	})

	it('keeps percent-encoded slashes, spaces and control characters as paths on this site, where browsers leave them', () => {
		for (const to of [
			'/%09/evil.example',
			'/%2F%2Fevil.example',
			'/%2f/evil.example',
			'/%5cevil.example',
			'/%5C%5Cevil.example',
			'/ /evil.example',
		])
			expectOnSite(to)
		for (const to of ['/\u0000/evil.example', '/\u00a0/evil.example', '/\u2028/evil.example', '/\u3002evil.example']) expectOnSite(to)
	})

	it('answers any text with the fallback or a path that stays on this site', () => {
		const pieces = fc.constantFrom('/', '\\', '.', '%2e', '%2f', '\t', '@', 'x')
		fc.assert(
			fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
				const to = `/${parts.join('')}`
				const result = safeRedirect(to, '/fallback')
				if (result !== '/fallback') expectOnSite(to)
			}),
			{ numRuns: 3000 },
		)
	})

	it('refuses junk', () => {
		for (const to of ['dashboard', '', null, 42, `/${'a'.repeat(2000)}`]) expect(safeRedirect(to, '/fallback')).toBe('/fallback')
	})
})

describe('refererPath', () => {
	const origin = 'https://trimsalonwijzer.nl'
	it('goes back to a page of this site', () => {
		expect(refererPath(`${origin}/trimsalon/de-poedel?x=1`, origin, '/')).toBe('/trimsalon/de-poedel?x=1')
	})

	it('never to another host: a path with two slashes, another origin or no Referer go to the fallback', () => {
		for (const referer of [`${origin}//evil.example/`, `${origin}/\\evil.example`, 'https://evil.example/account', 'niet een adres', null])
			expect(refererPath(referer, origin, '/'), String(referer)).toBe('/')
	})
})
