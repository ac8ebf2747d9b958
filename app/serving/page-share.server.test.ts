import { describe, expect, it } from 'vitest'
import { publicAnswers, shared, type Share } from '~/lib/seo/page-share'
import { buildRoutes } from './test-routes.server'
import { publicPolicies, sharedPage, sharePolicies } from './page-share.server'

const ROUTES = buildRoutes([
	['root', undefined, '', shared()],
	['home', 'root', undefined, shared(), true],
	['directory', 'root', 'directory', shared(['location', 'page'])],
	['signup', 'root', 'trimsalon-signup', shared([], { with: 'visitors' })],
	['admin', 'root', 'admin'],
	['adminIndex', 'admin', undefined, shared(), true],
	['health', 'root', 'healthz', publicAnswers()],
	['cancel', 'root', 'afspraak/annuleren/:token'],
	['notFound', 'root', '*', publicAnswers()],
])

describe('sharePolicies', () => {
	const policyOf = sharePolicies(ROUTES)

	it("reads the policy from the handles of the routes the router matches, the data request's too", () => {
		expect(policyOf('/directory')).toEqual({ with: 'everyone', params: ['location', 'page'] })
		expect(policyOf('/directory.data')).toEqual({ with: 'everyone', params: ['location', 'page'] })
		expect(policyOf('/DIRECTORY')).toEqual({ with: 'everyone', params: ['location', 'page'] })
		expect(policyOf('/')).toEqual({ with: 'everyone', params: [] })
		expect(policyOf('/_.data')).toEqual({ with: 'everyone', params: [] })
		expect(policyOf('/trimsalon-signup')).toEqual({ with: 'visitors', params: [] })
	})

	it('shares nothing under a layout that declares nothing, nor an unknown page', () => {
		expect(policyOf('/admin')).toBeNull()
		expect(policyOf('/bestaat-niet')).toBeNull()
	})
})

describe('publicPolicies', () => {
	const isPublic = publicPolicies(ROUTES)

	it('lets answers leave as they are only where every matched route declares itself shared or public', () => {
		expect(isPublic('/directory')).toBe(true)
		expect(isPublic('/healthz')).toBe(true)
		expect(isPublic('/_.data')).toBe(true)
		expect(isPublic('/afspraak/annuleren/abc')).toBe(false)
		expect(isPublic('/afspraak/annuleren/abc.data')).toBe(false)
		expect(isPublic('/admin')).toBe(false)
		expect(isPublic('/admin.data')).toBe(false)
		expect(isPublic('/bestaat-niet')).toBe(true)
	})

	it('reads the path as the router does, however it is spelled: not as the public not-found page', () => {
		for (const path of [
			'/directory/../afspraak/annuleren/abc',
			'/directory/%2e%2e/afspraak/annuleren/abc',
			'/AFSPRAAK/Annuleren/abc',
			'/%61fspraak/annuleren/abc',
		])
			expect(isPublic(path), path).toBe(false)
	})
})

describe('sharedPage', () => {
	const policy: Share = { with: 'everyone', params: ['location', 'radius'] }
	const policyOf = (pathname: string) => (pathname.startsWith('/directory') ? policy : null)
	const pageOf = (originalUrl: string, method = 'GET') => sharedPage({ method, originalUrl }, policyOf)?.path ?? null

	it('keys a page by its path and its query sorted, as the router parses them', () => {
		expect(pageOf('/directory?radius=10&location=Utrecht')).toBe('/directory?location=Utrecht&radius=10')
		expect(pageOf('/directory?location=Utrecht&radius=10')).toBe('/directory?location=Utrecht&radius=10')
		expect(pageOf('/directory?location=4723+AB')).toBe('/directory?location=4723+AB')
		expect(pageOf('/directory', 'HEAD')).toBe('/directory')
		expect(pageOf('/directory.data?location=Breda&_routes=routes%2Fdirectory')).toBe(
			'/directory.data?_routes=routes%2Fdirectory&location=Breda',
		)
	})

	it('never stores a URL the router could read otherwise than its key says', () => {
		expect(pageOf('/directory??&location=Gesloten%20bel%200900-1234')).toBeNull()
		expect(pageOf('/directory?location=a?b')).toBeNull()
		expect(pageOf('/directory#location=x')).toBeNull()
	})

	it('never stores a URL with a parameter the page does not read, a write or an undeclared page', () => {
		expect(pageOf('/directory?location=Utrecht&utm_source=x')).toBeNull()
		expect(pageOf('/directory?_routes=routes%2Fdirectory')).toBeNull()
		expect(pageOf('/directory', 'POST')).toBeNull()
		expect(pageOf('/admin')).toBeNull()
		expect(pageOf(`/directory?location=${'x'.repeat(3000)}`)).toBeNull()
	})
})
