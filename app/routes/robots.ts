import { config } from '~/server/config.server'

/** /robots.txt: everything public may be crawled; private areas and APIs not; where the sitemap is. */
export function loader() {
	const body = [
		'User-agent: *',
		'Allow: /',
		'Disallow: /admin',
		'Disallow: /dashboard',
		'Disallow: /api/',
		'Disallow: /dev/',
		'Disallow: /auth',
		'',
		`Sitemap: ${config().SITE_URL}/sitemap.xml`,
		'',
	].join('\n')
	return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
