import { readFileSync } from 'node:fs'
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
