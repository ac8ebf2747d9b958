import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { combinedShare, type Share } from '~/lib/seo/page-share'
import { pagePathOf } from './request-rules.server'

const MAX_URL_LENGTH = 2_000
/** How many paths' policies are remembered; paths come from anyone, so the memo starts over past it. */
const MEMO_SIZE = 10_000

type RouteEntry = NonNullable<ServerBuild['routes'][string]>
type Node = RouteObject & { id: string; children?: Node[] }

/** The build's flat route list as the nested tree the router matches against. */
function routeTree(routes: ServerBuild['routes']): Node[] {
	const entries = Object.values(routes).filter((route): route is RouteEntry => route !== undefined)
	const nodes = new Map<string, Node>()
	for (const route of entries)
		nodes.set(
			route.id,
			route.index
				? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
				: { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] },
		)
	const roots: Node[] = []
	for (const route of entries) {
		const node = nodes.get(route.id)!
		const parent = route.parentId ? nodes.get(route.parentId) : undefined
		;(parent?.children ?? roots).push(node)
	}
	return roots
}

/**
 * The share policy of each page path, read from the `handle` of the routes the router would match
 * (see `~/lib/page-share`), or null for a page rendered per request.
 */
export function sharePolicies(routes: ServerBuild['routes']): (pathname: string) => Share | null {
	const tree = routeTree(routes)
	const memo = new Map<string, Share | null>()
	return (pathname) => {
		let policy = memo.get(pathname)
		if (policy !== undefined) return policy
		const matches = matchRoutes(tree, pagePathOf(pathname)) ?? []
		policy = combinedShare(matches.map((match) => (routes[match.route.id!]?.module.handle as { share?: Share } | undefined)?.share))
		if (memo.size >= MEMO_SIZE) memo.clear()
		memo.set(pathname, policy)
		return policy
	}
}

/**
 * Where a request may be served from the page cache: its key (the path and the sorted query, parsed
 * as the router parses them) and who may share it; null when it must be rendered for itself. A URL
 * the router could read otherwise than the key says (a second `?`, a raw `#`) or with a parameter the
 * page does not read is never stored, so that no crafted URL can put its text under a real page's key.
 */
export function sharedPage(
	request: { method: string; originalUrl: string },
	policyOf: (pathname: string) => Share | null,
): { path: string; share: Share } | null {
	if (request.method !== 'GET' && request.method !== 'HEAD') return null
	const raw = request.originalUrl
	if (raw.length > MAX_URL_LENGTH || raw.includes('#') || raw.indexOf('?') !== raw.lastIndexOf('?')) return null
	let url: URL
	try {
		url = new URL(raw, 'http://page.cache')
	} catch {
		return null
	}
	const share = policyOf(url.pathname)
	if (!share) return null
	// The router asks for a page's data at its path plus `.data`, naming the routes it needs in `_routes`.
	const dataRequest = url.pathname.endsWith('.data')
	for (const name of url.searchParams.keys()) if (!share.params.includes(name) && !(dataRequest && name === '_routes')) return null
	url.searchParams.sort()
	return { path: `${url.pathname}${url.search}`, share }
}
