import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * Each rule of .dependency-cruiser.cjs must catch a violation: a row plants one file that imports one
 * thing, in a scratch copy of the folder layout (the repository is never written; the project's
 * node_modules is linked in), runs dependency-cruiser with the project's rules as `npm run lint` does,
 * and expects exactly the rule named. A row with no rule is a control that must stay clean, so a rule
 * that matches everything fails too.
 */
type Row = {
	/** The rule that must report the planted import; null when the import is allowed. */
	rule: string | null
	/** The planted module. */
	file: string
	/** A module of ours (a stub is written there) or a package (from the project's node_modules). */
	imports: string
	/** Plant `import type` instead of a value import. */
	typeOnly?: boolean
}

/** A module of the edge, as a domain would import it. */
const HTTP_MODULE = 'app/edge/errors.server.ts'

const rows: Row[] = [
	// The order of the domains: a folder imports no peer of its layer and nothing above it.
	{ rule: 'order-audit', file: 'app/server/audit/planted.server.ts', imports: 'app/server/accounts/users.server.ts' },
	{ rule: 'order-accounts', file: 'app/server/accounts/planted.server.ts', imports: 'app/server/salons/public.server.ts' },
	// The page cache's viewer once made accounts and claims name each other: a type is enough to refuse.
	{
		rule: 'order-accounts',
		file: 'app/server/accounts/planted.server.ts',
		imports: 'app/server/claims/own-claims.server.ts',
		typeOnly: true,
	},
	{ rule: 'order-approval', file: 'app/server/approval/planted.server.ts', imports: 'app/server/accounts/users.server.ts' },
	// Saved dogs sit just above the accounts they belong to.
	{ rule: 'order-dogs', file: 'app/server/dogs/planted.server.ts', imports: 'app/server/cities/names.server.ts' },
	{ rule: null, file: 'app/server/dogs/planted.server.ts', imports: 'app/server/accounts/users.server.ts' },
	{ rule: 'order-salons', file: 'app/server/salons/planted.server.ts', imports: 'app/server/search/sql.server.ts' },
	{ rule: 'order-search', file: 'app/server/search/planted.server.ts', imports: 'app/server/featured/live.server.ts' },
	// The cities sit below the salons: a city knows no salon's code.
	{ rule: 'order-cities', file: 'app/server/cities/planted.server.ts', imports: 'app/server/salons/public.server.ts' },
	{ rule: 'order-featured', file: 'app/server/featured/planted.server.ts', imports: 'app/server/statistics/statistics.server.ts' },
	{ rule: 'order-photos', file: 'app/server/photos/planted.server.ts', imports: 'app/server/featured/slots.server.ts' },
	{ rule: 'order-alerts', file: 'app/server/alerts/planted.server.ts', imports: 'app/server/claims/list.server.ts' },
	{ rule: 'order-place-requests', file: 'app/server/place-requests/planted.server.ts', imports: 'app/server/claims/shared.server.ts' },
	{ rule: 'order-submissions', file: 'app/server/submissions/planted.server.ts', imports: 'app/server/claims/approve.server.ts' },
	{ rule: 'order-contact', file: 'app/server/contact/planted.server.ts', imports: 'app/server/admin/summary.server.ts' },
	{ rule: 'order-blog', file: 'app/server/blog/planted.server.ts', imports: 'app/server/seo/sitemap.server.ts' },
	// Bookings sit above place requests and below the reviews and statistics that will count appointments.
	{ rule: 'order-bookings', file: 'app/server/bookings/planted.server.ts', imports: 'app/server/reviews/shared.server.ts' },
	{ rule: null, file: 'app/server/bookings/planted.server.ts', imports: 'app/server/place-requests/read.server.ts' },
	{ rule: 'order-claims', file: 'app/server/claims/planted.server.ts', imports: 'app/server/reviews/shared.server.ts' },
	{ rule: 'order-statistics', file: 'app/server/statistics/planted.server.ts', imports: 'app/server/admin/summary.server.ts' },
	// The statistics sit above the reviews: the monthly summary counts a month's new reviews.
	{ rule: null, file: 'app/server/statistics/planted.server.ts', imports: 'app/server/reviews/counts.server.ts' },
	{ rule: 'order-reviews', file: 'app/server/reviews/planted.server.ts', imports: 'app/server/statistics/summary.server.ts' },
	{ rule: 'order-reviews', file: 'app/server/reviews/planted.server.ts', imports: 'app/server/corrections/corrections.server.ts' },
	{ rule: 'order-seo', file: 'app/server/seo/planted.server.ts', imports: 'app/server/workflows/salon-page.server.ts' },
	{ rule: 'order-corrections', file: 'app/server/corrections/planted.server.ts', imports: 'app/server/admin/summary.server.ts' },
	{ rule: 'order-admin', file: 'app/server/admin/planted.server.ts', imports: 'app/server/workflows/delete-salon.server.ts' },
	{ rule: 'order-workflows', file: 'app/server/workflows/planted.server.ts', imports: 'app/server/seed/seed.server.ts' },
	{ rule: 'platform-not-domains', file: 'app/server/platform/planted.server.ts', imports: 'app/server/audit/record.server.ts' },
	{ rule: 'domain-in-order', file: 'app/server/newdomain/planted.server.ts', imports: 'app/server/platform/logger.server.ts' },
	{ rule: 'composition-root-on-top', file: 'app/server/claims/planted.server.ts', imports: 'app/server/boot.server.ts' },
	// Allowed: down the order, and the composition root over all.
	{ rule: null, file: 'app/server/claims/planted.server.ts', imports: 'app/server/place-requests/missed.server.ts' },
	{ rule: null, file: 'app/server/workflows/planted.server.ts', imports: 'app/server/claims/own-claims.server.ts', typeOnly: true },
	{ rule: null, file: 'app/server/retention.server.ts', imports: 'app/server/seed/seed.server.ts' },
	{ rule: null, file: 'app/server/salons/planted.server.ts', imports: 'app/server/cities/names.server.ts' },
	{ rule: null, file: 'app/server/search/planted.server.ts', imports: 'app/server/cities/public.server.ts' },
	// Each domain owns its tables: another domain's rows are asked of that domain, not read, not even by a type.
	{ rule: 'tables-of-own-domain', file: 'app/server/salons/planted.server.ts', imports: 'app/server/cities/tables.server.ts' },
	{
		rule: 'tables-of-own-domain',
		file: 'app/server/reviews/planted.server.ts',
		imports: 'app/server/salons/tables.server.ts',
		typeOnly: true,
	},
	{ rule: 'tables-of-own-domain', file: 'app/server/accounts/planted.server.ts', imports: 'app/server/platform/db/tables.server.ts' },
	{ rule: 'tables-only-in-domains', file: 'app/routes/planted.tsx', imports: 'app/server/salons/tables.server.ts' },
	{ rule: 'tables-only-in-domains', file: 'app/edge/planted.server.ts', imports: 'app/server/claims/tables.server.ts' },
	{ rule: 'tables-only-in-domains', file: 'app/server/retention.server.ts', imports: 'app/server/contact/tables.server.ts' },
	{ rule: 'table-modules-hold-tables', file: 'app/server/reviews/tables.server.ts', imports: 'app/server/salons/public.server.ts' },
	{ rule: 'table-modules-hold-tables', file: 'app/server/salons/tables.server.ts', imports: 'app/server/salons/owners.server.ts' },
	// Allowed: a domain's own tables (the platform's under db/), and a table module naming another
	// domain's table for a foreign key, whatever the order, and the shared column shapes.
	{ rule: null, file: 'app/server/salons/planted.server.ts', imports: 'app/server/salons/tables.server.ts' },
	{ rule: null, file: 'app/server/platform/planted.server.ts', imports: 'app/server/platform/db/tables.server.ts' },
	{ rule: null, file: 'app/server/reviews/tables.server.ts', imports: 'app/server/salons/tables.server.ts' },
	{ rule: null, file: 'app/server/audit/tables.server.ts', imports: 'app/server/accounts/tables.server.ts' },
	{ rule: null, file: 'app/server/reviews/tables.server.ts', imports: 'app/server/platform/db/columns.server.ts' },
	// The HTTP edge: nothing under app/server speaks HTTP or React Router, not even by a type.
	{ rule: 'server-not-http-edge', file: 'app/server/salons/planted.server.ts', imports: HTTP_MODULE },
	{ rule: 'server-not-http-edge', file: 'app/server/claims/planted.server.ts', imports: HTTP_MODULE, typeOnly: true },
	{ rule: 'server-not-http-edge', file: 'app/server/platform/planted.server.ts', imports: HTTP_MODULE },
	{ rule: 'server-not-http-edge', file: 'app/server/salons/planted.server.ts', imports: 'app/serving/page-cache.server.ts' },
	{ rule: 'server-not-react-router', file: 'app/server/accounts/planted.server.ts', imports: 'react-router' },
	{ rule: 'server-not-react-router', file: 'app/server/featured/planted.server.ts', imports: 'react-router', typeOnly: true },
	{ rule: 'server-not-react-router', file: 'app/server/platform/planted.server.ts', imports: 'react-router' },
	{ rule: 'server-not-express', file: 'app/server/statistics/planted.server.ts', imports: 'express' },
	{ rule: 'server-not-express', file: 'app/server/planted.server.ts', imports: 'express', typeOnly: true },
	{ rule: null, file: 'app/serving/planted.server.ts', imports: 'express' },
	// Requests go routes → edge → domains: the edge never reaches back up.
	{ rule: 'edge-below-routes', file: 'app/edge/planted.server.ts', imports: 'app/routes/home.tsx' },
	{ rule: 'edge-below-routes', file: 'app/serving/planted.server.ts', imports: 'app/components/layout/planted.tsx' },
	{ rule: 'browser-code-not-server', file: 'app/components/planted.tsx', imports: HTTP_MODULE },
	{ rule: 'lib-is-pure', file: 'app/lib/common/planted.ts', imports: 'app/serving/page-cache.server.ts', typeOnly: true },
	// Allowed: the edge speaks HTTP and React Router and calls the domains; routes import it.
	{ rule: null, file: 'app/edge/planted.server.ts', imports: 'react-router' },
	{ rule: null, file: 'app/edge/planted.server.ts', imports: 'app/server/salons/public.server.ts' },
	{ rule: null, file: 'app/routes/planted.server.ts', imports: 'react-router' },
	{ rule: null, file: 'app/routes/planted.server.ts', imports: HTTP_MODULE },
]

const ROOT = path.resolve(import.meta.dirname, '../..')
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration & {
	options: { enhancedResolveOptions: object }
}
const scratch: string[] = []
afterAll(() => {
	for (const dir of scratch) rmSync(dir, { recursive: true, force: true })
})

/** The names of the rules the planted file breaks, in a scratch tree holding it and what it imports. */
async function violationsOf(row: Row): Promise<string[]> {
	const base = mkdtempSync(path.join(tmpdir(), 'depcruise-rules-'))
	scratch.push(base)
	symlinkSync(path.join(ROOT, 'node_modules'), path.join(base, 'node_modules'), 'dir')
	const write = (file: string, text: string) => {
		mkdirSync(path.dirname(path.join(base, file)), { recursive: true })
		writeFileSync(path.join(base, file), text)
	}
	const ours = row.imports.startsWith('app/')
	if (ours) write(row.imports, 'export type Planted = number\nexport const planted: Planted = 1\n')
	const specifier = ours ? relativeSpecifier(row.file, row.imports) : row.imports
	write(row.file, `import ${row.typeOnly ? 'type ' : ''}{ planted } from '${specifier}'\nexport const use = planted\n`)
	const { output } = await cruise(['app'], {
		baseDir: base,
		ruleSet: { forbidden: config.forbidden },
		validate: true,
		tsPreCompilationDeps: true,
		preserveSymlinks: true,
		doNotFollow: { path: 'node_modules' },
		enhancedResolveOptions: config.options.enhancedResolveOptions,
	})
	return (output as ICruiseResult).summary.violations
		.filter((violation) => violation.from === row.file)
		.map((violation) => violation.rule.name)
}

function relativeSpecifier(from: string, to: string) {
	const relative = path.relative(path.dirname(from), to).replace(/\.ts$/, '')
	return relative.startsWith('.') ? relative : `./${relative}`
}

describe('dependency-cruiser rules', () => {
	it.each(rows.map((row) => ({ ...row, what: `${row.typeOnly ? 'a type of ' : ''}${row.imports}`, expected: row.rule ?? 'allowed' })))(
		'$file importing $what: $expected',
		async (row) => {
			expect(await violationsOf(row)).toEqual(row.rule ? [row.rule] : [])
		},
	)

	it('plants a violation of every rule of the domain order, and names only rules of the set', () => {
		const names = (config.forbidden ?? []).map((rule) => rule.name)
		const ordered = names.filter((name) => name?.startsWith('order-'))
		expect(ordered.length).toBeGreaterThan(0)
		expect(ordered.filter((name) => !rows.some((row) => row.rule === name))).toEqual([])
		expect(rows.flatMap((row) => (row.rule && !names.includes(row.rule) ? [row.rule] : []))).toEqual([])
	})
})
