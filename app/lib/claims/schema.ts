import { z } from 'zod'
import { formId, salonIdField } from '../common/ids-schema'
import { withoutControlCharacters } from '../common/text-schema'
import { CLAIM_MESSAGE_MAX } from '~/lib/claims/claims'
import { SUBMISSION_NOT_FOUND } from '~/lib/submissions/schema'

export const REJECTION_REASON_MAX = 1000

/** An optional text: trimmed, and empty becomes null (spec: claim message, rejection reason). */
const optionalText = (max: number, message: string) =>
	z.preprocess(
		(value) => (value === undefined ? undefined : withoutControlCharacters(value)),
		z
			.string()
			.trim()
			.max(max, message)
			.optional()
			.transform((value) => value || null),
	)

export const claimSchema = z.object({
	salonId: salonIdField,
	message: optionalText(CLAIM_MESSAGE_MAX, `Je bericht mag maximaal ${CLAIM_MESSAGE_MAX} tekens bevatten.`),
})

/** An admin's decision on a record named by `idField`: approve, or reject with an optional reason. */
export function decisionSchema<K extends string>(idField: K, notFound: string) {
	const id = { [idField]: formId(notFound) } as { [P in K]: ReturnType<typeof formId> }
	return z.discriminatedUnion('intent', [
		z.object({ intent: z.literal('approve'), ...id }),
		z.object({
			intent: z.literal('reject'),
			...id,
			reason: optionalText(REJECTION_REASON_MAX, `De reden mag maximaal ${REJECTION_REASON_MAX} tekens bevatten.`),
		}),
	])
}

export const CLAIM_NOT_FOUND = 'Claim niet gevonden'
export const claimDecisionSchema = decisionSchema('claimId', CLAIM_NOT_FOUND)
export const submissionDecisionSchema = decisionSchema('submissionId', SUBMISSION_NOT_FOUND)
