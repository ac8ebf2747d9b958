import { describe, expect, it } from 'vitest'
import { parseSitemapPart, sitemapIndex, sitemapParts, urlset } from './sitemap'

describe('urlset', () => {
	it('lists absolute, escaped URLs with the last-modified day', () => {
		const xml = urlset('https://example.nl', [{ path: '/' }, { path: "/city/'s-hertogenbosch", lastmod: new Date('2025-04-27T10:00:00Z') }])
		expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
		expect(xml).toContain('<url><loc>https://example.nl/</loc></url>')
		expect(xml).toContain('<url><loc>https://example.nl/city/&apos;s-hertogenbosch</loc><lastmod>2025-04-27</lastmod></url>')
	})
})

describe('sitemapIndex', () => {
	it('points at each part', () => {
		expect(sitemapIndex('https://example.nl', ['/sitemap/pages.xml'])).toContain(
			'<sitemap><loc>https://example.nl/sitemap/pages.xml</loc></sitemap>',
		)
	})
})

describe('sitemapParts', () => {
	it('keeps one sitemap while the salons fit in one file', () => {
		expect(sitemapParts(2500, 10_000)).toBeUndefined()
		expect(sitemapParts(10_000, 10_000)).toBeUndefined()
	})
	it('splits into pages and salon files above that', () => {
		expect(sitemapParts(25_000, 10_000)).toEqual([
			'/sitemap/pages.xml',
			'/sitemap/salons-1.xml',
			'/sitemap/salons-2.xml',
			'/sitemap/salons-3.xml',
		])
	})
})

describe('parseSitemapPart', () => {
	it('reads the part names', () => {
		expect(parseSitemapPart('pages.xml')).toEqual({ kind: 'pages' })
		expect(parseSitemapPart('salons-12.xml')).toEqual({ kind: 'salons', index: 12 })
	})
	it('refuses anything else', () => {
		for (const name of ['salons-0.xml', 'salons-1', 'salons-01.xml', '../etc.xml', 'salons-999999.xml'])
			expect(parseSitemapPart(name)).toBeUndefined()
	})
})
