/**
 * The layer rules, checked by `npm run lint`: routes → components → lib, routes → server → lib;
 * lib imports nothing of ours above it; the browser bundle never reaches server code; platform
 * adapters know nothing of the domains; the server's domains in one order (DOMAIN_ORDER); no import
 * cycles. A type-only import vanishes from the bundle, so browser code may name a server type, and two
 * modules of one folder may name each other's types; two domain folders may not.
 * tests/integration/depcruise-rules.test.ts plants a violation of each rule and expects it found.
 */

/**
 * The domains of app/server, lowest first. A folder imports only folders of the layers before its own
 * (not its peers), type-only imports included, so no two domains ever depend on each other. What spans
 * several domains (deleting an account or a salon, the salon page) is in workflows/; the composition
 * root (boot, public-change, retention) sits on top of all.
 */
const DOMAIN_ORDER = [
	['platform'],
	['audit'],
	['accounts', 'approval'],
	// A dog owner's saved dogs: Plek aanvragen and bookings fill their forms from them.
	['dogs'],
	['cities'],
	['salons'],
	['search'],
	['featured', 'photos', 'alerts', 'place-requests', 'submissions', 'contact', 'blog'],
	// Above place-requests (an accepted offer opens booking at that salon), below statistics and reviews (which count appointments).
	['bookings'],
	['claims', 'reviews', 'seo'],
	// Above the reviews: the monthly summary counts a month's new reviews.
	['statistics'],
	['corrections'],
	['admin'],
	['workflows'],
	['seed'],
]

const folders = (names) => `^app/server/(${names.join('|')})/`

/** A domain's tables: app/server/<domain>/tables.server.ts (the platform's in platform/db/). */
const TABLE_MODULE = '^app/server/[^/]+/(db/)?tables\\.server\\.ts$'

/** One rule per domain: it may not import a peer of its layer or anything above it (the top layer has no rule). */
const domainOrder = DOMAIN_ORDER.slice(1).flatMap((layer, index) =>
	layer.flatMap((domain) => {
		const above = [...layer.filter((peer) => peer !== domain), ...DOMAIN_ORDER.slice(index + 2).flat()]
		const below = DOMAIN_ORDER.slice(0, index + 1).flat()
		if (!above.length) return []
		return [
			{
				name: `order-${domain}`,
				severity: 'error',
				comment: `${domain}/ may import only ${below.join(', ')} (the domains below it).`,
				from: { path: folders([domain]), pathNot: TABLE_MODULE },
				to: { path: folders(above) },
			},
		]
	}),
)

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
	forbidden: [
		{
			name: 'no-cycles',
			severity: 'error',
			comment: 'A cycle makes load order matter; give one side what it needs at the composition root (boot.server.ts).',
			from: {},
			to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
		},
		{
			name: 'lib-is-pure',
			severity: 'error',
			comment: 'app/lib holds plain functions shared by browser and server; it imports nothing of ours above it.',
			from: { path: '^app/lib/' },
			to: { path: '^app/(server|edge|serving|components|routes)/' },
		},
		{
			name: 'browser-code-not-server',
			severity: 'error',
			comment: 'Components and lib run in the browser: server modules hold the database, secrets and mail.',
			from: { path: '^app/(components|lib)/' },
			to: { path: '^app/(server|edge|serving)/', dependencyTypesNot: ['type-only'] },
		},
		{
			name: 'components-not-routes',
			severity: 'error',
			from: { path: '^app/components/' },
			to: { path: '^app/routes/' },
		},
		{
			name: 'server-not-ui',
			severity: 'error',
			comment: 'Server modules answer with data; rendering belongs to routes and components.',
			from: { path: '^app/server/' },
			to: { path: '^app/(components|routes)/' },
		},
		{
			name: 'platform-not-domains',
			severity: 'error',
			comment: 'Platform adapters (database, HTTP, mail, SMS, payments, storage, geocoding, jobs) serve every domain and know none.',
			from: { path: '^app/server/platform/' },
			to: { path: '^app/server/', pathNot: '^app/server/platform/' },
		},
		...domainOrder,
		{
			name: 'domain-in-order',
			severity: 'error',
			comment: 'Every folder of app/server has its place in DOMAIN_ORDER; add a new domain there.',
			from: { path: '^app/server/[^/]+/', pathNot: folders(DOMAIN_ORDER.flat()) },
			to: {},
		},
		{
			name: 'composition-root-on-top',
			severity: 'error',
			comment: 'boot, public-change and retention join the domains; no domain imports them.',
			from: { path: '^app/server/[^/]+/' },
			to: { path: '^app/server/[^/]+\\.ts$' },
		},
		{
			name: 'server-not-http-edge',
			severity: 'error',
			comment:
				'Domains and the platform know no HTTP: a verb takes an Actor and its input, refuses with an AppError (platform/errors.server.ts), and the edge (app/edge) turns that into an answer. Type-only imports count too.',
			from: { path: '^app/server/' },
			to: { path: '^app/(edge|serving)/' },
		},
		{
			name: 'server-not-react-router',
			severity: 'error',
			comment:
				'Redirects, data(), toasts and route context belong to the routes and the edge (app/edge); nothing under app/server speaks React Router. Type-only imports count too.',
			from: { path: '^app/server/' },
			to: { path: '^node_modules/(react-router|@react-router/[^/]+)/' },
		},
		{
			name: 'server-not-express',
			severity: 'error',
			comment:
				'Express handlers and middleware belong to the serving machinery (app/serving); nothing under app/server knows a request or a response of Express. Type-only imports count too.',
			from: { path: '^app/server/' },
			to: { path: '^node_modules/(express|@types/express|@types/express-serve-static-core)/' },
		},
		{
			name: 'tables-of-own-domain',
			severity: 'error',
			comment:
				"A domain reads and writes only its own tables; another domain's rows are asked of that domain (its verbs and reads). Type-only imports count too.",
			from: { path: '^app/server/([^/]+)/', pathNot: TABLE_MODULE },
			to: { path: TABLE_MODULE, pathNot: '^app/server/$1/' },
		},
		{
			name: 'tables-only-in-domains',
			severity: 'error',
			comment: 'Routes, the edge, the serving machinery, components, lib and the composition root ask the domains; they import no table.',
			from: { path: '^app/(routes|edge|serving|components|lib)/|^app/server/[^/]+\\.ts$' },
			to: { path: TABLE_MODULE },
		},
		{
			name: 'table-modules-hold-tables',
			severity: 'error',
			comment:
				"A table module defines tables: it imports column shapes and other domains' tables (for foreign keys), never a domain's code.",
			from: { path: TABLE_MODULE },
			to: { path: '^app/server/', pathNot: [TABLE_MODULE, '^app/server/platform/db/columns\\.server\\.ts$'] },
		},
		{
			name: 'edge-below-routes',
			severity: 'error',
			comment: 'Requests go routes → edge → domains: the edge (and the serving machinery) never import a route or a component.',
			from: { path: '^app/(edge|serving)/' },
			to: { path: '^app/(routes|components)/' },
		},
		{
			name: 'app-not-tests',
			severity: 'error',
			from: { path: '^app/' },
			to: { path: '^tests/' },
		},
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		exclude: { path: '^(build|\\.react-router)/' },
		tsPreCompilationDeps: true,
		tsConfig: { fileName: 'tsconfig.json' },
		enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
	},
}
