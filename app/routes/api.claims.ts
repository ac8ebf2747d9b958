import { data } from 'react-router'
import type { Route } from './+types/api.claims'
import { submitClaim } from '~/server/claims/submit.server'
import { handleAction, methodNotAllowed } from '~/edge/errors.server'
import { readPosted } from '~/edge/forms.server'
import { requireMailableUser, requireUser } from '~/edge/guards.server'
import { toastHeaders } from '~/edge/toast.server'

/** POST /api/claims: the claim dialog's action. The claimant is always the session's user. */
export async function action({ request, context }: Route.ActionArgs) {
	// A session that ended while the dialog was open gets the spec's message rather than a redirect.
	const actor = await requireUser({ request, context }, { api: true, message: 'Je moet ingelogd zijn om een claim in te dienen' })
	await requireMailableUser(actor.user)
	const { entries } = await readPosted(request)
	return handleAction(async () => {
		await submitClaim(actor, entries)
		const headers = await toastHeaders({
			title: 'Claim ingediend',
			description: 'Je claim wordt beoordeeld door onze beheerders. Je ontvangt een bevestiging per e-mail.',
		})
		return data({ ok: true as const }, { headers })
	})
}

/** Only POST means something here; a GET (a crawler, a typed URL) is told so instead of logging an error. */
export function loader() {
	return methodNotAllowed()
}
