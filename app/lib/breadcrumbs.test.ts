import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd } from './breadcrumbs'

describe('breadcrumbJsonLd', () => {
	it('numbers the crumbs from 1 and makes their URLs absolute', () => {
		expect(
			breadcrumbJsonLd('https://example.nl', [
				{ label: 'Home', path: '/' },
				{ label: 'Blog', path: '/blog' },
			]),
		).toEqual({
			'@context': 'https://schema.org',
			'@type': 'BreadcrumbList',
			itemListElement: [
				{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.nl/' },
				{ '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://example.nl/blog' },
			],
		})
	})
})
