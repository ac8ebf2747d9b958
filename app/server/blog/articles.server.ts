import { ArticleError, parseArticleSource, readingMinutes, type ArticleSummary } from '~/lib/blog/article'
import { filterByCategory, relatedArticles, type BlogCategory } from '~/lib/blog/categories'
import type { Actor } from '../accounts/actor.server'
import { renderMarkdown } from './markdown.server'

export type Article = ArticleSummary & { html: string }

/**
 * Parses, checks and renders article files (path → Markdown), newest first. Throws ArticleError
 * for a broken file, a slug that differs from the file name or a slug used twice.
 */
export function loadArticles(files: Record<string, string>): Article[] {
	const articles = Object.entries(files).map(([path, source]) => {
		const fileName = path.split('/').at(-1)!
		const { markdown, ...frontMatter } = parseArticleSource(fileName, source)
		if (`${frontMatter.slug}.md` !== fileName) throw new ArticleError(`${fileName}: slug "${frontMatter.slug}" must match the file name`)
		return { ...frontMatter, readingMinutes: readingMinutes(markdown), html: renderMarkdown(markdown) }
	})
	const seen = new Set<string>()
	for (const { slug } of articles) {
		if (seen.has(slug)) throw new ArticleError(`slug "${slug}" is used by two articles`)
		seen.add(slug)
	}
	return articles.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'nl'))
}

// Bundled at build time and parsed when the server starts: a broken article stops the start and
// fails the tests, instead of breaking one page in production.
const ARTICLES = loadArticles(import.meta.glob<string>('/content/blog/*.md', { query: '?raw', import: 'default', eager: true }))

function summary({ html: _html, ...article }: Article): ArticleSummary {
	return article
}

/** The articles, newest first: all, or those of one category. */
export function listArticles(_actor: Actor, { category }: { category?: BlogCategory } = {}): ArticleSummary[] {
	return filterByCategory(ARTICLES, category).map(summary)
}

/** One article with up to three related ones (same category first); undefined for an unknown slug. */
export function findArticle(_actor: Actor, { slug }: { slug: string }): { article: Article; related: ArticleSummary[] } | undefined {
	const article = ARTICLES.find((candidate) => candidate.slug === slug)
	return article ? { article, related: relatedArticles(ARTICLES, article).map(summary) } : undefined
}
