import { data } from 'react-router'
import type { Route } from './+types/api.claims'
import type { ClaimResult } from '~/lib/claims'
import { fieldErrors } from '~/lib/forms'
import { claimSchema } from '~/lib/schemas/claim'
import { ClaimError, submitClaim } from '~/server/claims.server'
import { readForm } from '~/server/forms.server'
import { getUser } from '~/server/permissions.server'
import { toastHeaders } from '~/server/toast.server'

/** POST /api/claims: the claim dialog's action. The claimant is always the session's user. */
export async function action({ request }: Route.ActionArgs) {
	// A session that ended while the dialog was open gets the spec's message rather than a redirect.
	const user = await getUser(request)
	if (!user) return data<ClaimResult>({ ok: false, message: 'Je moet ingelogd zijn om een claim in te dienen' }, { status: 401 })
	const parsed = claimSchema.safeParse(await readForm(request))
	if (!parsed.success) return data<ClaimResult>({ ok: false, message: Object.values(fieldErrors(parsed.error))[0]! }, { status: 400 })
	try {
		await submitClaim(user, parsed.data)
	} catch (error) {
		if (error instanceof ClaimError) return data<ClaimResult>({ ok: false, message: error.message }, { status: error.status })
		throw error
	}
	const headers = await toastHeaders({
		title: 'Claim ingediend',
		description: 'Je claim wordt beoordeeld door onze beheerders. Je ontvangt een bevestiging per e-mail.',
	})
	return data<ClaimResult>({ ok: true }, { headers })
}

/** Only POST means something here; a GET (a crawler, a typed URL) is told so instead of logging an error. */
export function loader() {
	return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}
