import { z } from 'zod'
import { formId } from '../common/ids-schema'
import { boundedText } from '../common/text-schema'
import { CORRECTION_KINDS, REVIEW_MAX, REVIEW_MIN } from '~/lib/reviews/reviews'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work'
import { UNKNOWN_ACTION } from '../common/forms'
import { INVALID_EMAIL } from '../accounts/auth-schema'

/** A field people never see or fill on the anonymous forms (report, correction); bots that fill every field give themselves away. */
export const TRAP_FIELD = 'homepage'

const SCORE_MESSAGE = 'Kies een score van 1 tot 5 botjes.'
const MONTH_MESSAGE = 'Kies de maand van je bezoek.'
export const REVIEW_NOT_FOUND = 'Beoordeling niet gevonden'

/** This month as 'YYYY-MM' (UTC; a day either side of midnight on the 1st does not matter for a visit). */
const thisMonth = () => new Date().toISOString().slice(0, 7)

/** Writing or editing one's review: the score in bones, the experience, the month of the visit and the first name shown. */
export const reviewSchema = z.object({
	score: z
		.string({ error: SCORE_MESSAGE })
		.regex(/^[1-5]$/, SCORE_MESSAGE)
		.transform(Number),
	body: boundedText(REVIEW_MIN, REVIEW_MAX, 'Je ervaring'),
	visitMonth: z
		.string({ error: MONTH_MESSAGE })
		.regex(/^20\d\d-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
		.refine((month) => month <= thisMonth(), 'Een bezoek in de toekomst kun je nog niet beoordelen.'),
	authorName: boundedText(1, 40, 'Je voornaam', { singleLine: true }),
})
export type ReviewInput = z.infer<typeof reviewSchema>

/** The owner's one reply to a review. */
export const replySchema = z.object({
	reviewId: formId(REVIEW_NOT_FOUND),
	reply: boundedText(2, 2000, 'Je reactie'),
})

/** Anyone's report of a review, with the reason. */
export const reportSchema = z.object({
	reason: boundedText(5, 1000, 'De reden'),
})

const REASON_MAX = 1000

/** The admin on a reported or held review: keep (or publish) it, or remove it with a reason the author is mailed; or restore a removed one. */
export const moderationSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('keep'), reviewId: formId(REVIEW_NOT_FOUND) }),
	z.object({ intent: z.literal('restore'), reviewId: formId(REVIEW_NOT_FOUND) }),
	z.object({ intent: z.literal('remove'), reviewId: formId(REVIEW_NOT_FOUND), reason: boundedText(5, REASON_MAX, 'De reden') }),
])

const KIND_MESSAGE = 'Kies wat er niet klopt.'

/**
 * A visitor's correction of a listing: what is wrong, a note, and optionally an address for an answer;
 * from anyone but a confirmed account, with a solved proof of work.
 */
export const correctionSchema = z.object({
	kind: z.enum(CORRECTION_KINDS, { error: KIND_MESSAGE }),
	note: boundedText(5, 2000, 'Je toelichting'),
	email: z.preprocess(
		(value) => (typeof value === 'string' ? value.trim() : ''),
		z.union([z.literal('').transform(() => null), z.email(INVALID_EMAIL).max(254, INVALID_EMAIL)]),
	),
	// The browser's solution, when it has one: checked by the server only.
	[PROOF_OF_WORK_FIELD]: z.string().max(1000).optional(),
})
export type CorrectionInput = z.infer<typeof correctionSchema>

/** A correction id that names no correction. */
export const CORRECTION_NOT_FOUND = 'Correctie niet gevonden'

/** The admin's decision on a correction: applied (the listing was fixed) or dismissed. */
export const correctionDecisionSchema = z.object({
	intent: z.enum(['apply', 'dismiss'], { error: UNKNOWN_ACTION }),
	correctionId: formId(CORRECTION_NOT_FOUND),
})
