import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The markdown files of the root and of docs/ (the decisions included) name files by their path; each named file must exist. */
const ROOT = path.resolve(import.meta.dirname, '..')
const DECISIONS = readdirSync(path.join(ROOT, 'docs/decisions')).map((name) => `docs/decisions/${name}`)
const isMarkdown = (name: string) => name.endsWith('.md')
const DOCS = [
	...readdirSync(ROOT).filter(isMarkdown),
	...readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
		.filter(isMarkdown)
		.map((name) => `docs/${name}`),
]

/** `app/…`, `tests/…`, `scripts/…` and `docs/…` tokens that end in a file name (a folder ends in a slash; globs are skipped). */
export function namedFiles(text: string): { line: number; file: string }[] {
	return text.split('\n').flatMap((content, index) =>
		[...content.matchAll(/(?<![\w/.~-])((?:app|tests|scripts|docs)\/[\w./+-]*\.\w+)/g)]
			.map((match) => match[1]!.replace(/[.]+$/, ''))
			.filter((file) => !file.includes('*'))
			.map((file) => ({ line: index + 1, file })),
	)
}

/** `app/…`, `tests/…`, `scripts/…` and `docs/…` tokens that name a folder (they end in a slash, bold ones too; placeholders such as `<domain>` and globs are skipped). */
export function namedFolders(text: string): { line: number; folder: string }[] {
	return text.split('\n').flatMap((content, index) =>
		[...content.matchAll(/(?<![\w/.~-])((?:app|tests|scripts|docs)\/(?:[\w.+-]+\/)*)(?![\w<]|\*(?!\*))/g)].map((match) => ({
			line: index + 1,
			folder: match[1]!,
		})),
	)
}

/**
 * A decision record's status, from a line near its top: `Status: accepted`, or `Status: superseded by 0145 (…)` /
 * `Status: partly superseded by 0143, 0145 (…)` naming the records that replaced it; null without one.
 */
export function decisionStatus(text: string): { status: 'accepted' | 'superseded' | 'partly superseded'; by: string[] } | null {
	const line = text
		.split('\n')
		.slice(0, 12)
		.find((content) => content.startsWith('Status: '))
	const match = line?.match(/^Status: (?:(accepted)|(partly superseded|superseded) by (\d{4}(?:(?:, | and )\d{4})*))\b/)
	if (!match) return null
	return match[1] ? { status: 'accepted', by: [] } : { status: match[2] as 'superseded', by: match[3]!.split(/, | and /) }
}

/**
 * Bare file names (`boot.server.ts`, `layout.tsx`, `.server.ts` as a suffix) in prose: the extensions of
 * our own files, so 'Node.js' or 'example.com' are not taken for one.
 */
export function bareNames(text: string): { line: number; name: string }[] {
	return text.split('\n').flatMap((content, index) =>
		[...content.matchAll(/(?<![\w/.~*-])(\.?[\w+-][\w.+-]*\.(?:tsx?|md|cjs|mjs|sql|json|css|ya?ml))(?![\w/*-])/g)].map((match) => ({
			line: index + 1,
			name: match[1]!,
		})),
	)
}

/** Markdown links to a file of this repository (`[text](target)`), skipping addresses with a scheme; an anchor alone is the file itself. */
export function markdownLinks(text: string): { line: number; file: string; anchor: string | null }[] {
	return text.split('\n').flatMap((content, index) =>
		[...content.matchAll(/\]\(([^()\s]*)\)/g)]
			.map((match) => match[1]!)
			.filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target))
			.map((target) => {
				const [file = '', anchor] = target.split('#')
				return { line: index + 1, file, anchor: anchor ?? null }
			}),
	)
}

/** The anchors of a markdown file's headings, as GitHub makes them (code blocks skipped, a repeated heading gets -1, -2, …). */
export function headingAnchors(text: string): Set<string> {
	const anchors = new Set<string>()
	let inCode = false
	for (const content of text.split('\n')) {
		if (content.startsWith('```')) inCode = !inCode
		const heading = inCode ? null : content.match(/^#{1,6} (.+)$/)
		if (!heading) continue
		const anchor = heading[1]!
			.trim()
			.toLowerCase()
			.replace(/[^\p{L}\p{N}_ -]/gu, '')
			.replaceAll(' ', '-')
		let unique = anchor
		for (let n = 1; anchors.has(unique); n++) unique = `${anchor}-${n}`
		anchors.add(unique)
	}
	return anchors
}

/** The variables the configuration's zod schema reads: the keys of its `.object({…})`, one a line, up to `.superRefine(`. */
export function configVariables(source: string): string[] {
	const schema = source.slice(source.indexOf('.object({'), source.indexOf('.superRefine('))
	return [...schema.matchAll(/^\t\t([A-Z][A-Z0-9_]*): /gm)].map((match) => match[1]!)
}

/** The variables in the first column of a page's first table (`A`, `B` in one cell count each). */
export function tableVariables(text: string): string[] {
	const lines = text.split('\n')
	const start = lines.findIndex((content) => content.startsWith('|'))
	const end = lines.findIndex((content, index) => index > start && !content.startsWith('|'))
	return lines
		.slice(start + 2, end === -1 ? undefined : end)
		.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!))
}

/** Files of other projects that a decision names on purpose (Stripe's OpenAPI fixtures). */
const ELSEWHERE = new Set(['fixtures3.json'])

describe('file names in the docs', () => {
	it('reads file and folder paths out of prose and skips globs and placeholders', () => {
		const text = 'see `app/lib/common/paths.ts`.\nall of tests/e2e/*.spec.ts and app/server/, **app/edge/**, `app/lib/<domain>/`'
		expect(namedFiles(text)).toEqual([{ line: 1, file: 'app/lib/common/paths.ts' }])
		expect(namedFolders(text)).toEqual([
			{ line: 2, folder: 'app/server/' },
			{ line: 2, folder: 'app/edge/' },
		])
	})

	it('name files and folders that exist', () => {
		const missing = DOCS.flatMap((doc) => {
			const text = readFileSync(path.join(ROOT, doc), 'utf8')
			const named = [
				...namedFiles(text).map(({ line, file }) => ({ line, name: file })),
				...namedFolders(text).map(({ line, folder }) => ({ line, name: folder })),
			]
			return named.filter(({ name }) => !existsSync(path.join(ROOT, name))).map(({ line, name }) => `${doc}:${line} ${name}`)
		})
		expect(missing).toEqual([])
	})

	it('reads bare file names and suffixes out of prose, and skips globs, paths and words that end in a dot', () => {
		expect(
			bareNames('`boot.server.ts` and layout.tsx; every file ends in `.server.ts`.\napp/lib/common/paths.ts, *.client.tsx, Node.js'),
		).toEqual([
			{ line: 1, name: 'boot.server.ts' },
			{ line: 1, name: 'layout.tsx' },
			{ line: 1, name: '.server.ts' },
		])
	})

	it('name bare files that exist somewhere in the repository (a suffix: that some file ends in it)', () => {
		const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n')
		const names = new Set(files.map((file) => path.basename(file)))
		const exists = (name: string) =>
			names.has(name) || ELSEWHERE.has(name) || (name.startsWith('.') && files.some((file) => file.endsWith(name)))
		const missing = DOCS.flatMap((doc) =>
			bareNames(readFileSync(path.join(ROOT, doc), 'utf8'))
				.filter(({ name }) => !exists(name))
				.map(({ line, name }) => `${doc}:${line} ${name}`),
		)
		expect(missing).toEqual([])
	})
})

describe('links in the docs', () => {
	it('reads link targets and anchors, and skips addresses with a scheme', () => {
		const text = 'see [a](docs/a.md#b-c), [same](#top) and [web](https://example.com/x.md)\n[dir](decisions/)'
		expect(markdownLinks(text)).toEqual([
			{ line: 1, file: 'docs/a.md', anchor: 'b-c' },
			{ line: 1, file: '', anchor: 'top' },
			{ line: 2, file: 'decisions/', anchor: null },
		])
	})

	it("makes GitHub's anchors of headings", () => {
		const text = '# Verbs: `(actor, input)`\n## Mail (SMTP)\n```\n# not a heading\n```\n## The files in scripts/\n## Mail (SMTP)'
		expect([...headingAnchors(text)]).toEqual(['verbs-actor-input', 'mail-smtp', 'the-files-in-scripts', 'mail-smtp-1'])
	})

	it('lead to files that exist, relative to the page, and to headings that exist', () => {
		const broken = DOCS.flatMap((doc) => {
			const text = readFileSync(path.join(ROOT, doc), 'utf8')
			return markdownLinks(text).flatMap(({ line, file, anchor }) => {
				const target = file === '' ? path.join(ROOT, doc) : path.join(ROOT, path.dirname(doc), file)
				const where = `${doc}:${line} ${file}${anchor === null ? '' : `#${anchor}`}`
				if (!existsSync(target)) return [where]
				if (anchor === null || !target.endsWith('.md')) return []
				return headingAnchors(readFileSync(target, 'utf8')).has(anchor) ? [] : [where]
			})
		})
		expect(broken).toEqual([])
	})
})

describe('the configuration page', () => {
	it('reads the schema keys and the first table of a page', () => {
		const source =
			'z\n\t.object({\n\t\tPORT: withDefault(…),\n\t\t/** x */\n\t\tS3_BUCKET: optional(…),\n\t})\n\t.superRefine(…)\n…{\n\t\tHOST: env.HOST,'
		expect(configVariables(source)).toEqual(['PORT', 'S3_BUCKET'])
		const page = 'intro `NOT_THIS`\n\n| variable | default |\n| --- | --- |\n| `A`, `B_2` | `C` |\n| `D` | x |\n\n| `E` | later |'
		expect(tableVariables(page)).toEqual(['A', 'B_2', 'D'])
	})

	it('lists every variable of app/server/platform/config.server.ts, and only those', () => {
		const inConfig = configVariables(readFileSync(path.join(ROOT, 'app/server/platform/config.server.ts'), 'utf8'))
		const documented = tableVariables(readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8'))
		expect(inConfig.length).toBeGreaterThan(40)
		expect([...documented].sort()).toEqual([...inConfig].sort())
	})
})

describe('decision records', () => {
	const numberOf = (doc: string) => path.basename(doc).slice(0, 4)

	it('read a status line: accepted, or superseded by other records', () => {
		expect(decisionStatus('# 0001 X\n\nStatus: accepted.\n')).toEqual({ status: 'accepted', by: [] })
		expect(decisionStatus('# 0143 X\n\nStatus: partly superseded by 0145 and 0147 (the Actor): the rest holds.')).toEqual({
			status: 'partly superseded',
			by: ['0145', '0147'],
		})
		expect(decisionStatus('# 0142 X\n\nStatus: superseded by 0106, 0146.')).toEqual({ status: 'superseded', by: ['0106', '0146'] })
		expect(decisionStatus('# 0142 X\n\nStatus: **built.**')).toBeNull()
		expect(decisionStatus('# 0142 X\n\nDate: 2026-11-26')).toBeNull()
	})

	it('each carry a status near the top, superseded only by other records that exist', () => {
		const numbers = new Set(DECISIONS.map(numberOf))
		const wrong = DECISIONS.flatMap((doc) => {
			const status = decisionStatus(readFileSync(path.join(ROOT, doc), 'utf8'))
			if (!status) return [`${doc}: no status line`]
			return status.by.filter((by) => !numbers.has(by) || by === numberOf(doc)).map((by) => `${doc}: superseded by ${by}`)
		})
		expect(wrong).toEqual([])
	})

	it('each have a number of their own', () => {
		expect(new Set(DECISIONS.map(numberOf)).size).toBe(DECISIONS.length)
	})
})
