import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SERVER = import.meta.dirname

/** Functions that take an actor and something else on purpose; each says why. */
const OTHER_SHAPES = new Set([
	// The policy call itself: the permission, and what it names.
	'accounts/permissions.server.ts authorize',
	// The step the admin's placement verbs share: it takes their work as a callback.
	'featured/admin-change.server.ts changePlacement',
	// The sign-in steps, which change with the sign-in forms (app/edge/auth-forms.server.ts).
	'accounts/phone/phone-auth.server.ts admitText',
	'accounts/phone/phone-auth.server.ts startPhoneReset',
])

function domainFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		if (statSync(full).isDirectory()) return name === 'platform' ? [] : domainFiles(full)
		return /\.server\.ts$/.test(name) && !name.endsWith('.test.ts') && name !== 'tables.server.ts' ? [full] : []
	})
}

type Signature = { name: string; parameters: ts.NodeArray<ts.ParameterDeclaration> }

/** The exported functions of a module: declarations, and constants holding a function. */
function exportedFunctions(source: ts.SourceFile): Signature[] {
	const exported = (node: ts.Statement) => ts.getModifiers(node as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
	return source.statements.filter(exported).flatMap((statement): Signature[] => {
		if (ts.isFunctionDeclaration(statement) && statement.name) return [{ name: statement.name.text, parameters: statement.parameters }]
		if (!ts.isVariableStatement(statement)) return []
		return statement.declarationList.declarations.flatMap((declaration) => {
			const value = declaration.initializer
			const isFunction = value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
			return isFunction ? [{ name: declaration.name.getText(source), parameters: value.parameters }] : []
		})
	})
}

/** What is off the `(actor, input)` shape: the actor not first, or more than one input (a trailing `now`, the clock, aside). */
function offTheShape(source: ts.SourceFile, { parameters }: Signature): boolean {
	const isActor = (parameter: ts.ParameterDeclaration) => /^(Actor|SignedIn)$/.test(parameter.type?.getText(source) ?? '')
	if (!parameters.some(isActor)) return false
	const input = parameters
		.slice(1)
		.filter((parameter, index, rest) => !(index === rest.length - 1 && parameter.name.getText(source) === 'now'))
	return !isActor(parameters[0]!) || input.length > 1
}

describe('the verbs of the domains', () => {
	it('take (actor, input): the actor first, then one input object', () => {
		const off = domainFiles(SERVER).flatMap((file) => {
			const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
			return exportedFunctions(source)
				.filter((signature) => offTheShape(source, signature))
				.map(({ name }) => `${path.relative(SERVER, file)} ${name}`)
				.filter((entry) => !OTHER_SHAPES.has(entry))
		})
		expect(off).toEqual([])
	})
})
