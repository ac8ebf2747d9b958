import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { signOut } from '~/server/sign-out.server'

/** Ends the server session, clears the cookie and says so on the home page (spec section 8). */
export async function action({ request }: Route.ActionArgs) {
	return signOut(request)
}

export function loader() {
	return redirect('/')
}
