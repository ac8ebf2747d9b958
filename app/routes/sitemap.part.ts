import { data } from 'react-router'
import type { Route } from './+types/sitemap.part'
import { parseSitemapPart, SALONS_PER_SITEMAP, urlset } from '~/lib/sitemap'
import { config } from '~/server/config.server'
import { salonSitemapEntries } from '~/server/salons.server'
import { pageSitemapEntries } from '~/server/sitemap.server'
import { xmlResponse } from '~/server/xml.server'

/** /sitemap/pages.xml and /sitemap/salons-N.xml, the parts listed by the sitemap index. */
export async function loader({ params }: Route.LoaderArgs) {
	const part = parseSitemapPart(params.part)
	if (!part) throw data(null, { status: 404 })
	const entries =
		part.kind === 'pages'
			? await pageSitemapEntries()
			: await salonSitemapEntries((part.index - 1) * SALONS_PER_SITEMAP, SALONS_PER_SITEMAP)
	if (!entries.length) throw data(null, { status: 404 })
	return xmlResponse(urlset(config().SITE_URL, entries))
}
