import type { MetaDescriptor } from 'react-router'

export type SiteInfo = { siteName: string; siteUrl: string }

export type PageMeta = {
	title: string
	description: string
	/** Path of the canonical URL, without query string unless it selects different content. */
	path: string
	image?: string
	/** JSON-LD objects for this page. */
	structuredData?: object[]
	noIndex?: boolean
}

/** Title with the site name appended, description, canonical URL, Open Graph, Twitter and JSON-LD. */
export function pageMeta(site: SiteInfo | undefined, page: PageMeta): MetaDescriptor[] {
	const siteName = site?.siteName ?? ''
	const url = `${site?.siteUrl ?? ''}${page.path}`
	const title = siteName ? `${page.title} | ${siteName}` : page.title
	const tags: MetaDescriptor[] = [
		{ title },
		{ name: 'description', content: page.description },
		{ tagName: 'link', rel: 'canonical', href: url },
		{ property: 'og:type', content: 'website' },
		{ property: 'og:site_name', content: siteName },
		{ property: 'og:locale', content: 'nl_NL' },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: page.description },
		{ property: 'og:url', content: url },
		{ name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: page.description },
	]
	if (page.image) {
		const image = page.image.startsWith('http') ? page.image : `${site?.siteUrl ?? ''}${page.image}`
		tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image })
	}
	if (page.noIndex) tags.push({ name: 'robots', content: 'noindex' })
	for (const data of page.structuredData ?? []) tags.push({ 'script:ld+json': data })
	return tags
}

/** The site name and URL from the root loader, for use in a route's meta function. */
export function siteFrom(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): SiteInfo | undefined {
	return matches.find((match) => match?.id === 'root')?.loaderData as SiteInfo | undefined
}
