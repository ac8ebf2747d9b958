import { describe, expect, it } from 'vitest'
import type { ArticleSummary } from './article'
import { blogJsonLd, blogPostingJsonLd } from './structured-data'

const site = { siteName: 'Trimsalonwijzer', siteUrl: 'https://example.nl' }
const article: ArticleSummary = {
	title: 'Rustig op de trimtafel',
	slug: 'training-voor-de-trimtafel',
	excerpt: 'Zo train je je hond.',
	image: '/images/blog/training-voor-de-trimtafel.svg',
	imageAlt: 'Hond op tafel',
	date: '2025-01-15',
	category: 'Training',
	authorName: 'Lotte Bakker',
	authorRole: 'Kynologisch instructeur',
	readingMinutes: 4,
}

describe('blogPostingJsonLd', () => {
	it('describes the article with absolute URLs, author and publisher', () => {
		expect(blogPostingJsonLd(site, article)).toMatchObject({
			'@type': 'BlogPosting',
			headline: 'Rustig op de trimtafel',
			image: 'https://example.nl/images/blog/training-voor-de-trimtafel.svg',
			datePublished: '2025-01-15',
			author: { '@type': 'Organization', name: 'Lotte Bakker' },
			publisher: { '@type': 'Organization', name: 'Trimsalonwijzer' },
			mainEntityOfPage: { '@id': 'https://example.nl/blog/training-voor-de-trimtafel' },
		})
	})
})

describe('blogJsonLd', () => {
	it('lists the posts', () => {
		expect(blogJsonLd(site, [article]).blogPost).toEqual([
			{
				'@type': 'BlogPosting',
				headline: 'Rustig op de trimtafel',
				url: 'https://example.nl/blog/training-voor-de-trimtafel',
				datePublished: '2025-01-15',
				image: 'https://example.nl/images/blog/training-voor-de-trimtafel.svg',
			},
		])
	})
})
