import { and, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { isPlaceholderEmail } from '~/lib/accounts/phone'
import { REVIEW_NOT_FOUND } from '~/lib/reviews/schema'
import { TWO_FACTOR_MESSAGES } from '~/lib/accounts/two-factor'
import { sessionMemos } from './session-memo.server'
import { ownsAnySalon } from './users.server'
import { auth } from './auth.server'
import type { Actor } from './actor.server'
import { db } from '../platform/db/client.server'
import { userRoles, users } from '~/server/accounts/tables.server'
import { placeRequests, placeRequestSalons } from '~/server/place-requests/tables.server'
import { reviews } from '~/server/reviews/tables.server'
import { salons } from '~/server/salons/tables.server'
import { forbidden, notFound, NOT_SIGNED_IN, unauthenticated } from '../platform/errors.server'
import { sessionCookieOf } from '../platform/session-cookie.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'
import { REQUEST_NOT_FOUND } from '~/lib/place-requests/schema'

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled?: boolean | null }

const NOT_ADMIN_ACTION = 'Alleen beheerders mogen dit doen.'
export const NOT_SALON_OWNER = 'Je bent niet de eigenaar van deze trimsalon.'
const NO_SALON = 'Alleen eigenaren van een trimsalon kunnen dit doen.'

const userBySessionCookie = sessionMemos.keyed(
	async (cookie: string) => {
		const session = await auth().api.getSession({ headers: new Headers({ cookie }) })
		return session ? { user: session.user as SessionUser, expiresAt: new Date(session.session.expiresAt).getTime() } : null
	},
	{ validUntil: (session) => session?.expiresAt ?? Infinity },
)

/**
 * The logged-in user of a Cookie header, or null. Only the session cookie decides, so the answer is
 * remembered per cookie. Always null in a render the page cache shares: its request carries no cookie.
 */
export async function sessionUser(cookieHeader: string | null | undefined): Promise<SessionUser | null> {
	const cookie = sessionCookieOf(cookieHeader ?? undefined)
	return cookie ? ((await userBySessionCookie(cookie))?.user ?? null) : null
}

/** The session a Cookie header carries, or null. */
export const sessionOfCookieHeader = async (cookieHeader: string) => {
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
 * What the account may do as an admin. Only admins (a user_roles row with role admin) whose account
 * has two-factor sign-in act as one: a session of such an account exists only after the second step,
 * so until it is set up no admin page, action or verb answers. Read from the database, never from
 * what a caller passes.
 */
export const adminStanding = sessionMemos.keyed(async (userId: string): Promise<'admin' | 'needsTwoFactor' | 'none'> => {
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

/** The largest PostgreSQL integer, the type of every id. */
const MAX_ID = 2_147_483_647
const validId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ID
export const NOT_YOUR_REQUEST = 'Dit is niet jouw aanvraag.'
export const NOT_YOUR_SALONS_REQUEST = 'Deze aanvraag is niet aan jouw trimsalon gericht.'
const NOT_YOUR_REVIEW = 'Je kunt alleen reageren op beoordelingen van je eigen trimsalon.'

/** A target that exists and belongs to this user: 404 for an id that names nothing, 403 for someone else's. */
async function mustBelongTo(
	user: SessionUser,
	id: number,
	missing: string,
	notYours: string,
	owner: () => Promise<{ userId: string | null }[]>,
) {
	if (!validId(id)) throw notFound(missing)
	const [row] = await owner()
	if (!row) throw notFound(missing)
	if (row.userId !== user.id) throw forbidden(notYours)
}

/** The owner of the salon that the row `id` of `table` (a salon's copy of a request, a review) belongs to. */
function ownerOfSalonOf(table: PgTable, columns: { id: PgColumn; salonId: PgColumn }, id: number) {
	return db().select({ userId: salons.owner_id }).from(table).innerJoin(salons, eq(salons.id, columns.salonId)).where(eq(columns.id, id))
}

/**
 * What an actor may be asked to do, with what each names: the salon (`salon:edit`), one salon's copy
 * of a place request (`placeRequest:answer`), a place request by itself or by a copy
 * (`placeRequest:withdraw`), a review of one of the owner's salons (`review:reply`).
 */
export type Permissions = {
	/** Anything a signed-in account does for itself. */
	'account:act': undefined
	/** Admin work: an admin role and two-factor sign-in (`adminStanding`). */
	'admin:act': undefined
	/** A user who owns at least one salon. */
	'salons:own': undefined
	'salon:edit': number
	'placeRequest:answer': number
	'placeRequest:withdraw': { requestId: number } | { answerId: number }
	'review:reply': number
}
export type Permission = keyof Permissions
type TargetArgs<P extends Permission> = Permissions[P] extends undefined ? [] : [target: Permissions[P]]

/**
 * The one policy call every verb opens with: the actor's user when it may do this, else the refusal
 * (401 without a session, 404 for a target that does not exist, 403 for anyone else). Read from the
 * database, never from what a caller passes.
 */
export async function authorize<P extends Permission>(actor: Actor, permission: P, ...[target]: TargetArgs<P>): Promise<SessionUser> {
	const { user } = actor
	if (!user) throw unauthenticated(NOT_SIGNED_IN)
	switch (permission) {
		case 'account:act':
			return user
		case 'admin:act':
			await assertAdmin(user)
			return user
		case 'salons:own':
			if (!(await ownsAnySalon(user.id))) throw forbidden(NO_SALON)
			return user
		case 'salon:edit': {
			const salonId = target as number
			await mustBelongTo(user, salonId, SALON_NOT_FOUND, NOT_SALON_OWNER, () =>
				db().select({ userId: salons.owner_id }).from(salons).where(eq(salons.id, salonId)),
			)
			return user
		}
		case 'placeRequest:answer': {
			const answerId = target as number
			await mustBelongTo(user, answerId, REQUEST_NOT_FOUND, NOT_YOUR_SALONS_REQUEST, () =>
				ownerOfSalonOf(placeRequestSalons, { id: placeRequestSalons.id, salonId: placeRequestSalons.salon_id }, answerId),
			)
			return user
		}
		case 'placeRequest:withdraw': {
			const named = target as Permissions['placeRequest:withdraw']
			const id = 'requestId' in named ? named.requestId : named.answerId
			await mustBelongTo(user, id, REQUEST_NOT_FOUND, NOT_YOUR_REQUEST, () =>
				'requestId' in named
					? db().select({ userId: placeRequests.user_id }).from(placeRequests).where(eq(placeRequests.id, id))
					: db()
							.select({ userId: placeRequests.user_id })
							.from(placeRequestSalons)
							.innerJoin(placeRequests, eq(placeRequests.id, placeRequestSalons.request_id))
							.where(eq(placeRequestSalons.id, id)),
			)
			return user
		}
		case 'review:reply': {
			const reviewId = target as number
			await mustBelongTo(user, reviewId, REVIEW_NOT_FOUND, NOT_YOUR_REVIEW, () =>
				ownerOfSalonOf(reviews, { id: reviews.id, salonId: reviews.salon_id }, reviewId),
			)
			return user
		}
	}
	throw forbidden()
}

export const ADD_EMAIL_FIRST = 'Voeg eerst een e-mailadres toe; we sturen je daar bevestigingen en facturen.'

/**
 * Claims, submissions and payments send mail: whether the account has a real address (an account with
 * only a phone number has the never-mailed stand-in). Read from the database, so an address confirmed
 * a moment ago counts at once.
 */
export async function hasMailAddress(user: { id: string }) {
	const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, user.id))
	return !row || !isPlaceholderEmail(row.email)
}
