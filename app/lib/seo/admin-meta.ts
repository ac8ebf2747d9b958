import { pageMeta, siteFrom, type PageMeta } from './meta'

type Matches = Parameters<typeof siteFrom>[0]

/** The meta tags of an admin tab: its own title, never indexed. */
export function adminTabMeta(matches: Matches, title: string, path: string) {
	const page: PageMeta = {
		title: `${title} | Admin Portal`,
		description: 'Beheer van aanmeldingen, trimsalons en claims.',
		path,
		noIndex: true,
	}
	return pageMeta(siteFrom(matches), page)
}
