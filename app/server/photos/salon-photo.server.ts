import { eq } from 'drizzle-orm'
import { PHOTO_URL_WIDTH, uploadedPhotoKeys } from '~/lib/photo-sources'
import { recordAudit } from '../audit/record.server'
import { db } from '../db/client.server'
import { petGroomers } from '../db/schema.server'
import { forbidden } from '../errors.server'
import { logger } from '../logger.server'
import type { SessionUser } from '../permissions.server'
import { lockSalon } from '../salons/admin-shared.server'
import { processPhoto } from './process.server'
import { photoStore } from './storage.server'

/**
 * Sets the salon's photo to `main_photo_url` in one transaction, checking ownership inside; the
 * files of the photo it replaces are removed once the change is committed.
 */
async function setPhotoUrl(owner: SessionUser, salonId: number, url: string | null) {
	const previous = await db().transaction(async (tx) => {
		const salon = await lockSalon(tx, salonId)
		if (salon.owner_id !== owner.id) throw forbidden('Je bent niet de eigenaar van deze trimsalon.')
		await tx.update(petGroomers).set({ main_photo_url: url }).where(eq(petGroomers.id, salonId))
		await recordAudit(tx, {
			actorId: owner.id,
			action: 'update',
			entity: 'salon',
			entityId: salonId,
			changes: { main_photo_url: [salon.main_photo_url, url] },
		})
		return salon.main_photo_url
	})
	await removeFiles(uploadedPhotoKeys(previous, photoStore().publicBase))
}

async function removeFiles(keys: string[]) {
	// A file left behind costs storage, not correctness: it is logged, never shown to the owner.
	await photoStore()
		.remove(keys)
		.catch((error: unknown) => logger.error({ err: error, keys }, 'removing photo files failed'))
}

/**
 * The owner's new photo: checked and re-encoded (see processPhoto), stored in every width under
 * `salons/{salon id}-{timestamp}-{width}.webp`, then made the salon's photo. When that last step is
 * refused, the new files are removed again: nothing is half stored.
 */
export async function replaceSalonPhoto(owner: SessionUser, salonId: number, bytes: Buffer): Promise<string> {
	const versions = await processPhoto(bytes)
	const store = photoStore()
	const stem = `salons/${salonId}-${Date.now()}`
	const keys = versions.map(({ width }) => `${stem}-${width}.webp`)
	try {
		await Promise.all(versions.map(({ data }, index) => store.put(keys[index]!, data)))
		const url = `${store.publicBase}/${stem}-${PHOTO_URL_WIDTH}.webp`
		await setPhotoUrl(owner, salonId, url)
		return url
	} catch (error) {
		await removeFiles(keys)
		throw error
	}
}

/** The owner removes the photo: the salon shows its gallery's first photo or the placeholder. */
export async function deleteSalonPhoto(owner: SessionUser, salonId: number) {
	await setPhotoUrl(owner, salonId, null)
}
