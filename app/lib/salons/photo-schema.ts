import { z } from 'zod'
import { UNKNOWN_ACTION, type ActionFailure } from '../common/forms'

/** The largest photo an owner may upload; the upload route's body limit adds room for the form around it. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
/** What the file picker offers; the server decides from the bytes, whatever the browser says. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'

export const NOT_AN_IMAGE = 'Selecteer alstublieft een afbeelding'
export const PHOTO_TOO_LARGE = 'Bestand is te groot. Maximaal 10MB toegestaan.'
const CHOOSE_A_PHOTO = 'Kies een foto om te uploaden.'

const photoFile = z
	.instanceof(File, { error: CHOOSE_A_PHOTO })
	.refine((file) => file.size > 0, CHOOSE_A_PHOTO)
	.refine((file) => file.size <= PHOTO_MAX_BYTES, PHOTO_TOO_LARGE)

/**
 * The photo form: `photo` (one file) uploads or replaces the salon's photo, `intent=delete` removes
 * it. Without an intent the form is an upload. What the file holds is decided on the server.
 */
export const photoFormSchema = z.preprocess(
	(form) => ({ intent: 'upload', ...(form as object) }),
	z.discriminatedUnion('intent', [z.object({ intent: z.literal('upload'), photo: photoFile }), z.object({ intent: z.literal('delete') })], {
		error: UNKNOWN_ACTION,
	}),
)

/** The upload route's answer: the salon's photo URL after the change, or why nothing changed. */
export type PhotoAnswer = { ok: true; main_photo_url: string | null } | ActionFailure

/**
 * The browser's check before uploading: a file that says it is no image, then the form's own rules
 * (size). The server reads the bytes again; this only spares the owner a useless upload.
 */
export function photoProblem(file: File): string | undefined {
	if (!file.type.startsWith('image/')) return NOT_AN_IMAGE
	const parsed = photoFormSchema.safeParse({ photo: file })
	return parsed.success ? undefined : parsed.error.issues[0]?.message
}
