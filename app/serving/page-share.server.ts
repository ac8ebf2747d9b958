import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { combinedShare, namesNobody, type PageHandle, type Share } from '~/lib/seo/page-share'
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

/** The `handle`s of the routes the router matches for a page path, the root first. */
function matchedHandles(routes: ServerBuild['routes']): (pagePath: string) => Array<PageHandle | undefined> {
	const tree = routeTree(routes)
	return (pagePath) => (matchRoutes(tree, pagePath) ?? []).map((match) => routes[match.route.id!]?.module.handle as PageHandle | undefined)
}

/** A function of a path, remembered per path; paths come from anyone, so the memo starts over past MEMO_SIZE. */
function memoisedByPath<T>(compute: (pathname: string) => T): (pathname: string) => T {
	const memo = new Map<string, T>()
	return (pathname) => {
		if (memo.has(pathname)) return memo.get(pathname)!
		const value = compute(pathname)
		if (memo.size >= MEMO_SIZE) memo.clear()
		memo.set(pathname, value)
		return value
	}
}

/**
 * The share policy of each page path, read from the `handle` of the routes the router would match
 * (see `~/lib/page-share`), or null for a page rendered per request.
 */
export function sharePolicies(routes: ServerBuild['routes']): (pathname: string) => Share | null {
	const handlesAt = matchedHandles(routes)
	return memoisedByPath((pathname) => combinedShare(handlesAt(pagePathOf(pathname)).map((handle) => handle?.share)))
}

/**
 * Whether the answers at a path may leave without `private, no-store`: only when every route the
 * router matches declares itself shared or public (`namesNobody`). The path is read as the router
 * reads it, the path of the URL the request handler makes (`/blog/../afspraak/…` is `/afspraak/…`).
 */
export function publicPolicies(routes: ServerBuild['routes']): (pathname: string) => boolean {
	const handlesAt = matchedHandles(routes)
	return memoisedByPath((pathname) => {
		const routerPath = URL.parse(`http://localhost${pathname}`)?.pathname
		return routerPath !== undefined && namesNobody(handlesAt(pagePathOf(routerPath)))
	})
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
