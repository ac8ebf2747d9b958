import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ASSETS, initialFiles, readManifest } from '../../scripts/initial-javascript'

/** The files a page of this route loads first; a route missing from the build fails here rather than passing with none. */
function firstFiles(routeId: string) {
	const files = initialFiles(readManifest(), routeId)
	expect(files.length, routeId).toBeGreaterThan(0)
	return files
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
			const files = firstFiles(routeId)
			expect(files.filter((file) => holdsZod(file) || holdsPhoneRules(file))).toEqual([])
		},
	)

	it('a page with a form the visitor came for (the contact form) loads its schema with the page', () => {
		expect(firstFiles('routes/contact').some(holdsZod)).toBe(true)
	})
})

describe('the order the browser may run the chunks in', () => {
	// A page's module script imports all its preloaded chunks at its top, in the manifest's order: safe only
	// while no chunk imports, through others, itself (then each still runs after what it imports).
	it('no chunk imports itself through others', () => {
		const imports = new Map<string, string[]>()
		for (const file of readdirSync(ASSETS).filter((name) => name.endsWith('.js')))
			imports.set(
				file,
				[
					...readFileSync(path.join(ASSETS, file), 'utf8').matchAll(
						/(?:^|[;}\n])\s*import\s*(?:[^"'`()]*?from\s*)?["'`]\.\/([^"'`]+)["'`]/g,
					),
				].map((match) => match[1]!),
			)
		expect(imports.size).toBeGreaterThan(50)
		const cycles: string[] = []
		const state = new Map<string, 'open' | 'done'>()
		const visit = (file: string, trail: string[]) => {
			state.set(file, 'open')
			for (const next of imports.get(file) ?? []) {
				if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next].join(' → '))
				else if (!state.has(next)) visit(next, [...trail, next])
			}
			state.set(file, 'done')
		}
		for (const file of imports.keys()) if (!state.has(file)) visit(file, [file])
		expect(cycles).toEqual([])
		// The pattern reads imports: the framework chunk is imported by the root route's module.
		expect(imports.get(firstFiles('root').find((file) => file.startsWith('root-'))!)).toContain(
			firstFiles('root').find((file) => file.startsWith('framework-')),
		)
	})
})

describe('the framework chunk', () => {
	// React, React DOM and React Router run almost whole while a page comes to life: V8 compiles a file that
	// starts with this hint at once, on a background thread while it loads, instead of function by function
	// on the main thread when each is first called.
	it('asks the browser to compile all of it while it loads', () => {
		const framework = firstFiles('root').find((file) => file.startsWith('framework-'))!
		expect(readFileSync(path.join(ASSETS, framework), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
		const others = firstFiles('routes/salon').filter((file) => file !== framework)
		expect(others.filter((file) => readFileSync(path.join(ASSETS, file), 'utf8').includes('allFunctionsCalledOnLoad'))).toEqual([])
	})
})

describe('the calendar component', () => {
	/** Whether a chunk holds Schedule-X, the Agenda's time grid (its class names survive minifying). */
	const holdsCalendar = (file: string) => readFileSync(path.join(ASSETS, file), 'utf8').includes('sx__calendar-wrapper')

	it('is in the build, and no page loads it first: the Agenda loads it once the page is running', () => {
		expect(readdirSync(ASSETS).filter((file) => file.endsWith('.js') && holdsCalendar(file))).toHaveLength(1)
		const routeIds = Object.keys(readManifest().routes)
		expect(routeIds).toContain('routes/dashboard/agenda')
		expect(routeIds.filter((routeId) => initialFiles(readManifest(), routeId).some(holdsCalendar))).toEqual([])
	})
})
