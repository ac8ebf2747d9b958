import { Link } from 'react-router'
import type { Crumb } from '~/lib/breadcrumbs'

/** The trail above a page; the last crumb is the current page. Pair it with breadcrumbJsonLd in meta. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
	return (
		<nav aria-label="Kruimelpad" className="text-sm text-slate-600">
			<ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
				{crumbs.map((crumb, index) => (
					<li key={crumb.path} className="flex items-center gap-2">
						{index > 0 ? <span aria-hidden="true">/</span> : null}
						{index === crumbs.length - 1 ? (
							<span aria-current="page" className="font-medium text-slate-900">
								{crumb.label}
							</span>
						) : (
							<Link to={crumb.path} className="hover:text-brand-700 hover:underline">
								{crumb.label}
							</Link>
						)}
					</li>
				))}
			</ol>
		</nav>
	)
}
