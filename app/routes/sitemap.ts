import type { Route } from './+types/sitemap'
import { sitemapIndex, sitemapParts, urlset } from '~/lib/seo/sitemap'
import { config } from '~/server/platform/config.server'
import { countSalons, salonSitemapEntries } from '~/server/salons/public.server'
import { pageSitemapEntries } from '~/server/seo/sitemap.server'
import { xmlResponse } from '~/server/seo/xml.server'
import { shared } from '~/lib/seo/page-share'

export const handle = shared()

/** /sitemap.xml: every page, city and salon in one file, or an index of parts when there are many salons. */
export async function loader(_: Route.LoaderArgs) {
	const siteUrl = config().SITE_URL
	const salonCount = (await countSalons()) ?? 0
	const parts = sitemapParts(salonCount)
	if (parts) return xmlResponse(sitemapIndex(siteUrl, parts))
	const [pages, salons] = await Promise.all([pageSitemapEntries(), salonSitemapEntries({ offset: 0, limit: salonCount })])
	return xmlResponse(urlset(siteUrl, [...pages, ...salons]))
}
