import type { Viewer } from '~/lib/seo/page-share'
import { hasAdminRole, sessionUser, type SessionUser } from './permissions.server'

/**
 * The client a request came from, as far as the work needs it: its address (rate limits, audit), its
 * user agent, and the headers better-auth checks itself when we call it on the client's behalf (its
 * origin check, the session cookie of the account changing its own password).
 */
export type Client = { ip: string; userAgent: string; authHeaders: Readonly<Record<string, string>> }

/**
 * Who asks: a signed-in user or a visitor, the viewer class a page is rendered for, and the client.
 * Built once per request at the edge (route middleware) and handed to every verb as its first
 * argument; verbs never read a Request. In a render the page cache shares, the actor is a visitor
 * with only the viewer class: its request carries no cookie.
 */
export type Actor = { user: SessionUser | null; viewer: Viewer; client: Client }
export type SignedIn = Actor & { user: SessionUser }

/** The headers better-auth reads on a call made for the client (forwarded as the browser sent them). */
export const AUTH_FORWARDED_HEADERS = ['cookie', 'origin', 'referer', 'user-agent', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']

type ActorInput = {
	/** The Cookie header; only the session cookie in it counts. */
	cookieHeader: string | null
	client: Client
	/** In a shared render, the one viewer class the render is for (see the page cache); null otherwise. */
	sharedViewer: Viewer | null
}

/** The actor of one request. A shared render knows nobody, only its viewer class. */
export async function actorFor({ cookieHeader, client, sharedViewer }: ActorInput): Promise<Actor> {
	if (sharedViewer) return { user: null, viewer: sharedViewer, client }
	const user = await sessionUser(cookieHeader)
	if (!user) return { user: null, viewer: 'visitor', client }
	// The role read failing leaves a member: the admin guards ask again and answer that failure themselves.
	const admin = await hasAdminRole(user.id).catch(() => false)
	return { user, viewer: admin ? 'admin' : 'member', client }
}

/** An actor for work that no request started (jobs, seeding, tests): this user, from this machine. */
export function actorWith(user: SessionUser | null, ip = '127.0.0.1'): Actor {
	return { user, viewer: user ? 'member' : 'visitor', client: { ip, userAgent: '', authHeaders: {} } }
}
