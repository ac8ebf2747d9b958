import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { auth } from '~/server/auth.server'

/** Ends the server session and clears the cookie. */
export async function action({ request }: Route.ActionArgs) {
	const response = await auth().api.signOut({ headers: request.headers, asResponse: true })
	const headers = new Headers()
	for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
	return redirect('/', { headers })
}

export function loader() {
	return redirect('/')
}
