import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { requireUser } from '~/server/accounts/permissions.server'
import { signOut } from '~/server/accounts/sign-out.server'
import { paths } from '~/lib/paths'

/** Ends the server session, clears the cookie and says so on the home page. */
export async function action({ request }: Route.ActionArgs) {
	await requireUser(request)
	return signOut(request)
}

export function loader() {
	return redirect(paths.home)
}
