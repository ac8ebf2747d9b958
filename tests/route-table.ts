import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Share } from '~/lib/seo/page-share'
import routes from '~/routes'

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] }
export type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown; handle?: { share?: Share } }

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
