import type { SiteInfo } from '../seo/meta'
import type { ArticleSummary } from './article'
import { articlePath, paths } from '~/lib/common/paths'

const absolute = (site: SiteInfo, path: string) => `${site.siteUrl}${path}`

/** schema.org BlogPosting for an article page. */
export function blogPostingJsonLd(site: SiteInfo, article: ArticleSummary) {
	const url = absolute(site, articlePath(article.slug))
	return {
		'@context': 'https://schema.org',
		'@type': 'BlogPosting',
		headline: article.title,
		description: article.excerpt,
		image: absolute(site, article.image),
		datePublished: article.date,
		dateModified: article.date,
		inLanguage: 'nl-NL',
		articleSection: article.category,
		// The articles are the editorial team's: an organisation, not a person with credentials.
		author: { '@type': 'Organization', name: article.authorName },
		publisher: { '@type': 'Organization', name: site.siteName, logo: { '@type': 'ImageObject', url: absolute(site, '/favicon.svg') } },
		mainEntityOfPage: { '@type': 'WebPage', '@id': url },
		url,
	}
}

/** schema.org Blog with its posts, for the article list. */
export function blogJsonLd(site: SiteInfo, articles: readonly ArticleSummary[]) {
	return {
		'@context': 'https://schema.org',
		'@type': 'Blog',
		name: `${site.siteName} blog`,
		url: absolute(site, paths.blog),
		inLanguage: 'nl-NL',
		blogPost: articles.map((article) => ({
			'@type': 'BlogPosting',
			headline: article.title,
			url: absolute(site, articlePath(article.slug)),
			datePublished: article.date,
			image: absolute(site, article.image),
		})),
	}
}
