import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The README, ARCHITECTURE.md and the decisions name files by their path; each named file must exist. */
const ROOT = path.resolve(import.meta.dirname, '..')
const DECISIONS = readdirSync(path.join(ROOT, 'docs/decisions')).map((name) => `docs/decisions/${name}`)
const DOCS = ['README.md', 'ARCHITECTURE.md', ...DECISIONS]

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
