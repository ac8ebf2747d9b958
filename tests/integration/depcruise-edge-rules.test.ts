/**
 * The HTTP-edge rules (and the older layer rules) fail on a planted violation; the domain order's
 * rules have their own table in depcruise-rules.test.ts. A row's files are written to a
 * scratch project (with this repository's node_modules linked in) and cruised with the real rule
 * set from .dependency-cruiser.cjs. A row per rule; a row whose files break no rule is a control
 * that must stay clean, so a rule that matches everything fails too.
 */
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser'
import { afterAll, describe, expect, it } from 'vitest'

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
	forbidden: IForbiddenRuleType[]
	options: { enhancedResolveOptions: object }
}

type Row = {
	/** The rule that must fire, or null for a control that must break none. */
	rule: string | null
	why: string
	/** Files of the scratch project, by path from its root; every planted import must resolve there. */
	files: Record<string, string>
}

/** A module of platform/http, as a domain would import it. */
const HTTP_MODULE = {
	'app/server/platform/http/errors.server.ts':
		'export const statusOf = (code: string) => code.length\nexport type Failure = { ok: false }\n',
}

const ROWS: Row[] = [
	{
		rule: 'server-not-http-edge',
		why: 'a domain imports platform/http',
		files: {
			...HTTP_MODULE,
			'app/server/salons/planted.server.ts': "import { statusOf } from '../platform/http/errors.server'\nexport const x = statusOf('a')\n",
		},
	},
	{
		rule: 'server-not-http-edge',
		why: 'a domain imports only a type of platform/http',
		files: {
			...HTTP_MODULE,
			'app/server/claims/planted.server.ts': "import type { Failure } from '../platform/http/errors.server'\nexport type X = Failure\n",
		},
	},
	{
		rule: 'server-not-http-edge',
		why: 'the platform beside HTTP imports platform/http',
		files: {
			...HTTP_MODULE,
			'app/server/platform/planted.server.ts': "import { statusOf } from './http/errors.server'\nexport const x = statusOf('a')\n",
		},
	},
	{
		rule: 'server-not-react-router',
		why: 'a domain imports react-router',
		files: { 'app/server/accounts/planted.server.ts': "import { redirect } from 'react-router'\nexport const x = () => redirect('/')\n" },
	},
	{
		rule: 'server-not-react-router',
		why: 'a domain imports only a type of react-router',
		files: { 'app/server/featured/planted.server.ts': "import type { ServerBuild } from 'react-router'\nexport type X = ServerBuild\n" },
	},
	{
		rule: null,
		why: 'platform/http itself speaks HTTP and React Router, and routes import it',
		files: {
			...HTTP_MODULE,
			'app/server/platform/http/planted.server.ts':
				"import { data } from 'react-router'\nimport { statusOf } from './errors.server'\nexport const x = () => data(statusOf('a'))\n",
			'app/routes/planted.server.ts':
				"import { redirect } from 'react-router'\nimport { statusOf } from '../server/platform/http/errors.server'\nexport const x = () => redirect(String(statusOf('a')))\n",
		},
	},
]

const scratchDirs: string[] = []
afterAll(() => {
	for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true })
})

/** The names of the rules the files break, cruised the way `npm run lint` does. */
async function violationsOf(files: Record<string, string>): Promise<string[]> {
	const root = mkdtempSync(path.join(tmpdir(), 'depcruise-rules-'))
	scratchDirs.push(root)
	symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir')
	for (const [file, text] of Object.entries(files)) {
		mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
		writeFileSync(path.join(root, file), text)
	}
	const result = await cruise(['app'], {
		baseDir: root,
		validate: true,
		ruleSet: { forbidden: config.forbidden },
		tsPreCompilationDeps: true,
		preserveSymlinks: true,
		doNotFollow: { path: 'node_modules' },
		enhancedResolveOptions: config.options.enhancedResolveOptions,
	})
	return (result.output as ICruiseResult).summary.violations.map((violation) => violation.rule.name)
}

describe('dependency-cruiser rules fail on a planted violation', () => {
	it.each(ROWS.map((row) => [row.why, row] as const))('%s', async (_, row) => {
		const violations = await violationsOf(row.files)
		if (row.rule) expect(violations).toContain(row.rule)
		else expect(violations).toEqual([])
	})

	it('names every rule it plants in the rule set', () => {
		const names = config.forbidden.map((rule) => rule.name)
		for (const row of ROWS) if (row.rule) expect(names).toContain(row.rule)
	})
})
