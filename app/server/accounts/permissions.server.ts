import { and, eq } from 'drizzle-orm'
import { isPlaceholderEmail } from '~/lib/accounts/phone'
import { TWO_FACTOR_MESSAGES } from '~/lib/accounts/two-factor'
import { sessionMemos } from './session-memo.server'
import { auth } from './auth.server'
import type { Actor } from './actor.server'
import { db } from '../platform/db/client.server'
import { userRoles, users } from '~/server/accounts/tables.server'
import { forbidden, notFound, NOT_SIGNED_IN, unauthenticated } from '../platform/errors.server'
import { sessionCookieOf } from '../platform/session-cookie.server'

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled?: boolean | null }

const NOT_ADMIN_ACTION = 'Alleen beheerders mogen dit doen.'

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

/**
 * How one permission is decided for a signed-in user: it passes, or throws the refusal (404 for a
 * target that names nothing, 403 for anyone else).
 */
export type Rule<Target = undefined> = (user: SessionUser, target: Target) => Promise<void>

/**
 * A row that is the user's through whoever `ownerOf` names, asked of the domain that owns the row (the
 * owner of a review's salon, the sender of a request): null when it is nobody's, undefined when no
 * row has this id.
 */
export function ownRow(
	refusals: { missing: string; notYours: string },
	ownerOf: (id: number) => Promise<string | null | undefined>,
): Rule<number> {
	return async (user, id) => {
		if (!validId(id)) throw notFound(refusals.missing)
		const owner = await ownerOf(id)
		if (owner === undefined) throw notFound(refusals.missing)
		if (owner !== user.id) throw forbidden(refusals.notYours)
	}
}

/** What every account may do: act for itself, and (with the admin standing) as an admin. */
const ACCOUNT_RULES: { 'account:act': Rule; 'admin:act': Rule } = {
	'account:act': async () => {},
	'admin:act': (user) => assertAdmin(user),
}

/** What a call names after the permission: the rule's target, nothing for a rule without one. */
type TargetArgs<R> = R extends (user: SessionUser, ...target: infer Target) => Promise<void>
	? Target extends [undefined]
		? []
		: Target
	: never

/**
 * A domain's policy: the account's permissions and the domain's own, each a sentence
 * `<what>:<verb>[:<whose>]` with its rule (`review:reply:own-salon`). The domain that owns a row
 * answers whose it is; the policy composes that answer with the actor.
 */
export function policy<Rules extends Record<string, Rule<never>>>(rules: Rules) {
	// The account's rules come last: no domain redefines what `account:act` or `admin:act` mean.
	const all: Record<string, Rule<never>> = { ...rules, ...ACCOUNT_RULES }
	type Permission = keyof typeof ACCOUNT_RULES | (keyof Rules & string)
	type RuleOf<P extends Permission> = P extends keyof typeof ACCOUNT_RULES ? (typeof ACCOUNT_RULES)[P] : Rules[P & keyof Rules]
	/**
	 * The one policy call every verb opens with: the actor's user when it may do this, else the refusal
	 * (401 without a session, 404 for a target that does not exist, 403 for anyone else). Read from the
	 * database, never from what a caller passes.
	 */
	return async function authorize<P extends Permission>(
		actor: Actor,
		permission: P,
		...target: TargetArgs<RuleOf<P>>
	): Promise<SessionUser> {
		if (actor.kind !== 'user') throw unauthenticated(NOT_SIGNED_IN)
		const { user } = actor
		if (!Object.hasOwn(all, permission)) throw forbidden()
		await all[permission]!(user, (target as unknown[])[0] as never)
		return user
	}
}

/** The accounts' policy: `account:act` (anything a signed-in account does for itself) and `admin:act` (the admin standing). */
export const authorize = policy({})

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
