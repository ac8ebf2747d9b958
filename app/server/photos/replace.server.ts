import { PHOTO_URL_WIDTH, photoKey } from '~/lib/salons/photo-sources'
import { unavailable } from '../platform/errors.server'
import { logger } from '../platform/logger.server'
import { authorize } from '../salons/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { discardFiles, setMainPhoto } from './main-photo.server'
import { processPhoto } from './process.server'
import { photoStore } from '../platform/storage/storage.server'

const NOT_STORED = 'De foto kon niet worden opgeslagen. Probeer het later opnieuw.'

/**
 * The owner's new photo: only the owner's is checked and re-encoded (processPhoto), stored in every
 * width (photoKey), then made the salon's photo, which removes the old one's files. Nothing is half
 * stored: when a file cannot be written or the salon is not changed, the new files are removed again.
 */
export async function replaceSalonPhoto(actor: Actor, { salonId, photo }: { salonId: number; photo: Blob }): Promise<string> {
	// Anyone but the owner (404 for an unknown salon) is refused before the photo is decoded or stored.
	const owner = await authorize(actor, 'salon:edit:own', salonId)
	const versions = await processPhoto(Buffer.from(await photo.arrayBuffer()))
	const store = photoStore()
	const uploadedAt = Date.now()
	const keys = versions.map(({ width }) => photoKey(salonId, uploadedAt, width))
	// Every write is waited for, so that a failed one leaves no other still being written after the clean-up.
	const written = await Promise.allSettled(versions.map(({ data }, index) => store.put(keys[index]!, data)))
	const failed = written.find((result) => result.status === 'rejected')
	if (failed) {
		logger.error({ err: failed.reason, salonId }, 'storing a photo failed')
		await discardFiles(keys)
		throw unavailable(NOT_STORED)
	}
	const url = `${store.publicBase}/${photoKey(salonId, uploadedAt, PHOTO_URL_WIDTH)}`
	try {
		await setMainPhoto(owner, salonId, url)
	} catch (error) {
		await discardFiles(keys)
		throw error
	}
	return url
}
