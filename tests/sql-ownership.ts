import ts from 'typescript'

/**
 * A domain reads and writes only its own tables, in hand-written SQL as in imports: a `sql` template
 * (or a `sql.raw` string) of one domain that names another domain's table by its SQL name is a
 * violation. The owner of a table is the domain whose table module declares it with `pgTable('name', …)`.
 */

export type Source = { path: string; text: string }

export type Violation = { file: string; line: number; table: string; owner: string }

/** A domain's table module: app/server/<domain>/tables.server.ts, the platform's under platform/db/. */
const TABLE_MODULE = /^app\/server\/([^/]+)\/(?:db\/)?tables\.server\.ts$/

/**
 * The modules that may join every domain's tables: the composition root (boot, public-change,
 * retention: the files directly in app/server) and the table modules (foreign keys).
 */
const MAY_JOIN_ALL = [/^app\/server\/[^/]+\.ts$/, TABLE_MODULE]

/** The domain a module of app/server belongs to: its folder (platform/db/ is the platform's). */
export function domainOf(file: string): string | null {
	return /^app\/server\/([^/]+)\//.exec(file)?.[1] ?? null
}

/** Every checked module: the modules of app/server, without tests and the modules that may join all. */
export function isChecked(file: string): boolean {
	return /^app\/server\/.+\.ts$/.test(file) && !file.endsWith('.test.ts') && !MAY_JOIN_ALL.some((pattern) => pattern.test(file))
}

/** The SQL name of each table, to the domain whose table module declares it. */
export function tableOwners(tableModules: Source[]): Map<string, string> {
	const owners = new Map<string, string>()
	for (const module of tableModules) {
		const owner = TABLE_MODULE.exec(module.path)?.[1]
		if (!owner) throw new Error(`${module.path} is not a table module`)
		visit(parse(module), (node) => {
			if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'pgTable') return
			const [name] = node.arguments
			if (!name || !ts.isStringLiteralLike(name)) throw new Error(`${module.path}: pgTable without a literal name`)
			owners.set(name.text, owner)
		})
	}
	return owners
}

/** The tables of other domains that the `sql` templates and `sql.raw` strings of a module name. */
export function foreignTables(module: Source, owners: Map<string, string>): Violation[] {
	if (!module.text.includes('sql')) return []
	const domain = domainOf(module.path)
	const file = parse(module)
	const violations: Violation[] = []
	for (const { start, text } of sqlTexts(file)) {
		for (const { offset, name } of tableNames(text)) {
			const owner = owners.get(name)
			if (!owner || owner === domain) continue
			const line = file.getLineAndCharacterOfPosition(start + offset).line + 1
			violations.push({ file: module.path, line, table: name, owner })
		}
	}
	return violations
}

function parse(module: Source) {
	return ts.createSourceFile(module.path, module.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
}

function visit(node: ts.Node, each: (node: ts.Node) => void) {
	each(node)
	node.forEachChild((child) => visit(child, each))
}

/** `sql` itself, as a tag (sql`…`, sql<T>`…`). */
const isSqlTag = (node: ts.Expression) => ts.isIdentifier(node) && node.text === 'sql'

/** `sql.raw`, as a call. */
const isSqlRaw = (node: ts.Expression) => ts.isPropertyAccessExpression(node) && isSqlTag(node.expression) && node.name.text === 'raw'

/** The literal text of every sql template and sql.raw argument (interpolations left out), each with where it starts in the file. */
function sqlTexts(file: ts.SourceFile): { start: number; text: string }[] {
	const texts: { start: number; text: string }[] = []
	const literal = (node: ts.Node) => {
		if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)) texts.push(inner(node, 1, 1))
		else if (ts.isTemplateExpression(node)) {
			texts.push(inner(node.head, 1, 2))
			for (const span of node.templateSpans) texts.push(inner(span.literal, 1, ts.isTemplateTail(span.literal) ? 1 : 2))
		}
	}
	const inner = (node: ts.Node, open: number, close: number) => ({
		start: node.getStart(file) + open,
		text: node.getText(file).slice(open, -close),
	})
	visit(file, (node) => {
		if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) literal(node.template)
		if (ts.isCallExpression(node) && isSqlRaw(node.expression)) node.arguments.forEach(literal)
	})
	return texts
}

/**
 * The identifiers of an SQL text that can name a table, lower-cased unless quoted: bare or quoted, alone
 * or after a schema (`public.pet_groomers`, `"public"."pet_groomers"`). An identifier after another
 * qualifier (`g.reviews`, `${alias}.reviews`) is a column, one right after `as` an alias; string
 * literals and comments hold no names.
 */
export function tableNames(text: string): { offset: number; name: string }[] {
	const names: { offset: number; name: string }[] = []
	const token = /'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?\*\/|"((?:[^"]|"")+)"|([A-Za-z_][A-Za-z0-9_$]*)/g
	let last = { name: '', end: -1, as: false }
	for (const match of text.matchAll(token)) {
		const [whole, quoted, bare] = match
		const name = quoted?.replaceAll('""', '"') ?? bare?.toLowerCase()
		if (name === undefined) continue
		const qualifier = text[match.index - 1] !== '.' ? null : last.end === match.index - 1 ? last.name : ''
		const alias = last.as && /^\s+$/.test(text.slice(last.end, match.index))
		if ((qualifier === null || qualifier === 'public') && !alias) names.push({ offset: match.index, name })
		last = { name, end: match.index + whole.length, as: name === 'as' && bare !== undefined }
	}
	return names
}
