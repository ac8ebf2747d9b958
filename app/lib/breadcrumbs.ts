export type Crumb = { label: string; path: string }

/** schema.org BreadcrumbList for a trail of pages, with absolute URLs. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]) {
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: crumbs.map((crumb, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: crumb.label,
			item: `${siteUrl}${crumb.path}`,
		})),
	}
}
