import { paths, sitemapSalonsPath } from '~/lib/common/paths'
/** Salon URLs per sitemap file; a search engine accepts up to 50,000, smaller files are cheaper to build. */
export const SALONS_PER_SITEMAP = 10_000

export type SitemapUrl = { path: string; lastmod?: Date | null }

export function xmlEscape(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

const lastmod = (date: Date | null | undefined) => (date ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : '')

export function urlset(siteUrl: string, urls: readonly SitemapUrl[]): string {
	const entries = urls.map((url) => `<url><loc>${xmlEscape(`${siteUrl}${url.path}`)}</loc>${lastmod(url.lastmod)}</url>`)
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
}

export function sitemapIndex(siteUrl: string, paths: readonly string[]): string {
	const entries = paths.map((path) => `<sitemap><loc>${xmlEscape(`${siteUrl}${path}`)}</loc></sitemap>`)
	return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

/**
 * One sitemap while the salons fit in one file; otherwise an index of /sitemap/pages.xml (pages and
 * cities) and /sitemap/salons-N.xml files.
 */
export function sitemapParts(salonCount: number, perFile = SALONS_PER_SITEMAP): string[] | undefined {
	if (salonCount <= perFile) return undefined
	const files = Math.ceil(salonCount / perFile)
	return [paths.sitemapPages, ...Array.from({ length: files }, (_, i) => sitemapSalonsPath(i + 1))]
}

/** Which part a /sitemap/{name} URL asks for; undefined for an unknown name. */
export function parseSitemapPart(name: string): { kind: 'pages' } | { kind: 'salons'; index: number } | undefined {
	if (name === 'pages.xml') return { kind: 'pages' }
	const match = /^salons-([1-9]\d{0,4})\.xml$/.exec(name)
	return match ? { kind: 'salons', index: Number(match[1]) } : undefined
}
