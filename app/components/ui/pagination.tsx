import { Link, useLocation } from 'react-router'
import { paginationItems } from '~/lib/common/pagination'
import { withPage } from '~/lib/search/search-params'

const item = 'inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium'

/** Page links that work without JavaScript (?page=N), keeping the other query parameters. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
	const { pathname, search } = useLocation()
	if (pageCount <= 1) return null
	const params = new URLSearchParams(search)
	const href = (n: number) => withPage(pathname, params, n)
	return (
		<nav aria-label="Paginering" className="mt-10 flex flex-wrap items-center justify-center gap-2">
			{page > 1 ? (
				<Link to={href(page - 1)} rel="prev" className={`${item} border-slate-300 hover:bg-slate-50`}>
					Vorige
				</Link>
			) : null}
			{paginationItems(page, pageCount).map((entry, index) =>
				entry === 'gap' ? (
					<span key={`gap-${index}`} className="px-1 text-slate-500" aria-hidden="true">
						…
					</span>
				) : (
					<Link
						key={entry}
						to={href(entry)}
						aria-current={entry === page ? 'page' : undefined}
						aria-label={`Pagina ${entry}`}
						className={`${item} ${entry === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 hover:bg-slate-50'}`}
					>
						{entry}
					</Link>
				),
			)}
			{page < pageCount ? (
				<Link to={href(page + 1)} rel="next" className={`${item} border-slate-300 hover:bg-slate-50`}>
					Volgende
				</Link>
			) : null}
		</nav>
	)
}
