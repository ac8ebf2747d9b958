import { paths } from '../common/paths'

/** Where a logged-in user belongs (spec: with a salon the dashboard, without one the salon signup). */
export function accountLandingPath(ownsSalon: boolean): typeof paths.dashboard | typeof paths.salonSignup {
	return ownsSalon ? paths.dashboard : paths.salonSignup
}

/**
 * Where the not-found page sends a logged-in user; null when the unknown path is that page itself
 * (while it does not exist, it is a not-found page too: never redirect in a loop).
 */
export function notFoundRedirect(pathname: string, ownsSalon: boolean): string | null {
	const target = accountLandingPath(ownsSalon)
	return pathname.replace(/\/+$/, '') === target ? null : target
}
