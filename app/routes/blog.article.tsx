import { Link } from 'react-router'
import type { Route } from './+types/blog.article'
import { ArticleBody } from '~/components/blog/article-body'
import { ArticleCard } from '~/components/blog/article-card'
import { AuthorBox } from '~/components/blog/author-box'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { LinkButton } from '~/components/ui/button'
import type { ArticleSummary } from '~/lib/blog/article'
import { categoryByLabel, categoryHref } from '~/lib/blog/categories'
import { blogPostingJsonLd } from '~/lib/blog/structured-data'
import { breadcrumbList } from '~/lib/seo/structured-data'
import { formatDutchDate } from '~/lib/common/dutch-date'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { findArticle } from '~/server/blog/articles.server'
import { notFoundPage } from '~/edge/errors.server'
import { actorOf } from '~/edge/guards.server'
import { articlePath, paths } from '~/lib/common/paths'
import { shared } from '~/lib/seo/page-share'

export const handle = shared()

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const found = findArticle(await actorOf({ request, context }), { slug: params.slug })
	// The page itself says 'Artikel niet gevonden'; the status tells crawlers.
	return found ?? notFoundPage({ article: null, related: [] })
}

const crumbsFor = (article: ArticleSummary) => [
	{ name: 'Home', path: paths.home },
	{ name: 'Blog', path: paths.blog },
	{ name: article.title, path: articlePath(article.slug) },
]

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
	const site = siteFrom(matches)
	const article = loaderData?.article
	if (!article)
		return pageMeta(site, {
			title: 'Artikel niet gevonden',
			description: 'Dit artikel bestaat niet (meer).',
			path: articlePath(params.slug),
			noIndex: true,
		})
	return pageMeta(site, {
		title: article.title,
		description: article.excerpt,
		path: articlePath(article.slug),
		image: article.image,
		structuredData: site ? [blogPostingJsonLd(site, article), breadcrumbList(site.siteUrl, crumbsFor(article))] : [],
	})
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
	const { article, related } = loaderData
	if (!article) return <ArticleNotFound />
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<Breadcrumbs crumbs={crumbsFor(article)} />
			<article className="mx-auto mt-8 max-w-3xl">
				<header>
					<Link
						to={categoryHref(categoryByLabel(article.category))}
						className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-100"
					>
						{article.category}
					</Link>
					<h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
					<p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
						<time dateTime={article.date}>{formatDutchDate(article.date)}</time>
						<span>
							Door <span className="font-medium text-slate-900">{article.authorName}</span>
						</span>
						<span>{article.readingMinutes} min leestijd</span>
					</p>
				</header>
				<img
					src={article.image}
					alt={article.imageAlt}
					width={1200}
					height={630}
					fetchPriority="high"
					className="mt-8 aspect-[40/21] w-full rounded-xl bg-slate-100 object-cover"
				/>
				<div className="mt-8">
					<ArticleBody html={article.html} />
				</div>
				<div className="mt-12">
					<AuthorBox author={article} />
				</div>
			</article>
			<section aria-labelledby="cta-title" className="mx-auto mt-12 max-w-3xl rounded-2xl bg-brand-700 p-8 text-white">
				<h2 id="cta-title" className="text-2xl font-bold">
					Op zoek naar een trimsalon?
				</h2>
				<p className="mt-2 text-brand-50">Vergelijk trimsalons in heel Nederland op beoordelingen, diensten en locatie.</p>
				<LinkButton to={paths.directory} variant="secondary" className="mt-5">
					Bekijk alle trimsalons
				</LinkButton>
			</section>
			{related.length > 0 ? (
				<section aria-labelledby="related-title" className="mt-16">
					<h2 id="related-title" className="text-2xl font-bold text-slate-900">
						Gerelateerde artikelen
					</h2>
					<ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
						{related.map((item) => (
							<li key={item.slug} className="flex">
								<ArticleCard article={item} lazy headingLevel={3} />
							</li>
						))}
					</ul>
				</section>
			) : null}
		</div>
	)
}

function ArticleNotFound() {
	return (
		<section className="mx-auto max-w-2xl px-4 py-24 text-center">
			<h1 className="text-3xl font-bold text-slate-900">Artikel niet gevonden</h1>
			<p className="mt-3 text-slate-600">Het artikel dat je zoekt bestaat niet (meer) of is verplaatst.</p>
			<LinkButton to={paths.blog} className="mt-8">
				Terug naar de blog
			</LinkButton>
		</section>
	)
}
