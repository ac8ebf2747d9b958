import type { Actor, SignedIn } from '~/server/accounts/actor.server'
import { authorize } from '~/server/salons/permissions.server'
import { AppError } from '~/server/platform/errors.server'
import { failure } from '~/edge/errors.server'
import { requireUser, type Answer, type RouteArgs } from '~/edge/guards.server'

/**
 * The guards of a salon's owner: the policy (a domain's `authorize`) decides, the guard only answers
 * a refusal, the way the session guards do (the login page or a 401 without a session, the 403 or 404 page).
 */

/**
 * A signed-in actor whom `check` (a domain's `authorize` call) lets through: 404 for a target that
 * does not exist, 403 for anyone else, the login page (or 401) without a session.
 */
export async function requirePermission(
	args: RouteArgs,
	check: (actor: Actor) => Promise<unknown>,
	answer: Answer = {},
): Promise<SignedIn> {
	const actor = await requireUser(args, answer)
	try {
		await check(actor)
	} catch (error) {
		if (error instanceof AppError) throw failure(error)
		throw error
	}
	return actor
}

/** Only the owner of this salon gets past (see `requirePermission`). */
export const requireSalonOwner = (args: RouteArgs, salonId: number, answer: Answer = {}) =>
	requirePermission(args, (actor) => authorize(actor, 'salon:edit:own', salonId), answer)

/** Only a user who owns at least one salon gets past: 403 for anyone else. */
export const requireOwner = (args: RouteArgs, answer: Answer = {}) =>
	requirePermission(args, (actor) => authorize(actor, 'owner:act'), answer)
