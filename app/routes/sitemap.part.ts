import type { Route } from './+types/sitemap.part'
import { parseSitemapPart, SALONS_PER_SITEMAP, urlset } from '~/lib/seo/sitemap'
import { config } from '~/server/platform/config.server'
import { invariantResponse } from '~/edge/errors.server'
import { notFound } from '~/server/platform/errors.server'
import { salonSitemapEntries } from '~/server/salons/public.server'
import { pageSitemapEntries } from '~/server/seo/sitemap.server'
import { xmlResponse } from '~/edge/xml.server'
import { actorOf } from '~/edge/guards.server'
import { shared } from '~/lib/seo/page-share'

export const handle = shared()

/** /sitemap/pages.xml and /sitemap/salons-N.xml, the parts listed by the sitemap index. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const part = parseSitemapPart(params.part)
	invariantResponse(part, () => notFound())
	const actor = await actorOf({ request, context })
	const entries =
		part.kind === 'pages'
			? await pageSitemapEntries(actor)
			: await salonSitemapEntries(actor, { offset: (part.index - 1) * SALONS_PER_SITEMAP, limit: SALONS_PER_SITEMAP })
	invariantResponse(entries.length, () => notFound())
	return xmlResponse(urlset(config().SITE_URL, entries))
}
