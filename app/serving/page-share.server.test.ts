import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { shared, type Share } from '~/lib/seo/page-share'
import { sharedPage, sharePolicies } from './page-share.server'

/** A build's route list as React Router writes it: flat, each with its parent and module. */
const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: object, index?: boolean) => ({
	id,
	parentId,
	path,
	index,
	module: { handle },
})
const ROUTES = {
	root: route('root', undefined, '', shared()),
	home: route('home', 'root', undefined, shared(), true),
	directory: route('directory', 'root', 'directory', shared(['location', 'page'])),
	signup: route('signup', 'root', 'trimsalon-signup', shared([], { with: 'visitors' })),
	admin: route('admin', 'root', 'admin'),
	adminIndex: route('adminIndex', 'admin', undefined, shared(), true),
	notFound: route('notFound', 'root', '*'),
} as unknown as ServerBuild['routes']

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
