import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * URLs of the site come from app/lib/common/paths.ts: a string literal elsewhere in app/ that starts with
 * one of the site's route prefixes (the first segments in app/routes.ts) is a hand-written URL.
 */
const APP = path.resolve(import.meta.dirname, '../..')

/** Files that may spell the site's paths: the paths module itself and the route table that maps them. */
const EXEMPT_FILES = new Set(['lib/common/paths.ts', 'routes.ts'])

/** Literals that look like a route but are not a link of ours, as `file|text`, each with its reason. */
const ALLOWED: Record<string, string> = {
	'edge/toast.server.ts|/': 'the cookie is sent on every path of the site; a cookie scope, not a link',
}

/** Where a lone '/' is the home page: a link attribute, a crumb's path, a redirect or navigation. */
const HOME_LINK_ATTRIBUTES = new Set(['to', 'href', 'path', 'url'])
const HOME_LINK_CALLS = new Set(['redirect', 'navigate'])

function linksHome(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral): boolean {
	if (node.text !== '/') return false
	const parent = node.parent
	if (ts.isJsxAttribute(parent) || ts.isPropertyAssignment(parent)) return HOME_LINK_ATTRIBUTES.has(parent.name.getText())
	if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) return HOME_LINK_ATTRIBUTES.has(parent.parent.name.getText())
	if (ts.isCallExpression(parent)) return HOME_LINK_CALLS.has(parent.expression.getText())
	return false
}

export function routePrefixes(routeTable: string): string[] {
	const prefixes = new Set<string>()
	for (const [, route] of routeTable.matchAll(/route\('([^']+)'/g)) {
		const first = route?.split('/')[0]
		if (first && !first.startsWith(':') && first !== '*') prefixes.add(first)
	}
	return [...prefixes]
}

export type Finding = { file: string; line: number; text: string }

/**
 * Every string or template literal (or template part) in `source` that starts with `/<prefix>`
 * followed by the end, `/`, `?` or `#`, and every '/' that links to the home page.
 */
export function handWrittenUrls(file: string, source: string, prefixes: string[]): Finding[] {
	const pattern = new RegExp(`^/(${prefixes.map((p) => p.replace(/[.]/g, '\\.')).join('|')})(?:$|[/?#])`)
	const sourceFile = ts.createSourceFile(
		file,
		source,
		ts.ScriptTarget.Latest,
		true,
		file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
	)
	const found: Finding[] = []
	const visit = (node: ts.Node) => {
		const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
		if (literal || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
			// An import specifier is a module path, not a URL.
			const moduleName = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)
			const url = pattern.test(node.text) || (literal && linksHome(node))
			if (url && !moduleName && !(`${file}|${node.text}` in ALLOWED)) {
				const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart())
				found.push({ file, line: line + 1, text: node.text })
			}
		}
		ts.forEachChild(node, visit)
	}
	visit(sourceFile)
	return found
}

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
		.map((entry) => path.relative(APP, path.join(entry.parentPath, entry.name)))
		.filter((file) => !EXEMPT_FILES.has(file) && !file.startsWith('+types') && !file.includes('/+types/'))
}

describe('URLs come from app/lib/common/paths.ts', () => {
	const prefixes = routePrefixes(readFileSync(path.join(APP, 'routes.ts'), 'utf8'))

	it('reads the route prefixes from the route table', () => {
		expect(prefixes).toEqual(expect.arrayContaining(['directory', 'trimsalon', 'admin', 'dashboard', 'account', 'auth', 'blog', 'api']))
	})

	it('finds a hand-written URL, and only that', () => {
		const source = `import x from '/admin/thing'\nconst a = '/directory'\nconst b = \`/trimsalon/\${slug}\`\nconst c = '/directoryx'\nconst d = 'directory'\n// '/account' in a comment\nconst e = <a href="/blog?page=2" />\nconst f = \`\${site}/api/auth\${path}\`\nconst g = <Link to="/" />\nconst h = s.split('/')\nredirect('/')`
		expect(handWrittenUrls('planted.tsx', source, prefixes)).toEqual([
			{ file: 'planted.tsx', line: 2, text: '/directory' },
			{ file: 'planted.tsx', line: 3, text: '/trimsalon/' },
			{ file: 'planted.tsx', line: 7, text: '/blog?page=2' },
			{ file: 'planted.tsx', line: 8, text: '/api/auth' },
			{ file: 'planted.tsx', line: 9, text: '/' },
			{ file: 'planted.tsx', line: 11, text: '/' },
		])
	})

	it('no file in app/ writes a URL of the site by hand', () => {
		const found = sourceFiles(APP).flatMap((file) => handWrittenUrls(file, readFileSync(path.join(APP, file), 'utf8'), prefixes))
		expect(found.map(({ file, line, text }) => `app/${file}:${line} ${text}`)).toEqual([])
	})
})
