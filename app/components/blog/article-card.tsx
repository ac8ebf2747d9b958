import { Link } from 'react-router'
import type { ArticleSummary } from '~/lib/blog/article'
import { formatDutchDate } from '~/lib/common/dutch-date'
import { articlePath } from '~/lib/common/paths'

/** An article in a grid; the whole card is one link (the title's, stretched). */
export function ArticleCard({ article, lazy, headingLevel = 2 }: { article: ArticleSummary; lazy: boolean; headingLevel?: 2 | 3 }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<article className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
			<img
				src={article.image}
				alt={article.imageAlt}
				width={1200}
				height={630}
				loading={lazy ? 'lazy' : 'eager'}
				decoding="async"
				className="aspect-[40/21] w-full bg-slate-100 object-cover"
			/>
			<div className="flex flex-1 flex-col p-5">
				<p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
					<span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">{article.category}</span>
					<time dateTime={article.date}>{formatDutchDate(article.date)}</time>
				</p>
				<Heading className="mt-3 text-lg font-semibold leading-snug text-slate-900">
					<Link to={articlePath(article.slug)} className="after:absolute after:inset-0 hover:text-brand-700">
						{article.title}
					</Link>
				</Heading>
				<p className="mt-2 flex-1 text-slate-600">{article.excerpt}</p>
				<p className="mt-4 text-sm font-semibold text-brand-700" aria-hidden="true">
					Lees verder →
				</p>
			</div>
		</article>
	)
}
