import { uploadedPhotoKeys } from '~/lib/salons/photo-sources'
import { recordAudit } from '../audit/record.server'
import { db } from '../platform/db/client.server'
import { forbidden } from '../platform/errors.server'
import { logger } from '../platform/logger.server'
import { type SessionUser } from '../accounts/permissions.server'
import { lockSalon } from '../salons/admin-shared.server'
import { setMainPhotoUrl } from '../salons/main-photo-url.server'
import { photoStore } from '../platform/storage/storage.server'
import { NOT_SALON_OWNER } from '../salons/permissions.server'

/**
 * Makes `url` the salon's photo (null: none) in one transaction with its history row, for the owner
 * the photo verbs authorised (internal to them: it takes that owner, not the actor). The owner is
 * checked again with the salon locked, in case it changed hands meanwhile. Once that is committed,
 * the files of the photo it replaced are removed (all widths); photos we did not store (demo,
 * imported) are left alone.
 */
export async function setMainPhoto(owner: SessionUser, salonId: number, url: string | null) {
	const previous = await db().transaction(async (tx) => {
		const salon = await lockSalon(tx, salonId)
		if (salon.owner_id !== owner.id) throw forbidden(NOT_SALON_OWNER)
		if (salon.main_photo_url === url) return url
		await setMainPhotoUrl(tx, salonId, url)
		const changes = { main_photo_url: [salon.main_photo_url, url] as [string | null, string | null] }
		await recordAudit(tx, { actorId: owner.id, action: 'update', entity: 'salon', entityId: salonId, changes })
		return salon.main_photo_url
	})
	// Only this salon's own uploads: a URL copied from another salon (by an admin) leaves that salon's files alone.
	const replaced = previous === url ? [] : uploadedPhotoKeys(previous, photoStore().publicBase)
	await discardFiles(replaced.filter((key) => key.startsWith(`salons/${salonId}-`)))
}

/** Removes stored files that no salon shows; one that stays behind costs storage, not correctness, so it is logged. */
export async function discardFiles(keys: string[]) {
	if (!keys.length) return
	await photoStore()
		.remove(keys)
		.catch((error: unknown) => logger.error({ err: error, keys }, 'removing photo files failed'))
}
