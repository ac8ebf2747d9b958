/**
 * The layer rules, checked by `npm run lint`: routes → components → lib, routes → server → lib;
 * lib imports nothing of ours above it; the browser bundle never reaches server code; platform
 * adapters know nothing of the domains; no import cycles. A type-only import vanishes from the
 * bundle, so browser code may name a server type, and two modules may name each other's types.
 */
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
			to: { path: '^app/(server|components|routes|hooks)/' },
		},
		{
			name: 'browser-code-not-server',
			severity: 'error',
			comment: 'Components, hooks and lib run in the browser: server modules hold the database, secrets and mail.',
			from: { path: '^app/(components|hooks|lib)/|^app/entry\\.client\\.tsx$' },
			to: { path: '^app/server/', dependencyTypesNot: ['type-only'] },
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
			to: { path: '^app/(components|routes|hooks)/' },
		},
		{
			name: 'platform-not-domains',
			severity: 'error',
			comment: 'Platform adapters (database, HTTP, mail, SMS, payments, storage, geocoding, jobs) serve every domain and know none.',
			from: { path: '^app/server/platform/' },
			to: { path: '^app/server/', pathNot: '^app/server/platform/' },
		},
		{
			name: 'server-not-http-edge',
			severity: 'error',
			comment:
				'Domains (and the platform beside HTTP) know no HTTP: a verb takes an Actor and its input, refuses with an AppError (platform/errors.server.ts), and the routes turn that into an answer. Type-only imports count too.',
			from: { path: '^app/server/', pathNot: '^app/server/platform/http/' },
			to: { path: '^app/server/platform/http/' },
		},
		{
			name: 'server-not-react-router',
			severity: 'error',
			comment:
				'Redirects, data(), toasts and route context belong to the routes (or route-side .server.ts files next to them); under app/server only platform/http speaks React Router. Type-only imports count too.',
			from: { path: '^app/server/', pathNot: '^app/server/platform/http/' },
			to: { path: '^node_modules/(react-router|@react-router/[^/]+)/' },
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
