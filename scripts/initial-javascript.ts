/**
 * What the browser loads before a page comes to life, read from the production build's manifest: the
 * entry, and each route module of the page (the route and its parents) with the chunks it imports
 * statically. Shared by `npm run build`'s report and the budget test.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

type ManifestRoute = { parentId?: string; module: string; imports?: string[]; hasDefaultExport?: boolean }
export type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> }

export const ASSETS = 'build/client/assets'

export function readManifest(): Manifest {
	if (!existsSync(ASSETS)) throw new Error('Build the app first (npm run build); npm test does this.')
	const file = readdirSync(ASSETS).find((name) => /^manifest-.*\.js$/.test(name))!
	return JSON.parse(
		readFileSync(path.join(ASSETS, file), 'utf8')
			.replace(/^window\.__reactRouterManifest=/, '')
			.replace(/;$/, ''),
	) as Manifest
}

/** The files (names in build/client/assets) a page of this route loads first; empty for an unknown route. */
export function initialFiles(build: Manifest, routeId: string): string[] {
	const chain: ManifestRoute[] = []
	for (let route = build.routes[routeId]; route; route = route.parentId ? build.routes[route.parentId] : undefined) chain.push(route)
	if (chain.length === 0) return []
	const files = [build.entry.module, ...build.entry.imports, ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])])]
	return [...new Set(files.map((file) => path.basename(file)))]
}

/** Their size gzipped (level 9), as a CDN would serve them. */
export function gzippedBytes(files: string[]): number {
	return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(ASSETS, file)), { level: 9 }).length, 0)
}
