import type { ArticleSummary } from '~/lib/blog/article'

type Author = Pick<ArticleSummary, 'authorName' | 'authorRole' | 'authorImage'>

function initials(name: string) {
	return name
		.split(/\s+/)
		.filter((word) => /^\p{Lu}/u.test(word))
		.map((word) => word[0])
		.join('')
		.slice(0, 2)
}

/** Who wrote the article; initials stand in when there is no author photo. */
export function AuthorBox({ author }: { author: Author }) {
	return (
		<aside aria-labelledby="over-de-auteur" className="flex items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5">
			{author.authorImage ? (
				<img src={author.authorImage} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-full" />
			) : (
				<span
					aria-hidden="true"
					className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-700"
				>
					{initials(author.authorName)}
				</span>
			)}
			<div>
				<h2 id="over-de-auteur" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
					Over de auteur
				</h2>
				<p className="mt-1 text-lg font-semibold text-slate-900">{author.authorName}</p>
				<p className="text-slate-700">{author.authorRole}</p>
			</div>
		</aside>
	)
}
