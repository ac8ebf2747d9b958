import { describe, expect, it } from 'vitest'
import { ArticleError, parseArticleSource, readingMinutes, wordCount } from './article'

const frontMatter = {
	title: 'Hoe vaak moet je hond naar de trimsalon?',
	slug: 'hoe-vaak-naar-de-trimsalon',
	excerpt: 'Elke vacht heeft zijn eigen ritme. Zo weet je wanneer jouw hond aan de beurt is.',
	image: '/images/blog/hoe-vaak-naar-de-trimsalon.svg',
	imageAlt: 'Een hond op de trimtafel',
	date: '2025-03-12',
	category: 'Verzorging',
	authorName: 'Sanne de Vries',
	authorRole: 'Gediplomeerd hondentrimmer',
}

function source(fields: Record<string, unknown> = {}, body = '## Inleiding\n\nTekst over vachten.') {
	const yaml = Object.entries({ ...frontMatter, ...fields })
		.filter(([, value]) => value !== undefined)
		.map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
		.join('\n')
	return `---\n${yaml}\n---\n\n${body}\n`
}

describe('parseArticleSource', () => {
	it('returns the front matter and the trimmed Markdown body', () => {
		const article = parseArticleSource('a.md', source())
		expect(article).toMatchObject({ ...frontMatter, markdown: '## Inleiding\n\nTekst over vachten.' })
		expect(article.authorImage).toBeUndefined()
	})

	it('accepts an unquoted date, Windows line ends and an optional author image', () => {
		const text = source({ authorImage: '/images/blog/authors/sanne.svg' }).replace('"2025-03-12"', '2025-03-12').replace(/\n/g, '\r\n')
		const article = parseArticleSource('a.md', text)
		expect(article.date).toBe('2025-03-12')
		expect(article.authorImage).toBe('/images/blog/authors/sanne.svg')
	})

	it.each([
		['a missing field', { authorRole: undefined }, /"authorRole"/],
		['an unknown category', { category: 'Voeding' }, /"category"/],
		['a date that does not exist', { date: '2025-02-30' }, /"date" is not a real date/],
		['a date in another format', { date: '12-03-2025' }, /"date" must be a date/],
		['a hot-linked image', { image: 'https://example.com/dog.jpg' }, /"image" must be a file under \/images\/blog\//],
		['a slug with capitals', { slug: 'Hoe-Vaak' }, /"slug"/],
		['an unknown field', { auteur: 'Sanne' }, /"\(root\)"|auteur/],
	])('rejects %s, naming the file and the field', (_, fields, message) => {
		expect(() => parseArticleSource('broken.md', source(fields))).toThrow(ArticleError)
		expect(() => parseArticleSource('broken.md', source(fields))).toThrow(message)
		expect(() => parseArticleSource('broken.md', source(fields))).toThrow(/^broken\.md: /)
	})

	it('rejects a file without front matter, with broken YAML or without text', () => {
		expect(() => parseArticleSource('x.md', '# Titel\n\nTekst')).toThrow(/x\.md: the file must start with front matter/)
		expect(() => parseArticleSource('x.md', '---\ntitle: [niet gesloten\n---\nTekst')).toThrow(/x\.md: front matter is not valid YAML/)
		expect(() => parseArticleSource('x.md', source({}, '   '))).toThrow(/x\.md: the article has no text/)
		expect(() => parseArticleSource('x.md', '---\n- een\n- lijst\n---\nTekst')).toThrow(ArticleError)
	})
})

describe('wordCount and readingMinutes', () => {
	it('counts words, not markup or link targets', () => {
		expect(wordCount('## Kop twee\n\n- **vet** woord\n- [een link](https://example.nl/lang/pad) hier\n\n> citaat - 12')).toBe(9)
	})
	it('reads at about 200 words a minute, at least one minute', () => {
		expect(readingMinutes('woord '.repeat(1000))).toBe(5)
		expect(readingMinutes('kort')).toBe(1)
	})
})
