import { describe, expect, it } from 'vitest'
import { BLOG_CATEGORIES, categoryFromParam, categoryHref, filterByCategory, relatedArticles, type BlogCategoryLabel } from './categories'

const article = (slug: string, category: BlogCategoryLabel) => ({ slug, category })
const articles = [
	article('a', 'Verzorging'),
	article('b', 'Gezondheid'),
	article('c', 'Verzorging'),
	article('d', 'Training'),
	article('e', 'Gezondheid'),
]

describe('blog categories', () => {
	it('are the spec six, after "Alle categorieën"', () => {
		expect(BLOG_CATEGORIES.map((c) => c.label)).toEqual(['Verzorging', 'Puppy Tips', 'Gezondheid', 'Producten', 'Styling', 'Training'])
	})
})

describe('categoryFromParam', () => {
	it('finds a category by its slug, case- and space-insensitively', () => {
		expect(categoryFromParam('puppy-tips')?.label).toBe('Puppy Tips')
		expect(categoryFromParam(' Gezondheid ')?.label).toBe('Gezondheid')
	})
	it('means all articles for a missing, empty or unknown value', () => {
		expect(categoryFromParam(null)).toBeUndefined()
		expect(categoryFromParam('')).toBeUndefined()
		expect(categoryFromParam('<script>')).toBeUndefined()
		expect(categoryFromParam('Puppy Tips')).toBeUndefined()
	})
})

describe('categoryHref', () => {
	it('links to /blog for all and to a URL parameter for one', () => {
		expect(categoryHref(undefined)).toBe('/blog')
		expect(categoryHref(categoryFromParam('styling'))).toBe('/blog?categorie=styling')
	})
})

describe('filterByCategory', () => {
	it('keeps only the chosen category, in order', () => {
		expect(filterByCategory(articles, categoryFromParam('verzorging')).map((a) => a.slug)).toEqual(['a', 'c'])
	})
	it('keeps everything without a category', () => {
		expect(filterByCategory(articles, undefined)).toEqual(articles)
	})
	it('can be empty', () => {
		expect(filterByCategory(articles, categoryFromParam('producten'))).toEqual([])
	})
})

describe('relatedArticles', () => {
	it('puts the same category first and never the article itself', () => {
		expect(relatedArticles(articles, articles[1]!).map((a) => a.slug)).toEqual(['e', 'a', 'c'])
	})
	it('fills up with other categories in the given order and respects the limit', () => {
		expect(relatedArticles(articles, articles[3]!, 2).map((a) => a.slug)).toEqual(['a', 'b'])
	})
})
