import { authorize } from '../salons/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { setMainPhoto } from './main-photo.server'

/** The owner removes the photo (and its files): the salon shows its gallery's first photo or the placeholder. */
export async function deleteSalonPhoto(actor: Actor, { salonId }: { salonId: number }) {
	const owner = await authorize(actor, 'salon:edit:own', salonId)
	await setMainPhoto(owner, salonId, null)
}
