import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { CATEGORY_LABELS } from './categories'

const isoDate = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
	.refine(
		(value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
		'is not a real date',
	)

// Images are files of this app (public/images/blog), never another site's: no hot-linking.
const localImage = z.string().regex(/^\/images\/blog\/[a-z0-9/-]+\.(svg|webp|png|jpe?g)$/, 'must be a file under /images/blog/')

export const articleFrontMatter = z.strictObject({
	title: z.string().trim().min(5).max(120),
	slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
	excerpt: z.string().trim().min(40).max(300),
	image: localImage,
	imageAlt: z.string().trim().min(5).max(200),
	date: isoDate,
	category: z.enum(CATEGORY_LABELS),
	authorName: z.string().trim().min(2).max(80),
	authorRole: z.string().trim().min(2).max(120),
	authorImage: localImage.optional(),
})

export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>
export type ArticleSource = ArticleFrontMatter & { markdown: string }
/** What a list or card shows of an article. */
export type ArticleSummary = ArticleFrontMatter & { readingMinutes: number }

/** A broken article file: the message names the file and what is wrong. */
export class ArticleError extends Error {
	override name = 'ArticleError'
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/

/** Splits a Markdown file into validated front matter and body; throws ArticleError when either is broken. */
export function parseArticleSource(fileName: string, source: string): ArticleSource {
	const parts = FRONT_MATTER.exec(source)
	if (!parts) throw new ArticleError(`${fileName}: the file must start with front matter between --- lines`)
	let data: unknown
	try {
		data = parseYaml(parts[1]!)
	} catch (error) {
		throw new ArticleError(`${fileName}: front matter is not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : error})`)
	}
	const result = articleFrontMatter.safeParse(data)
	if (!result.success) {
		const issue = result.error.issues[0]!
		throw new ArticleError(`${fileName}: front matter field "${issue.path.join('.') || '(root)'}" ${issue.message}`)
	}
	const markdown = parts[2]!.trim()
	if (!markdown) throw new ArticleError(`${fileName}: the article has no text`)
	return { ...result.data, markdown }
}

/** Words of running text in Markdown (markup and link targets aside). */
export function wordCount(markdown: string): number {
	const text = markdown.replace(/\]\([^)]*\)/g, ']').replace(/[#>*_`[\]|-]/g, ' ')
	return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Minutes to read at about 200 words per minute, at least one. */
export function readingMinutes(markdown: string): number {
	return Math.max(1, Math.round(wordCount(markdown) / 200))
}
