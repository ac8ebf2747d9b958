import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { loginPath, paths } from '~/lib/common/paths'
import { TWO_FACTOR_MESSAGES } from '~/lib/accounts/two-factor'
import {
	actorFor,
	AUTH_FORWARDED_HEADERS,
	holdingLink,
	type LinkHolder,
	type Requester,
	type SignedIn,
} from '~/server/accounts/actor.server'
import { adminStanding, hasMailAddress, ADD_EMAIL_FIRST } from '~/server/accounts/permissions.server'
import { config } from '~/server/platform/config.server'
import { type AppError, forbidden, notFound, NOT_SIGNED_IN, unauthenticated, unavailable } from '~/server/platform/errors.server'
import { failure } from '~/edge/errors.server'
import { clientIpContext, sharedViewerContext } from '~/edge/request-context.server'
import { redirectWithToast } from '~/edge/toast.server'
import { logger } from '~/server/platform/logger.server'
import { isLoopback } from '~/server/platform/net.server'
import { paymentProvider } from '~/server/platform/payments/provider.server'

/**
 * The edge of authorisation: the `Actor` of each request, built once by the middleware on the root
 * and the private layouts, and the session and role guards that open every loader and action (a
 * salon owner's are in owner-guards.server.ts). The policy itself (`authorize`) lives with the
 * accounts; here a refusal becomes an answer (a redirect to /auth, the 403 page, or
 * `{ ok: false, message }` for fetchers).
 */

/** What a loader, action or middleware gets that the guards read. */
export type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> }
type Args = RouteArgs

/** This request's actor; null until the middleware (or the first guard) has built it. */
const actorContext = createContext<Requester | null>(null)

async function buildActor({ request, context }: Args): Promise<Requester> {
	const authHeaders: Record<string, string> = {}
	for (const name of AUTH_FORWARDED_HEADERS) {
		const value = request.headers.get(name)
		if (value) authHeaders[name] = value
	}
	return actorFor({
		cookieHeader: request.headers.get('cookie'),
		client: { ip: context.get(clientIpContext), userAgent: request.headers.get('user-agent') ?? '', authHeaders },
		// A shared render has no cookie: its actor is a visitor with only the viewer class.
		sharedViewer: context.get(sharedViewerContext),
	})
}

/**
 * The actor of this request: the one the middleware built, or built now for a loader or action called
 * without it (tests call them directly) and kept for the rest of the request.
 */
export async function actorOf(args: Args): Promise<Requester> {
	const known = args.context.get(actorContext)
	if (known) return known
	const actor = await buildActor(args)
	;(args.context as RouterContextProvider).set(actorContext, actor)
	return actor
}

/** Whoever opened this request's secret link (a mail's or a calendar's), as the link's verbs take them. */
export async function linkHolderOf(args: Args): Promise<LinkHolder> {
	return holdingLink(await actorOf(args))
}

/** Builds the actor once per request, before any loader or action of the route runs. */
export const actorMiddleware: MiddlewareFunction<Response> = async (args) => {
	await actorOf(args)
}

/** The private layouts' middleware: their pages open only for a signed-in actor (and the admin's for admins). */
export const signedInMiddleware: MiddlewareFunction<Response> = async (args) => {
	await requireUser(args)
}
export const adminMiddleware: MiddlewareFunction<Response> = async (args) => {
	await requireAdmin(args)
}

/**
 * How a refused request is answered. Pages (the default): a visitor is sent to /auth and comes back
 * after login, a wrong role gets the 403 page. `api`: fetchers and resource routes get JSON
 * `{ ok: false, message }` with 401 or 403, which their forms show.
 */
export type Answer = { api?: boolean; /** the 401 message, where the spec words it for this action */ message?: string }

const NOT_ADMIN = 'Alleen beheerders hebben toegang tot deze pagina.'
const ADMIN_CHECK_FAILED = 'Er is een fout opgetreden bij het controleren van admin rechten. Probeer opnieuw in te loggen.'

/** A refusal answered by the one converter: a page shows it in its error boundary, a fetcher reads it as JSON. */
function refuse(error: AppError): never {
	throw failure(error)
}

function loginRedirect(request: Request) {
	const url = new URL(request.url)
	// A link followed in the browser asks for the page's data (`/path.data`, `/_root.data` for the
	// home page, `_routes` naming the loaders): the way back is the page itself.
	const path = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
	url.searchParams.delete('_routes')
	return redirect(loginPath(`${path}${url.search}`))
}

/** Opens every loader and action that needs a logged-in user: the signed-in actor. */
export async function requireUser(args: Args, answer: Answer = {}): Promise<SignedIn> {
	const actor = await actorOf(args)
	if (actor.kind === 'user') return actor
	if (answer.api) refuse(unauthenticated(answer.message ?? NOT_SIGNED_IN))
	throw loginRedirect(args.request)
}

/**
 * Only admins with two-factor sign-in get past (`adminStanding`). On pages, any other user is sent
 * to /dashboard with the access-denied message as a toast, an admin without two-factor to its
 * set-up; a role check that fails asks to log in again.
 */
export async function requireAdmin(args: Args, answer: Answer = {}): Promise<SignedIn> {
	const actor = await requireUser(args, answer)
	const standing = await adminStanding(actor.user.id).catch((error: unknown) => {
		logger.error({ err: error, userId: actor.user.id }, 'admin check failed')
		return refuse(unavailable(ADMIN_CHECK_FAILED))
	})
	if (standing === 'admin') return actor
	if (standing === 'needsTwoFactor') {
		if (answer.api) refuse(forbidden(TWO_FACTOR_MESSAGES.adminRequired))
		throw await redirectWithToast(paths.accountTwoFactor, {
			title: 'Tweestapsverificatie vereist',
			description: TWO_FACTOR_MESSAGES.adminRequired,
			variant: 'destructive',
		})
	}
	if (answer.api) refuse(forbidden(NOT_ADMIN))
	throw await redirectWithToast(paths.dashboard, { title: 'Geen toegang', description: NOT_ADMIN, variant: 'destructive' })
}

/**
 * The /dev pages (outbox, stand-in checkout): only in demo mode, only for a client on this machine,
 * and the stand-in checkout only while it is the payment provider; anything else is a 404. Checked
 * on the matched route, whatever spelling of the path the router accepted.
 */
export function requireDemoMode(clientIp: string, options: { standInPayments?: boolean } = {}) {
	const standInMissing = options.standInPayments && paymentProvider()?.name !== 'stand-in'
	if (!config().allowsDemo || !isLoopback(clientIp) || standInMissing) refuse(notFound())
}

/**
 * Claims, submissions and payments send mail: an account with only a phone number is sent to Mijn
 * account to add and confirm an address first.
 */
export async function requireMailableUser(user: { id: string }) {
	if (!(await hasMailAddress(user)))
		throw await redirectWithToast(paths.account, { title: 'E-mailadres nodig', description: ADD_EMAIL_FIRST })
}
