import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseArticleSource, wordCount } from '~/lib/blog/article'
import { BLOG_CATEGORIES, categoryFromParam } from '~/lib/blog/categories'
import type { Actor } from '../accounts/actor.server'
import { findArticle, listArticles, loadArticles } from './articles.server'

const reader: Actor = { kind: 'system', job: 'blog test' }

const CONTENT = path.resolve('content/blog')
const files = readdirSync(CONTENT).filter((name) => name.endsWith('.md'))
const source = (name: string) => readFileSync(path.join(CONTENT, name), 'utf8')

describe('the articles in content/blog', () => {
	it('are six, one per category, all listed', () => {
		expect(files).toHaveLength(6)
		expect(
			listArticles(reader)
				.map((a) => a.category)
				.sort(),
		).toEqual(BLOG_CATEGORIES.map((c) => c.label).sort())
	})

	it.each(files)('%s has valid front matter, at least 600 words and section headings', (name) => {
		const article = parseArticleSource(name, source(name))
		expect(wordCount(article.markdown)).toBeGreaterThanOrEqual(600)
		expect(article.markdown.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(4)
		expect(`${article.slug}.md`).toBe(name)
	})

	it.each(files)('%s uses images that exist in public/', (name) => {
		const { image, authorImage } = parseArticleSource(name, source(name))
		for (const file of [image, authorImage].filter(Boolean)) expect(existsSync(path.join('public', file!)), file).toBe(true)
	})

	it.each(files)('%s links on within the site, only to pages and articles that exist', (name) => {
		// Every link but an image's; anything not to another site is ours, a relative one included (it would break under /blog/).
		const links = [...source(name).matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)].map((match) => match[1]!)
		const internal = links.filter((link) => !/^(https?:|mailto:)/.test(link))
		expect(internal, 'an article without a link to the directory or another article').not.toEqual([])
		for (const link of internal) {
			const slug = /^\/blog\/([^/?#]+)$/.exec(link)?.[1]
			if (slug) expect(findArticle(reader, { slug }), link).toBeDefined()
			else expect(['/directory', '/cities', '/contact'], link).toContain(link)
		}
	})
})

describe('listArticles and findArticle', () => {
	it('lists newest first and filters by category', () => {
		const dates = listArticles(reader).map((a) => a.date)
		expect(dates).toEqual([...dates].sort().reverse())
		expect(listArticles(reader, { category: categoryFromParam('gezondheid') }).map((a) => a.slug)).toEqual(['gezonde-vacht-en-huid'])
	})

	it('gives an article as sanitised HTML with three related articles', () => {
		const found = findArticle(reader, { slug: 'hoe-vaak-naar-de-trimsalon' })!
		expect(found.article.html).toContain('<h2>Doorgroeiende vacht: elke 4 tot 6 weken</h2>')
		expect(found.article.readingMinutes).toBeGreaterThanOrEqual(3)
		expect(found.related).toHaveLength(3)
		expect(found.related.map((a) => a.slug)).not.toContain('hoe-vaak-naar-de-trimsalon')
		expect(found.related[0]).not.toHaveProperty('html')
	})

	it('gives nothing for an unknown slug', () => {
		expect(findArticle(reader, { slug: 'bestaat-niet' })).toBeUndefined()
		expect(findArticle(reader, { slug: '../../etc/passwd' })).toBeUndefined()
	})
})

describe('loadArticles', () => {
	const valid = source(files[0]!)
	const slug = files[0]!.replace(/\.md$/, '')

	it('fails on a broken article, naming the file', () => {
		const broken = valid.replace(/^category: .*$/m, 'category: Voeding')
		expect(() => loadArticles({ [`/content/blog/${slug}.md`]: broken })).toThrow(`${slug}.md: front matter field "category"`)
	})

	it('fails when the slug differs from the file name', () => {
		expect(() => loadArticles({ '/content/blog/ander-bestand.md': valid })).toThrow(
			`ander-bestand.md: slug "${slug}" must match the file name`,
		)
	})

	it('sanitises the rendered body', () => {
		const [article] = loadArticles({ [`/content/blog/${slug}.md`]: `${valid}\n\n<script>alert(1)</script><img src=x onerror=alert(2)>` })
		expect(article!.html).not.toMatch(/<script|onerror/)
	})
})
