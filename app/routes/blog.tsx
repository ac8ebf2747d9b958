import type { Route } from './+types/blog'
import { ArticleCard } from '~/components/blog/article-card'
import { CategoryNav } from '~/components/blog/category-nav'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { CATEGORY_PARAM, categoryFromParam, categoryHref } from '~/lib/blog/categories'
import { blogJsonLd } from '~/lib/blog/structured-data'
import { breadcrumbList } from '~/lib/seo/structured-data'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { listArticles } from '~/server/blog/articles.server'
import { actorOf } from '~/edge/guards.server'
import { paths } from '~/lib/common/paths'
import { shared } from '~/lib/seo/page-share'

const CRUMBS = [
	{ name: 'Home', path: paths.home },
	{ name: 'Blog', path: paths.blog },
]

export const handle = shared([CATEGORY_PARAM])

export async function loader({ request, context }: Route.LoaderArgs) {
	const category = categoryFromParam(new URL(request.url).searchParams.get(CATEGORY_PARAM))
	return { category, articles: listArticles(await actorOf({ request, context }), { category }) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const site = siteFrom(matches)
	const category = loaderData?.category
	return pageMeta(site, {
		title: category ? `Blog: ${category.label}` : 'Blog: tips over hondenverzorging',
		description:
			'Praktische artikelen over het trimmen en verzorgen van je hond: vachttypes, puppy’s, gezondheid, producten, trimstijlen en training.',
		path: categoryHref(category),
		image: loaderData?.articles[0]?.image,
		structuredData: site ? [blogJsonLd(site, loaderData?.articles ?? []), breadcrumbList(site.siteUrl, CRUMBS)] : [],
	})
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
	const { category, articles } = loaderData
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<Breadcrumbs crumbs={CRUMBS} />
			<header className="mt-6 max-w-3xl">
				<h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Blog</h1>
				<p className="mt-3 text-lg text-slate-600">
					Tips en advies over de verzorging van je hond: hoe vaak naar de trimsalon, je puppy voorbereiden, een gezonde vacht, de juiste
					producten, trimstijlen en training.
				</p>
			</header>
			<div className="mt-8">
				<CategoryNav active={category} />
			</div>
			<h2 className="sr-only">{category ? `Artikelen in ${category.label}` : 'Alle artikelen'}</h2>
			{articles.length === 0 ? (
				<p className="mt-10 text-slate-600">Er zijn nog geen artikelen in deze categorie.</p>
			) : (
				<ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Artikelen">
					{articles.map((article, index) => (
						<li key={article.slug} className="flex">
							<ArticleCard article={article} lazy={index >= 3} headingLevel={3} />
						</li>
					))}
				</ul>
			)}
		</div>
	)
}
