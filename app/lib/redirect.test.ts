import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect'

describe('safeRedirect', () => {
	it('keeps a path on this site, query and fragment included', () => {
		expect(safeRedirect('/trimsalon/de-poedel?x=1', '/')).toBe('/trimsalon/de-poedel?x=1')
		expect(safeRedirect('/directory?location=Den%20Haag#kaart', '/')).toBe('/directory?location=Den%20Haag#kaart')
	})

	it('refuses every way of reaching another host', () => {
		const payloads = [
			'https://evil.example',
			'//evil.example',
			'/\\evil.example',
			'/\t/evil.example',
			'/\n/evil.example',
			'/\r\n/evil.example',
			'/ /evil.example',
			'https:evil.example',
			'/\u0000/evil.example',
			'/\u00a0/evil.example',
			'\\\\evil.example',
			'javascript:alert(1)',
		]
		for (const to of payloads) expect(safeRedirect(to, '/fallback'), JSON.stringify(to)).toBe('/fallback')
	})

	it('keeps percent-encoded tricks as paths on this site, where browsers leave them', () => {
		for (const to of ['/%09/evil.example', '/%2F%2Fevil.example', '/%5cevil.example']) {
			const result = safeRedirect(to, '/fallback')
			expect(result.startsWith('/') && !result.startsWith('//'), result).toBe(true)
			expect(new URL(result, 'https://trimsalonwijzer.nl').host).toBe('trimsalonwijzer.nl')
		}
	})

	it('refuses junk', () => {
		for (const to of ['dashboard', '', null, 42, `/${'a'.repeat(2000)}`]) expect(safeRedirect(to, '/fallback')).toBe('/fallback')
	})
})
