import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * What the browser loads before a page comes to life, read from the production build's manifest: the
 * entry, and each route module of the page with the chunks it imports statically.
 */
type ManifestRoute = { parentId?: string; module: string; imports?: string[] }
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> }

const ASSETS = 'build/client/assets'

function manifest(): Manifest {
	if (!existsSync(ASSETS)) throw new Error('Build the app first (npm run build); npm test does this.')
	const file = readdirSync(ASSETS).find((name) => /^manifest-.*\.js$/.test(name))!
	return JSON.parse(
		readFileSync(path.join(ASSETS, file), 'utf8')
			.replace(/^window\.__reactRouterManifest=/, '')
			.replace(/;$/, ''),
	) as Manifest
}

function initialFiles(build: Manifest, routeId: string): string[] {
	const chain: ManifestRoute[] = []
	for (let route = build.routes[routeId]; route; route = route.parentId ? build.routes[route.parentId] : undefined) chain.push(route)
	expect(chain.length, routeId).toBeGreaterThan(0)
	return [build.entry.module, ...build.entry.imports, ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])])].map((file) =>
		path.basename(file),
	)
}

/** Whether a chunk holds zod (its type names survive minifying), whatever the bundler named the chunk. */
const holdsZod = (file: string) => readFileSync(path.join(ASSETS, file), 'utf8').includes('$ZodType')
/** The libphonenumber metadata of the phone-number rules. */
const holdsPhoneRules = (file: string) => /"NL":\[|NL:\[/.test(readFileSync(path.join(ASSETS, file), 'utf8'))

describe('initial JavaScript of the pages everyone reads', () => {
	// Their forms (alerts, proof of work) load zod, their schemas and the phone-number rules once a form is used.
	it.each(['routes/home', 'routes/directory', 'routes/city', 'routes/salon'])(
		'%s loads no form schema before a form is used',
		(routeId) => {
			const files = initialFiles(manifest(), routeId)
			expect(files.filter((file) => holdsZod(file) || holdsPhoneRules(file))).toEqual([])
		},
	)

	it('a page with a form the visitor came for (the contact form) loads its schema with the page', () => {
		expect(initialFiles(manifest(), 'routes/contact').some(holdsZod)).toBe(true)
	})
})
