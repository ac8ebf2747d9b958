import { authorize, type Permission, type Permissions } from '~/server/accounts/permissions.server'
import type { Actor, SignedIn } from '~/server/accounts/actor.server'
import { AppError } from '~/server/platform/errors.server'
import { failure } from '~/edge/errors.server'
import { requireUser, type Answer, type RouteArgs } from '~/edge/guards.server'

/**
 * The guards of a salon's owner: the policy (`authorize`) decides, the guard only answers a refusal,
 * the way the session guards do (the login page or a 401 without a session, the 403 or 404 page).
 */

/**
 * A signed-in actor the policy lets do this (`authorize`): 404 for a target that does not exist, 403
 * for anyone else, the login page (or 401) without a session.
 */
export async function requirePermission<P extends Permission>(
	args: RouteArgs,
	permission: P,
	target: Permissions[P],
	answer: Answer = {},
): Promise<SignedIn> {
	const actor = await requireUser(args, answer)
	try {
		await (authorize as (actor: Actor, permission: Permission, target?: unknown) => Promise<unknown>)(actor, permission, target)
	} catch (error) {
		if (error instanceof AppError) throw failure(error)
		throw error
	}
	return actor
}

/** Only the owner of this salon gets past (see `requirePermission`). */
export const requireSalonOwner = (args: RouteArgs, salonId: number, answer: Answer = {}) =>
	requirePermission(args, 'salon:edit', salonId, answer)

/** Only a user who owns at least one salon gets past: 403 for anyone else. */
export const requireOwner = (args: RouteArgs, answer: Answer = {}) => requirePermission(args, 'salons:own', undefined, answer)
