import type { Route } from './+types/dashboard.salons.photo'
import { photoUploadSchema } from '~/lib/schemas/photo'
import { handleAction } from '~/server/errors.server'
import { parseForm } from '~/server/forms.server'
import { requireSalonOwner, requireUser } from '~/server/permissions.server'
import { deleteSalonPhoto, replaceSalonPhoto } from '~/server/photos/salon-photo.server'
import { limitRequest } from '~/server/rate-limit.server'

/**
 * POST uploads (or replaces) the salon's photo, DELETE removes it; only the owner, answered as JSON
 * for the edit dialog. The request-rules layer allows this path 10 MB and refuses more with 413
 * before the body is read.
 */
export async function action({ request, params }: Route.ActionArgs) {
	await requireUser(request, { api: true })
	const salonId = Number(params.id)
	if (!Number.isSafeInteger(salonId) || salonId < 1)
		return Response.json({ ok: false, message: 'Trimsalon niet gevonden' }, { status: 404 })
	const owner = await requireSalonOwner(request, salonId, { api: true })
	return handleAction(async () => {
		await limitRequest('upload', owner.id)
		if (request.method === 'DELETE') {
			await deleteSalonPhoto(owner, salonId)
			return { ok: true as const, main_photo_url: null }
		}
		const { photo } = await parseForm(request, photoUploadSchema)
		return { ok: true as const, main_photo_url: await replaceSalonPhoto(owner, salonId, Buffer.from(await photo.arrayBuffer())) }
	})
}

/** Nothing to read here; a private path answers a visitor as every other one does. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request, { api: true })
	return new Response(null, { status: 405, headers: { Allow: 'POST, DELETE' } })
}
