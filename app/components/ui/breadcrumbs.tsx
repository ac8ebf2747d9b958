import { Link } from 'react-router'
import type { Crumb } from '~/lib/seo/structured-data'

/** The visible trail; the last crumb is the current page. Pages also put it in JSON-LD (breadcrumbList). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
	return (
		<nav aria-label="Kruimelpad" className="text-sm text-slate-600">
			<ol className="flex flex-wrap items-center gap-1">
				{crumbs.map((crumb, index) => (
					<li key={crumb.path} className="flex items-center gap-1">
						{index > 0 ? <span aria-hidden="true">›</span> : null}
						{index === crumbs.length - 1 ? (
							<span aria-current="page" className="font-medium text-slate-800">
								{crumb.name}
							</span>
						) : (
							<Link to={crumb.path} className="hover:text-brand-700 hover:underline">
								{crumb.name}
							</Link>
						)}
					</li>
				))}
			</ol>
		</nav>
	)
}
