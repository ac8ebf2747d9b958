import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect'

describe('safeRedirect', () => {
	it('keeps a path on this site, query included', () => {
		expect(safeRedirect('/trimsalon/de-poedel?x=1', '/')).toBe('/trimsalon/de-poedel?x=1')
	})
	it('refuses other sites, protocol-relative and backslash tricks, and junk', () => {
		for (const to of ['https://evil.example', '//evil.example', '/\\evil.example', 'dashboard', '', null, 42, `/${'a'.repeat(2000)}`]) {
			expect(safeRedirect(to, '/fallback')).toBe('/fallback')
		}
	})
})
