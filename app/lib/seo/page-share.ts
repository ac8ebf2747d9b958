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
