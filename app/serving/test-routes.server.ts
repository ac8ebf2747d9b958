import type { ServerBuild } from 'react-router'

/** One route of a build for the unit tests: its id, its parent's, its path, its module's `handle`, and whether it is an index. */
export type TestRoute = [id: string, parentId: string | undefined, path: string | undefined, handle?: object, index?: boolean]

/** A build's route list as React Router writes it, for the unit tests: flat, each with its parent and module. */
export function buildRoutes(routes: TestRoute[]): ServerBuild['routes'] {
	return Object.fromEntries(
		routes.map(([id, parentId, path, handle, index]) => [id, { id, parentId, path, index, module: { handle } }]),
	) as unknown as ServerBuild['routes']
}
