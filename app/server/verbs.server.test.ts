import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SERVER = import.meta.dirname
const APP = path.dirname(SERVER)

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

function filesUnder(dir: string, keep: (name: string) => boolean, skip: (name: string) => boolean = () => false): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		if (statSync(full).isDirectory()) return skip(name) ? [] : filesUnder(full, keep, skip)
		return keep(name) ? [full] : []
	})
}

const domainFiles = (dir: string) =>
	filesUnder(
		dir,
		(name) => /\.server\.ts$/.test(name) && !name.endsWith('.test.ts') && name !== 'tables.server.ts',
		(name) => name === 'platform',
	)

const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)

/**
 * The names an actor's parameter may be typed with: `Actor` in accounts/actor.server.ts, the kinds of
 * its union, and every union made only of those (a person: signed in or a visitor).
 */
function actorTypes(): Set<string> {
	const file = path.join(SERVER, 'accounts/actor.server.ts')
	const aliases = parse(file, readFileSync(file, 'utf8')).statements.filter(ts.isTypeAliasDeclaration)
	const membersOf = (alias: ts.TypeAliasDeclaration) =>
		ts.isUnionTypeNode(alias.type) ? alias.type.types.map((member) => member.getText()) : [alias.type.getText()]
	const names = new Set(['Actor'])
	for (let grown = true; grown;) {
		grown = false
		for (const alias of aliases) {
			const name = alias.name.text
			const members = membersOf(alias)
			const union = ts.isUnionTypeNode(alias.type)
			const madeOfKinds = union && members.every((member) => names.has(member))
			for (const added of union && names.has(name) ? members : madeOfKinds ? [name] : []) {
				if (!names.has(added) && /^[A-Z]\w*$/.test(added)) {
					names.add(added)
					grown = true
				}
			}
		}
	}
	return names
}

const ACTOR_TYPES = actorTypes()

type Signature = { name: string; parameters: ts.NodeArray<ts.ParameterDeclaration> }

/** The function a constant holds: written out, or the one a wrapper (a memo) is given. */
function functionOf(value: ts.Expression | undefined): ts.ArrowFunction | ts.FunctionExpression | undefined {
	if (!value) return undefined
	if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value
	if (ts.isCallExpression(value)) return value.arguments.map(functionOf).find(Boolean)
	return undefined
}

/** The exported functions of a module: declarations, and constants holding a function. */
function exportedFunctions(source: ts.SourceFile): Signature[] {
	const exported = (node: ts.Statement) => ts.getModifiers(node as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
	return source.statements.filter(exported).flatMap((statement): Signature[] => {
		if (ts.isFunctionDeclaration(statement) && statement.name) return [{ name: statement.name.text, parameters: statement.parameters }]
		if (!ts.isVariableStatement(statement)) return []
		return statement.declarationList.declarations.flatMap((declaration) => {
			const value = functionOf(declaration.initializer)
			return value ? [{ name: declaration.name.getText(source), parameters: value.parameters }] : []
		})
	})
}

const isActor = (source: ts.SourceFile, parameter: ts.ParameterDeclaration | undefined) =>
	ACTOR_TYPES.has(parameter?.type?.getText(source) ?? '')

/** What is off the `(actor, input)` shape: the actor not first, or more than one input (a trailing `now`, the clock, aside). */
function offTheShape(source: ts.SourceFile, { parameters }: Signature): boolean {
	if (!parameters.some((parameter) => isActor(source, parameter))) return false
	const input = parameters
		.slice(1)
		.filter((parameter, index, rest) => !(index === rest.length - 1 && parameter.name.getText(source) === 'now'))
	return !isActor(source, parameters[0]) || input.length > 1
}

/** Where the app's files are read from: the disk, or (for a planted case) some of them from memory. */
type Read = (file: string) => string
const fromDisk: Read = (file) => readFileSync(file, 'utf8')

/**
 * What the route modules import from a domain (a value import of `~/server/<domain>/…`; the platform
 * and the composition root are no domain), as `<module> <name>`, with the module's file.
 */
function routeImports(routes: string[], read: Read) {
	return routes.flatMap((route) =>
		parse(route, read(route)).statements.flatMap((statement) => {
			if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) return []
			const domain = /^~\/server\/((?!platform\/)[^/]+\/.+)$/.exec((statement.moduleSpecifier as ts.StringLiteral).text)?.[1]
			const bindings = statement.importClause?.namedBindings
			if (!domain || !bindings || !ts.isNamedImports(bindings)) return []
			return bindings.elements
				.filter((element) => !element.isTypeOnly)
				.map((element) => ({ module: `${domain}.ts`, name: (element.propertyName ?? element.name).text }))
		}),
	)
}

/** The functions of the domains that a route module calls without the actor as their first parameter. */
function routeVerbsWithoutActor(routes: string[], read: Read = fromDisk): string[] {
	const wanted = routeImports(routes, read)
	const modules = [...new Set(wanted.map(({ module }) => module))]
	return modules.flatMap((module) => {
		const file = path.join(SERVER, module)
		const source = parse(file, read(file))
		const names = new Set(wanted.filter((entry) => entry.module === module).map((entry) => entry.name))
		return exportedFunctions(source)
			.filter(({ name, parameters }) => names.has(name) && !isActor(source, parameters[0]))
			.map(({ name }) => `${module} ${name}`)
	})
}

const ROUTES = [
	path.join(APP, 'root.tsx'),
	...filesUnder(path.join(APP, 'routes'), (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)),
]

describe('the verbs of the domains', () => {
	it('take (actor, input): the actor first, then one input object', () => {
		const off = domainFiles(SERVER).flatMap((file) => {
			const source = parse(file, readFileSync(file, 'utf8'))
			return exportedFunctions(source)
				.filter((signature) => offTheShape(source, signature))
				.map(({ name }) => `${path.relative(SERVER, file)} ${name}`)
				.filter((entry) => !OTHER_SHAPES.has(entry))
		})
		expect(off).toEqual([])
	})

	it('take the actor first, every one a route module calls', () => {
		expect(routeVerbsWithoutActor(ROUTES)).toEqual([])
	})

	it('find a route-called function without the actor, and pass one with it', () => {
		const route = path.join(APP, 'routes/planted.tsx')
		const module = path.join(SERVER, 'salons/planted.server.ts')
		const planted: Record<string, string> = {
			[route]:
				"import { bySlug, forActor, memo, SCHEMA } from '~/server/salons/planted.server'\nimport { config } from '~/server/platform/config.server'",
			[module]: [
				"import type { Actor, Visitor } from '../accounts/actor.server'",
				'export async function bySlug(slug: string) {}',
				'export async function forActor(actor: Visitor, input: { slug: string }) {}',
				'export const memo = publicData.keyed(async (slug: string) => slug)',
				'export const SCHEMA = z.object({})',
			].join('\n'),
		}
		const read: Read = (file) => planted[file] ?? fromDisk(file)
		expect(routeVerbsWithoutActor([route], read)).toEqual(['salons/planted.server.ts bySlug', 'salons/planted.server.ts memo'])
	})
})
