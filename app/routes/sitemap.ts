import type { Route } from './+types/sitemap'
import { sitemapIndex, sitemapParts, urlset } from '~/lib/seo/sitemap'
import { config } from '~/server/platform/config.server'
import { countSalons, salonSitemapEntries } from '~/server/salons/public.server'
import { pageSitemapEntries } from '~/server/seo/sitemap.server'
import { xmlResponse } from '~/edge/xml.server'
import { actorOf } from '~/edge/guards.server'
import { shared } from '~/lib/seo/page-share'

export const handle = shared()

/** /sitemap.xml: every page, city and salon in one file, or an index of parts when there are many salons. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await actorOf({ request, context })
	const siteUrl = config().SITE_URL
	const salonCount = (await countSalons(actor)) ?? 0
	const parts = sitemapParts(salonCount)
	if (parts) return xmlResponse(sitemapIndex(siteUrl, parts))
	const [pages, salons] = await Promise.all([pageSitemapEntries(actor), salonSitemapEntries(actor, { offset: 0, limit: salonCount })])
	return xmlResponse(urlset(siteUrl, [...pages, ...salons]))
}
