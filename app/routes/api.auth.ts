import type { Route } from './+types/api.auth'
import { answerAuthRequest } from '~/edge/better-auth.server'
import { failure } from '~/edge/errors.server'
import { notFound } from '~/server/platform/errors.server'
import { clientIpContext } from '~/edge/request-context.server'
import { authApiPath } from '~/lib/common/paths'

/** The second step of a login; better-auth's other two-factor endpoints change the account. */
const OPEN_TWO_FACTOR_PATHS = [authApiPath('/two-factor/verify-totp'), authApiPath('/two-factor/verify-backup-code')]

/**
 * better-auth's endpoints, except its two-factor settings and the change of address: turning two-factor
 * on or off, and backup codes, are reached only through /account/two-factor, which asks for what the
 * plugin does not (a code before turning it off; admins keep it); an address only replaces a phone
 * account's stand-in, through Mijn account.
 */
function handle(request: Request, clientIp: string) {
	if (isClosed(new URL(request.url).pathname)) return failure(notFound())
	return answerAuthRequest(request, clientIp)
}

/** Spelled any way a router might still match (case, escapes, doubled slashes). */
function isClosed(pathname: string) {
	let decoded = pathname
	try {
		decoded = decodeURIComponent(pathname)
	} catch {
		// A malformed escape reaches better-auth as it is and matches none of its routes.
	}
	const normal = decoded.toLowerCase().replace(/\/{2,}/g, '/')
	return (normal.includes('two-factor') && !OPEN_TWO_FACTOR_PATHS.includes(normal)) || normal.includes('change-email')
}

export async function loader({ request, context }: Route.LoaderArgs) {
	return handle(request, context.get(clientIpContext))
}

export async function action({ request, context }: Route.ActionArgs) {
	return handle(request, context.get(clientIpContext))
}
