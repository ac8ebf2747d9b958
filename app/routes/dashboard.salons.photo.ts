import type { Route } from './+types/dashboard.salons.photo'
import { photoFormSchema, type PhotoAnswer } from '~/lib/salons/photo-schema'
import { handleAction, methodNotAllowed } from '~/edge/errors.server'
import { parseForm } from '~/edge/forms.server'
import { requireUser } from '~/edge/guards.server'
import { requireSalonOwner } from '~/edge/owner-guards.server'
import { deleteSalonPhoto } from '~/server/photos/delete.server'
import { replaceSalonPhoto } from '~/server/photos/replace.server'
import { limitRequest } from '~/server/platform/rate-limit.server'

/**
 * POST, the salon's owner only, answered as JSON: a `photo` file uploads or replaces the salon's
 * photo, `intent=delete` removes it. The request rules allow this path a body of 10 MB (plus the
 * form around the file) and refuse more with 413 before reading it.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const salonId = Number(params.id)
	// The verbs check again; this refuses anyone else before their upload is read or counted against the limit.
	const actor = await requireSalonOwner({ request, context }, salonId, { api: true })
	if (request.method !== 'POST') return methodNotAllowed()
	return handleAction(async (): Promise<PhotoAnswer> => {
		await limitRequest('upload', actor.user.id)
		const form = await parseForm(request, photoFormSchema)
		if (form.intent === 'delete') {
			await deleteSalonPhoto(actor, { salonId })
			return { ok: true, main_photo_url: null }
		}
		return { ok: true, main_photo_url: await replaceSalonPhoto(actor, { salonId, photo: form.photo }) }
	})
}

/** Nothing to read here; a private path answers a visitor as every other one does. */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser({ request, context }, { api: true })
	return methodNotAllowed()
}
