import { z } from 'zod'
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../photo-sources'

const CHOOSE_A_PHOTO = 'Kies een foto om te uploaden.'

/** The photo upload: one file of at most 10 MB; what it holds is decided on the server from its bytes. */
export const photoUploadSchema = z.object({
	photo: z
		.instanceof(File, { error: CHOOSE_A_PHOTO })
		.refine((file) => file.size > 0, CHOOSE_A_PHOTO)
		.refine((file) => file.size <= PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge),
})
