import { eq } from 'drizzle-orm'
import { data, redirect } from 'react-router'
import { isAdmin } from './accounts.server'
import { auth } from './auth.server'
import { db } from './db/client.server'
import { petGroomers } from './db/schema.server'

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean }

/** The logged-in user, or null. */
export async function getUser(request: Request): Promise<SessionUser | null> {
	const session = await auth().api.getSession({ headers: request.headers })
	return session?.user ?? null
}

function loginRedirect(request: Request) {
	const url = new URL(request.url)
	const back = `${url.pathname}${url.search}`
	return redirect(`/auth?tab=login&redirectTo=${encodeURIComponent(back)}`)
}

/** Opens every loader and action that needs a logged-in user; visitors go to /auth and come back after. */
export async function requireUser(request: Request): Promise<SessionUser> {
	const user = await getUser(request)
	if (!user) throw loginRedirect(request)
	return user
}

/** Only admins (a user_roles row with role admin) get past; others get a 403. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
	const user = await requireUser(request)
	if (!(await isAdmin(user.id))) {
		throw data({ message: 'Alleen beheerders hebben toegang tot deze pagina.' }, { status: 403 })
	}
	return user
}

/** Only the owner of this salon gets past: 404 for an unknown salon, 403 for anyone else. */
export async function requireSalonOwner(request: Request, salonId: number): Promise<SessionUser> {
	const user = await requireUser(request)
	const [salon] = await db().select({ ownerId: petGroomers.owner_id }).from(petGroomers).where(eq(petGroomers.id, salonId))
	if (!salon) throw data({ message: 'Trimsalon niet gevonden' }, { status: 404 })
	if (salon.ownerId !== user.id) throw data({ message: 'Je bent niet de eigenaar van deze trimsalon.' }, { status: 403 })
	return user
}
