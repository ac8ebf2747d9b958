/**
 * Whether one rendered copy of a page may be served to many people (the page cache). A route that
 * declares nothing is rendered for each request: sharing is opt-in, so a new page that shows
 * something personal cannot leak it by forgetting a flag.
 *
 * A shared copy is rendered without knowing who asked: its request carries no cookie, and its loaders
 * learn only the viewer class (`sharedViewerContext`), the one thing that tells its copies apart.
 */
export type Viewer = 'visitor' | 'member' | 'admin'

export type Share = {
	/** `everyone`: one copy per viewer class; `visitors`: signed-in people always get a page of their own. */
	with: 'everyone' | 'visitors'
	/** The query parameters its loaders read: a URL with any other parameter is never stored. */
	params: readonly string[]
}

/**
 * What a route's `handle` may say about keeping its answers. A route that says neither is answered
 * `Cache-Control: private, no-store`: it may name a person (the page a mailed link opens does), so
 * no cache keeps it until someone decides otherwise.
 */
export type PageHandle = {
	/** One rendered copy may be served to many people (the page cache); see `shared`. */
	share?: Share
	/** Names nobody, but is rendered per request; see `publicAnswers`. */
	public?: true
	/** A page of forms: a form that comes back to the same URL keeps where the page was scrolled to; see `keepScroll`. */
	keepScroll?: true
}

/** The `handle` of a page whose forms come back to it: the scroll position is kept per URL, not reset to the top. */
export const keepScroll: PageHandle = { keepScroll: true }

/** The `handle` of a route that may be shared. */
export const shared = (params: readonly string[] = [], options: { with?: Share['with'] } = {}): { share: Share } => ({
	share: { with: options.with ?? 'everyone', params },
})

/**
 * The policy of a page from its matched routes (root first): shared only when every one of them says
 * so; signed-in people share it only when all allow that; the parameters of all count.
 */
export function combinedShare(declared: ReadonlyArray<Share | undefined>): Share | null {
	if (declared.length === 0 || declared.some((share) => !share)) return null
	const shares = declared as Share[]
	return {
		with: shares.every((share) => share.with === 'everyone') ? 'everyone' : 'visitors',
		params: [...new Set(shares.flatMap((share) => share.params))],
	}
}

/**
 * The `handle` of a route whose answers name nobody and are the same for everyone, without being
 * shared copies (a redirect, the health check, the not-found page): they keep the cache headers
 * they set themselves.
 */
export const publicAnswers = (): PageHandle => ({ public: true })

/**
 * Whether a page's answers may leave without `private, no-store`, from its matched routes (root
 * first): only when every one of them declares itself shared or public.
 */
export function namesNobody(declared: ReadonlyArray<PageHandle | undefined>): boolean {
	return declared.length > 0 && declared.every((handle) => Boolean(handle?.share ?? handle?.public))
}
