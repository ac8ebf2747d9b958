import { and, eq } from 'drizzle-orm'
import { redirect } from 'react-router'
import { loginPath, paths } from '~/lib/paths'
import { isPlaceholderEmail } from '~/lib/phone'
import { TWO_FACTOR_MESSAGES } from '~/lib/two-factor'
import { sessionMemos } from './session-memo.server'
import { pagesWithOwnClaim } from '../claims/own-claims.server'
import { ownsAnySalon } from './users.server'
import { auth } from './auth.server'
import { config } from '../platform/config.server'
import { db } from '../platform/db/client.server'
import { placeRequests, placeRequestSalons, salons, userRoles, users } from '../platform/db/schema.server'
import { failure } from '../platform/http/errors.server'
import { forbidden, notFound, unauthenticated, unavailable, type AppError } from '../platform/errors.server'
import type { Viewer } from '~/lib/page-share'
import type { ViewerOf } from '../platform/http/page-cache.server'
import { isLoopback, sessionCookieOf } from '../platform/http/request-rules.server'
import { logger } from '../platform/logger.server'
import { paymentProvider } from '../platform/payments/provider.server'
import { redirectWithToast } from '../platform/http/toast.server'

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled?: boolean | null }

/**
 * How a refused request is answered. Pages (the default): a visitor is sent to /auth and comes back
 * after login, a wrong role gets the 403 page. `api`: fetchers and resource routes get JSON
 * `{ ok: false, message }` with 401 or 403, which their forms show.
 */
export type Answer = { api?: boolean; /** the 401 message, where the spec words it for this action */ message?: string }

const NOT_LOGGED_IN = 'Je moet ingelogd zijn om dit te doen.'
const NOT_ADMIN = 'Alleen beheerders hebben toegang tot deze pagina.'
const NOT_ADMIN_ACTION = 'Alleen beheerders mogen dit doen.'
const ADMIN_CHECK_FAILED = 'Er is een fout opgetreden bij het controleren van admin rechten. Probeer opnieuw in te loggen.'
const NOT_OWNER = 'Je bent niet de eigenaar van deze trimsalon.'
const NO_SALON = 'Alleen eigenaren van een trimsalon kunnen dit doen.'
const SALON_NOT_FOUND = 'Trimsalon niet gevonden'

/** A refusal answered by the one converter: a page shows it in its error boundary, a fetcher reads it as JSON. */
function refuse(error: AppError): never {
	throw failure(error)
}

const userBySessionCookie = sessionMemos.keyed(
	async (cookie: string) => {
		const session = await auth().api.getSession({ headers: new Headers({ cookie }) })
		return session ? { user: session.user as SessionUser, expiresAt: new Date(session.session.expiresAt).getTime() } : null
	},
	{ validUntil: (session) => session?.expiresAt ?? Infinity },
)

/**
 * The logged-in user, or null. Only the session cookie decides, so the answer is remembered per cookie.
 * Always null in a render the page cache shares: its request carries no cookie.
 */
export async function getUser(request: Request): Promise<SessionUser | null> {
	const cookie = sessionCookieOf(request.headers.get('cookie') ?? undefined)
	return cookie ? ((await userBySessionCookie(cookie))?.user ?? null) : null
}

const sessionOfCookieHeader = async (cookieHeader: string) => {
	const cookie = sessionCookieOf(cookieHeader)
	return cookie ? userBySessionCookie(cookie) : null
}

/**
 * Who the header is for: a member or an admin, or null without a valid session. The one thing about
 * the visitor that a shared page knows (see the page cache), so it says nothing more.
 */
export async function viewerOf(cookieHeader: string): Promise<'member' | 'admin' | null> {
	const session = await sessionOfCookieHeader(cookieHeader)
	if (!session) return null
	return (await hasAdminRole(session.user.id)) ? 'admin' : 'member'
}

/**
 * The viewer class a page is rendered for: in a shared render the one the page cache gives
 * (`sharedViewer`, as its request has no cookie), otherwise the session's.
 */
export async function viewerClass(request: Request, sharedViewer: Viewer | null): Promise<Viewer> {
	return sharedViewer ?? (await viewerOf(request.headers.get('cookie') ?? '')) ?? 'visitor'
}

/**
 * The viewer the page cache keys a page by: the header's, except on the page of a salon this visitor
 * has claimed, which shows their claim and is rendered for them alone (null).
 */
export const pageViewerOf: ViewerOf = async (cookieHeader, pagePath) => {
	const session = await sessionOfCookieHeader(cookieHeader)
	if (!session) return null
	if ((await pagesWithOwnClaim(session.user.id)).has(pagePath)) return null
	return viewerOf(cookieHeader)
}

function loginRedirect(request: Request) {
	const url = new URL(request.url)
	// A link followed in the browser asks for the page's data (`/path.data`, `/_root.data` for the
	// home page, `_routes` naming the loaders): the way back is the page itself.
	const path = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
	url.searchParams.delete('_routes')
	return redirect(loginPath(`${path}${url.search}`))
}

/** Opens every loader and action that needs a logged-in user. */
export async function requireUser(request: Request, answer: Answer = {}): Promise<SessionUser> {
	const user = await getUser(request)
	if (user) return user
	if (answer.api) refuse(unauthenticated(answer.message ?? NOT_LOGGED_IN))
	throw loginRedirect(request)
}

/**
 * What the account may do as an admin. Only admins (a user_roles row with role admin) whose account
 * has two-factor sign-in act as one: a session of such an account exists only after the second step,
 * so until it is set up no admin page, action or verb answers. Read from the database, never from
 * what a caller passes.
 */
const adminStanding = sessionMemos.keyed(async (userId: string): Promise<'admin' | 'needsTwoFactor' | 'none'> => {
	const [row] = await db()
		.select({ twoFactor: users.twoFactorEnabled, role: userRoles.id })
		.from(users)
		.leftJoin(userRoles, and(eq(userRoles.user_id, users.id), eq(userRoles.role, 'admin')))
		.where(eq(users.id, userId))
		.limit(1)
	if (!row?.role) return 'none'
	return row.twoFactor ? 'admin' : 'needsTwoFactor'
})

/** Whether the account has the admin role (with or without two-factor yet), as the navigation shows it. */
export async function hasAdminRole(userId: string) {
	return (await adminStanding(userId)) !== 'none'
}

/**
 * The first line of every admin verb, whoever calls it: the same standing as `requireAdmin` asks,
 * refused with a 403 AppError.
 */
export async function assertAdmin(user: SessionUser) {
	const standing = await adminStanding(user.id)
	if (standing === 'needsTwoFactor') throw forbidden(TWO_FACTOR_MESSAGES.adminRequired)
	if (standing === 'none') throw forbidden(NOT_ADMIN_ACTION)
}

/**
 * Only admins with two-factor sign-in get past (`adminStanding`). On pages, any other user is sent
 * to /dashboard with the access-denied message as a toast, an admin without two-factor to its
 * set-up; a role check that fails asks to log in again.
 */
export async function requireAdmin(request: Request, answer: Answer = {}): Promise<SessionUser> {
	const user = await requireUser(request, answer)
	const standing = await adminStanding(user.id).catch((error: unknown) => {
		logger.error({ err: error, userId: user.id }, 'admin check failed')
		return refuse(unavailable(ADMIN_CHECK_FAILED))
	})
	if (standing === 'admin') return user
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

/** The largest PostgreSQL integer, the type of every id. */
const MAX_ID = 2_147_483_647

/**
 * Only the owner of this salon gets past: 404 for an unknown salon (or an id no salon can have, as
 * `Number(params.id)` of a mangled URL gives), 403 for anyone else.
 */
export async function requireSalonOwner(request: Request, salonId: number, answer: Answer = {}): Promise<SessionUser> {
	const user = await requireUser(request, answer)
	if (!Number.isInteger(salonId) || salonId < 1 || salonId > MAX_ID) refuse(notFound(SALON_NOT_FOUND))
	const [salon] = await db().select({ ownerId: salons.owner_id }).from(salons).where(eq(salons.id, salonId))
	if (!salon) refuse(notFound(SALON_NOT_FOUND))
	if (salon.ownerId !== user.id) refuse(forbidden(NOT_OWNER))
	return user
}

const REQUEST_NOT_FOUND = 'Aanvraag niet gevonden'
const validId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ID

/**
 * Only the owner of the salon a place request's copy (`answerId`) went to gets past: 404 for an
 * unknown copy, 403 for anyone else (the dog owner included).
 */
export async function requirePlaceRequestSalonOwner(request: Request, answerId: number, answer: Answer = {}): Promise<SessionUser> {
	const user = await requireUser(request, answer)
	if (!validId(answerId)) refuse(notFound(REQUEST_NOT_FOUND))
	const [copy] = await db()
		.select({ ownerId: salons.owner_id })
		.from(placeRequestSalons)
		.innerJoin(salons, eq(salons.id, placeRequestSalons.salon_id))
		.where(eq(placeRequestSalons.id, answerId))
	if (!copy) refuse(notFound(REQUEST_NOT_FOUND))
	if (copy.ownerId !== user.id) refuse(forbidden('Deze aanvraag is niet aan jouw trimsalon gericht.'))
	return user
}

/**
 * Only the dog owner who sent the place request gets past, named by the request or by one salon's
 * copy of it: 404 for an unknown one, 403 for anyone else (the salons asked included).
 */
export async function requirePlaceRequester(
	request: Request,
	target: { requestId: number } | { answerId: number },
	answer: Answer = {},
): Promise<SessionUser> {
	const user = await requireUser(request, answer)
	const id = 'requestId' in target ? target.requestId : target.answerId
	if (!validId(id)) refuse(notFound(REQUEST_NOT_FOUND))
	const [row] =
		'requestId' in target
			? await db().select({ userId: placeRequests.user_id }).from(placeRequests).where(eq(placeRequests.id, id))
			: await db()
					.select({ userId: placeRequests.user_id })
					.from(placeRequestSalons)
					.innerJoin(placeRequests, eq(placeRequests.id, placeRequestSalons.request_id))
					.where(eq(placeRequestSalons.id, id))
	if (!row) refuse(notFound(REQUEST_NOT_FOUND))
	if (row.userId !== user.id) refuse(forbidden('Dit is niet jouw aanvraag.'))
	return user
}

/** Only a user who owns at least one salon gets past: 403 for anyone else. */
export async function requireOwner(request: Request, answer: Answer = {}): Promise<SessionUser> {
	const user = await requireUser(request, answer)
	if (!(await ownsAnySalon(user.id))) refuse(forbidden(NO_SALON))
	return user
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

export const ADD_EMAIL_FIRST = 'Voeg eerst een e-mailadres toe; we sturen je daar bevestigingen en facturen.'

/**
 * Claims, submissions and payments send mail: an account with only a phone number (its address is the
 * never-mailed stand-in) is sent to Mijn account to add and confirm an address first. Read from the
 * database, so an address confirmed a moment ago counts at once.
 */
export async function requireMailableUser(user: { id: string }) {
	const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, user.id))
	if (row && isPlaceholderEmail(row.email))
		throw await redirectWithToast(paths.account, { title: 'E-mailadres nodig', description: ADD_EMAIL_FIRST })
}
