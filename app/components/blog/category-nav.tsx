import { Link } from 'react-router'
import { ALL_CATEGORIES_LABEL, BLOG_CATEGORIES, categoryHref, type BlogCategory } from '~/lib/blog/categories'

const pill = (active: boolean) =>
	`inline-block rounded-full border px-4 py-2 text-sm font-medium ${active ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'}`

/** The category buttons: plain links with a URL parameter, so filtering works without JavaScript. */
export function CategoryNav({ active }: { active: BlogCategory | undefined }) {
	const options = [
		{ label: ALL_CATEGORIES_LABEL, category: undefined },
		...BLOG_CATEGORIES.map((category) => ({ label: category.label, category })),
	]
	return (
		<nav aria-label="Categorieën">
			<ul className="flex flex-wrap gap-2">
				{options.map(({ label, category }) => {
					const isActive = category?.slug === active?.slug
					return (
						<li key={label}>
							<Link to={categoryHref(category)} className={pill(isActive)} aria-current={isActive ? 'page' : undefined} preventScrollReset>
								{label}
							</Link>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}
