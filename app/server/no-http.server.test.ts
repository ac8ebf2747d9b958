import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SERVER = import.meta.dirname

function serverModules(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		if (statSync(full).isDirectory()) return serverModules(full)
		return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : []
	})
}

const RESPONSE_BUILDERS = new Set(['json', 'redirect', 'error'])

/**
 * Where a module speaks HTTP, as `<line> <what>`: it builds a Response (`new Response`,
 * `Response.json`, …) or reads or writes a Set-Cookie header (the header's name, `getSetCookie`).
 * What a client library answers may be read (a provider's JSON); comments do not count.
 */
function httpIn(file: string, text: string): string[] {
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
	const found: string[] = []
	const at = (node: ts.Node, what: string) => found.push(`${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`)
	const visit = (node: ts.Node) => {
		if (ts.isNewExpression(node) && node.expression.getText(source) === 'Response') at(node, 'builds a Response')
		if (
			ts.isCallExpression(node) &&
			ts.isPropertyAccessExpression(node.expression) &&
			node.expression.expression.getText(source) === 'Response' &&
			RESPONSE_BUILDERS.has(node.expression.name.text)
		)
			at(node, 'builds a Response')
		if (ts.isStringLiteralLike(node) && node.text.toLowerCase() === 'set-cookie') at(node, 'names Set-Cookie')
		if (ts.isPropertyAccessExpression(node) && node.name.text === 'getSetCookie') at(node, 'reads Set-Cookie')
		ts.forEachChild(node, visit)
	}
	visit(source)
	return found
}

describe('the domains speak no HTTP', () => {
	it('build no Response and read or write no Set-Cookie header, anywhere under app/server', () => {
		const spoken = serverModules(SERVER).flatMap((file) =>
			httpIn(file, readFileSync(file, 'utf8')).map((where) => `${path.relative(SERVER, file)}:${where}`),
		)
		expect(spoken).toEqual([])
	})

	it('find a planted Response and Set-Cookie, and leave a provider answer and a comment alone', () => {
		const planted = [
			"export const page = () => new Response('<xml/>', { headers: { 'Content-Type': 'application/xml' } })",
			'export const answer = () => Response.json({ ok: true })',
			"export const pass = (headers: Headers, cookie: string) => headers.append('Set-Cookie', cookie)",
			'export const cookies = (response: Response) => response.headers.getSetCookie()',
			'// A comment about the Set-Cookie header.',
			'export const read = async (response: Response) => response.json()',
		].join('\n')
		expect(httpIn('planted.server.ts', planted)).toEqual([
			'1 builds a Response',
			'2 builds a Response',
			'3 names Set-Cookie',
			'4 reads Set-Cookie',
		])
	})
})
