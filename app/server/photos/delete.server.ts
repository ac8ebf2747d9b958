import type { SessionUser } from '../accounts/permissions.server'
import { setMainPhoto } from './main-photo.server'

/** The owner removes the photo (and its files): the salon shows its gallery's first photo or the placeholder. */
export async function deleteSalonPhoto(owner: SessionUser, salonId: number) {
	await setMainPhoto(owner, salonId, null)
}
