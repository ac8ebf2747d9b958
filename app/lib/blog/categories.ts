import { paths } from '~/lib/common/paths'
/** The blog's categories, in the order of the category buttons. */
export const BLOG_CATEGORIES = [
	{ slug: 'verzorging', label: 'Verzorging' },
	{ slug: 'puppy-tips', label: 'Puppy Tips' },
	{ slug: 'gezondheid', label: 'Gezondheid' },
	{ slug: 'producten', label: 'Producten' },
	{ slug: 'styling', label: 'Styling' },
	{ slug: 'training', label: 'Training' },
] as const

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]
export type BlogCategoryLabel = BlogCategory['label']

export const ALL_CATEGORIES_LABEL = 'Alle categorieën'

/** The URL parameter that selects a category on /blog (works without JavaScript: plain links). */
export const CATEGORY_PARAM = 'categorie'

export const CATEGORY_LABELS = BLOG_CATEGORIES.map((category) => category.label) as [BlogCategoryLabel, ...BlogCategoryLabel[]]

/** The category a URL parameter names; undefined (all articles) for a missing or unknown value. */
export function categoryFromParam(param: string | null | undefined): BlogCategory | undefined {
	const wanted = param?.trim().toLowerCase()
	return BLOG_CATEGORIES.find((category) => category.slug === wanted)
}

export function categoryByLabel(label: BlogCategoryLabel): BlogCategory {
	return BLOG_CATEGORIES.find((category) => category.label === label)!
}

/** Link target of a category button: /blog for all, /blog?categorie={slug} for one. */
export function categoryHref(category: BlogCategory | undefined): string {
	return category ? `${paths.blog}?${CATEGORY_PARAM}=${category.slug}` : paths.blog
}

/** The articles in a category, all of them when no category is chosen; order is kept. */
export function filterByCategory<T extends { category: BlogCategoryLabel }>(
	articles: readonly T[],
	category: BlogCategory | undefined,
): T[] {
	return category ? articles.filter((article) => article.category === category.label) : [...articles]
}

/** Up to `limit` other articles, those in the same category first, otherwise in the given order. */
export function relatedArticles<T extends { slug: string; category: BlogCategoryLabel }>(
	articles: readonly T[],
	current: T,
	limit = 3,
): T[] {
	const others = articles.filter((article) => article.slug !== current.slug)
	const sameCategory = others.filter((article) => article.category === current.category)
	const rest = others.filter((article) => article.category !== current.category)
	return [...sameCategory, ...rest].slice(0, limit)
}
