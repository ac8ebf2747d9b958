import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The README and the decisions name files by their path; each named file must exist. */
const ROOT = path.resolve(import.meta.dirname, '..')
const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs/decisions')).map((name) => `docs/decisions/${name}`)]

/** `app/…`, `tests/…`, `scripts/…` and `docs/…` tokens that end in a file name (a folder ends in a slash; globs are skipped). */
export function namedFiles(text: string): { line: number; file: string }[] {
	return text.split('\n').flatMap((content, index) =>
		[...content.matchAll(/(?<![\w/.~-])((?:app|tests|scripts|docs)\/[\w./+-]*\.\w+)/g)]
			.map((match) => match[1]!.replace(/[.]+$/, ''))
			.filter((file) => !file.includes('*'))
			.map((file) => ({ line: index + 1, file })),
	)
}

describe('file names in the docs', () => {
	it('reads file paths out of prose and skips globs', () => {
		expect(namedFiles('see `app/lib/paths.ts`.\nall of tests/e2e/*.spec.ts and app/server/')).toEqual([
			{ line: 1, file: 'app/lib/paths.ts' },
		])
	})

	it('name files that exist', () => {
		const missing = DOCS.flatMap((doc) =>
			namedFiles(readFileSync(path.join(ROOT, doc), 'utf8'))
				.filter(({ file }) => !existsSync(path.join(ROOT, file)))
				.map(({ line, file }) => `${doc}:${line} ${file}`),
		)
		expect(missing).toEqual([])
	})
})
