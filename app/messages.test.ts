import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const APP = import.meta.dirname
const FOLDERS = ['server', 'edge', 'routes', 'lib']

/** Words two rules may share; none today ('melding' is an alert's word only, a correction is a 'correctie'). */
const SHARED_WORDS = new Set<string>()

/** Calls whose text argument is a refusal: the AppError helpers, and a form id's message. */
const REFUSALS = new Set([
	'invalid',
	'forbidden',
	'notFound',
	'conflict',
	'tooManyRequests',
	'unauthenticated',
	'unavailable',
	'badGateway',
	'formId',
])
/** zod checks whose message follows their bound (`.min(1, '…')`), or is their only argument (`.email('…')`). */
const CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'email'])

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		if (statSync(full).isDirectory()) return sources(full)
		// Mails have their own wording (greetings, closings); they are not refusals.
		return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/mail/.test(name) ? [full] : []
	})
}

/** Whether a text is written where a refusal or a validation message goes. */
function isMessage(node: ts.StringLiteralLike, source: ts.SourceFile): boolean {
	const parent = node.parent
	if (ts.isCallExpression(parent)) {
		const callee = parent.expression
		const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : ''
		const position = parent.arguments.indexOf(node as ts.Expression)
		return (
			REFUSALS.has(name) ||
			(ts.isPropertyAccessExpression(callee) && CHECKS.has(name) && (position > 0 || name === 'email' || name === 'refine'))
		)
	}
	if (ts.isPropertyAssignment(parent)) return ['error', 'message'].includes(parent.name.getText(source))
	// A named message: a constant in capitals.
	return ts.isVariableDeclaration(parent) && /^[A-Z][A-Z_]+$/.test(parent.name.getText(source))
}

/** Every Dutch message written in the source, with where. */
function messages(): Map<string, string[]> {
	const found = new Map<string, string[]>()
	for (const file of FOLDERS.flatMap((folder) => sources(path.join(APP, folder)))) {
		const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
		const visit = (node: ts.Node) => {
			if (ts.isStringLiteralLike(node) && /^[A-Z]\S* \S/.test(node.text) && isMessage(node, source)) {
				const where = `${path.relative(APP, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
				found.set(node.text, [...(found.get(node.text) ?? []), where])
			}
			ts.forEachChild(node, visit)
		}
		visit(source)
	}
	return found
}

describe('the refusal and validation messages', () => {
	it('are written once per rule, as a named message used wherever the rule is checked', () => {
		const repeated = [...messages()].filter(([text, places]) => places.length > 1 && !SHARED_WORDS.has(text))
		expect(Object.fromEntries(repeated)).toEqual({})
	})
})
