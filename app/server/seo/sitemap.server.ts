import { sql } from 'drizzle-orm'
import type { SitemapUrl } from '~/lib/seo/sitemap'
import type { Actor } from '../accounts/actor.server'
import { listArticles } from '../blog/articles.server'
import { cityNames } from '../cities/names.server'
import { db } from '../platform/db/client.server'
import { hasSalons } from '../salons/cities.server'
import { articlePath, cityPath, paths } from '~/lib/common/paths'

/** The public pages that are not generated from data. */
const STATIC_PATHS = [
	'/',
	paths.directory,
	paths.cities,
	paths.blog,
	paths.contact,
	paths.bookingSoftware,
	paths.forOwners,
	paths.salonSignup,
	paths.submitSalon,
	paths.privacy,
	paths.terms,
]

/** Static pages, the blog articles and every city that has salons. */
export async function pageSitemapEntries(actor: Actor): Promise<SitemapUrl[]> {
	const { rows } = await db().execute<{ name: string }>(sql`
		select c.name from ${cityNames()} c where ${hasSalons(sql`c.id`)} order by c.name`)
	const articles = listArticles(actor).map((article) => ({ path: articlePath(article.slug), lastmod: new Date(article.date) }))
	return [...STATIC_PATHS.map((path) => ({ path })), ...articles, ...rows.map((row) => ({ path: cityPath(row.name) }))]
}
