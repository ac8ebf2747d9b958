import type { Viewer } from '~/lib/seo/page-share'
import type { PaymentProvider } from '../platform/payments/provider.server'
import { hasAdminRole, sessionUser, type SessionUser } from './permissions.server'

/**
 * The client a request came from, as far as the work needs it: its address (rate limits, audit), its
 * user agent, and the headers better-auth checks itself when we call it on the client's behalf (its
 * origin check, the session cookie of the account changing its own password).
 */
export type Client = { ip: string; userAgent: string; authHeaders: Readonly<Record<string, string>> }

/** A signed-in user at a request: the account, the viewer class its page is rendered for, the client. */
export type SignedIn = { kind: 'user'; user: SessionUser; viewer: Viewer; client: Client }

/**
 * Someone at a request who is not signed in. In a render the page cache shares, every actor is one:
 * its request carries no cookie, and the viewer class is the only thing known of whom it is for.
 */
export type Visitor = { kind: 'visitor'; user: null; viewer: Viewer; client: Client }

/** Whoever makes a request of a page or a form, signed in or not: the actor every route has. */
export type Requester = SignedIn | Visitor

/**
 * Whoever holds a secret link from one of our mails or a calendar: may do the one thing the link is
 * for, by its token (part of the verb's input), whoever they are.
 */
export type LinkHolder = { kind: 'link'; client: Client }

/** The payment provider, delivering an event whose signature the edge has verified. */
export type VerifiedWebhook = { kind: 'verified-webhook'; provider: PaymentProvider['name'] }

/** The system itself: a background job, the boot, a script. */
export type SystemActor = { kind: 'system'; job: string }

/**
 * Who asks. Built at the edge (route middleware for a requester, the link's and the webhook's routes for
 * theirs) or by the system for its own work (the warm-up), and handed to every verb as its first
 * argument; verbs never read a Request.
 */
export type Actor = Requester | LinkHolder | VerifiedWebhook | SystemActor

/** The headers better-auth reads on a call made for the client (forwarded as the browser sent them). */
export const AUTH_FORWARDED_HEADERS = ['cookie', 'origin', 'referer', 'user-agent', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']

type ActorInput = {
	/** The Cookie header; only the session cookie in it counts. */
	cookieHeader: string | null
	client: Client
	/** In a shared render, the one viewer class the render is for (see the page cache); null otherwise. */
	sharedViewer: Viewer | null
}

/** The requester of one request. A shared render knows nobody, only its viewer class. */
export async function actorFor({ cookieHeader, client, sharedViewer }: ActorInput): Promise<Requester> {
	if (sharedViewer) return visitorAt(client, sharedViewer)
	const user = await sessionUser(cookieHeader)
	if (!user) return visitorAt(client)
	// The role read failing leaves a member: the admin guards ask again and answer that failure themselves.
	const admin = await hasAdminRole(user.id).catch(() => false)
	return { kind: 'user', user, viewer: admin ? 'admin' : 'member', client }
}

/** A visitor from this client, without a session read (the statistics beacon's, every shared render's). */
export function visitorAt(client: Client, viewer: Viewer = 'visitor'): Visitor {
	return { kind: 'visitor', user: null, viewer, client }
}

/** The account that has just signed in, from the same client (its home is asked before the next request). */
export function signedInAs(requester: Requester, user: SessionUser): SignedIn {
	return { kind: 'user', user, viewer: 'member', client: requester.client }
}

/** The requester as the holder of the secret link it opens. */
export function holdingLink(requester: Requester): LinkHolder {
	return { kind: 'link', client: requester.client }
}

/** The payment provider, once the edge has verified the signature of what it delivered. */
export function verifiedWebhook(provider: VerifiedWebhook['provider']): VerifiedWebhook {
	return { kind: 'verified-webhook', provider }
}

/** The system, doing this job. */
export function systemActor(job: string): SystemActor {
	return { kind: 'system', job }
}

/** A machine client: work that no request started. */
const machine = (ip: string): Client => ({ ip, userAgent: '', authHeaders: {} })

/** A requester for work that no request started (seeding, tests): this user, or a visitor, from this machine. */
export function actorWith(user: SessionUser, ip?: string): SignedIn
export function actorWith(user: null, ip?: string): Visitor
export function actorWith(user: SessionUser | null, ip?: string): Requester
export function actorWith(user: SessionUser | null, ip = '127.0.0.1'): Requester {
	return user ? { kind: 'user', user, viewer: 'member', client: machine(ip) } : visitorAt(machine(ip))
}
