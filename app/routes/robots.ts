import { config } from '~/server/platform/config.server'
import { paths } from '~/lib/common/paths'
import { shared } from '~/lib/seo/page-share'

export const handle = shared()

/** /robots.txt: everything public may be crawled; private areas and APIs not; where the sitemap is. */
export function loader() {
	const body = [
		'User-agent: *',
		`Allow: ${paths.home}`,
		`Disallow: ${paths.admin}`,
		`Disallow: ${paths.dashboard}`,
		`Disallow: ${paths.api.root}/`,
		`Disallow: ${paths.dev}/`,
		`Disallow: ${paths.auth}`,
		'',
		`Sitemap: ${config().SITE_URL}${paths.sitemap}`,
		'',
	].join('\n')
	return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
