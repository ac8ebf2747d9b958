import { describe, expect, it } from 'vitest'
import { pageMeta } from './meta'

const site = { siteName: 'Trimsalonwijzer', siteUrl: 'https://example.nl' }

describe('pageMeta', () => {
	it('appends the site name to the title and builds an absolute canonical URL', () => {
		const tags = pageMeta(site, { title: 'Steden', description: 'Alle steden', path: '/cities' })
		expect(tags).toContainEqual({ title: 'Steden | Trimsalonwijzer' })
		expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://example.nl/cities' })
		expect(tags).toContainEqual({ property: 'og:url', content: 'https://example.nl/cities' })
	})
	it('makes a relative image absolute and adds JSON-LD', () => {
		const tags = pageMeta(site, { title: 'A', description: 'B', path: '/', image: '/x.png', structuredData: [{ '@type': 'WebSite' }] })
		expect(tags).toContainEqual({ property: 'og:image', content: 'https://example.nl/x.png' })
		expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'WebSite' } })
	})
})
