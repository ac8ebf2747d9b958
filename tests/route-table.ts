import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import type { PageHandle } from '~/lib/seo/page-share'
import routes from '~/routes'

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] }
export type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown; handle?: PageHandle }

/** Every route of app/routes.ts with its full path and module file. */
export function routeTable(entries: Entry[] = routes as Entry[], prefix = ''): Array<{ path: string; file: string }> {
	return entries.flatMap((entry) => {
		const own = entry.path === undefined ? prefix : `${prefix}/${entry.path}`
		return [{ path: own || '/', file: entry.file }, ...routeTable(entry.children ?? [], own)]
	})
}

export function importRoute(file: string): Promise<RouteModule> {
	return import(pathToFileURL(path.resolve('app', file)).href) as Promise<RouteModule>
}

/** The route list as a build hands it to the serving machinery: flat, the root first, each route with its parent and module. */
export async function buildRoutes(): Promise<ServerBuild['routes']> {
	const built: Record<string, unknown> = { root: { id: 'root', path: '', module: await importRoute('root.tsx') } }
	const add = async (entries: Entry[], parentId: string) => {
		for (const entry of entries) {
			built[entry.file] = { id: entry.file, parentId, path: entry.path, index: entry.index, module: await importRoute(entry.file) }
			await add(entry.children ?? [], entry.file)
		}
	}
	await add(routes as Entry[], 'root')
	return built as ServerBuild['routes']
}

/** The handles of a route and of the layouts around it, the root first. */
export async function handlesOf(file: string): Promise<Array<PageHandle | undefined>> {
	const chain = (entries: Entry[]): Entry[] | undefined => {
		for (const entry of entries) {
			if (entry.file === file) return [entry]
			const below = chain(entry.children ?? [])
			if (below) return [entry, ...below]
		}
		return undefined
	}
	const files = ['root.tsx', ...(chain(routes as Entry[]) ?? []).map((entry) => entry.file)]
	return Promise.all(files.map(async (name) => (await importRoute(name)).handle))
}
