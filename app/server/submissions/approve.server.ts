import { verifiedUserIdByEmail } from '../accounts/users.server'
import { recordAudit } from '../audit/record.server'
import { approve } from '../approval/lifecycle.server'
import { cityNamed } from '../cities/names.server'
import { insertListing } from '../salons/insert-listing.server'
import { queueMail } from '../platform/mail/mail.server'
import { submissionApprovedMail } from './mails.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { uniqueSalonSlug } from '../salons/unique-slug.server'
import { submissionReview } from './review.server'
import { salonPath } from '~/lib/common/paths'

/**
 * Admin only, in one transaction: creates the salon from a pending submission (a unique slug, its
 * city found by name or created at the submission's coordinates, services and opening hours copied,
 * owned by the submitter when they have a verified account with that e-mail address; otherwise
 * they get it when they verify it), marks the submission approved, records the audit entries and
 * queues the mail to the submitter. The salon is live as soon as this commits.
 */
export async function approveSubmission(actor: Actor, { submissionId }: { submissionId: number }) {
	const admin = await authorize(actor, 'admin:act')
	return approve(
		submissionReview,
		admin.id,
		submissionId,
		async (tx, submission, reviewedAt) => {
			const ownerId = (await verifiedUserIdByEmail(submission.submitter_email, tx)) ?? null
			const salon = {
				name: submission.business_name,
				slug: await uniqueSalonSlug(tx, submission.business_name, submission.search_city),
				formatted_address: submission.formatted_address,
				search_city: submission.search_city,
				postal_code: submission.postal_code,
				city_id: await cityNamed(tx, submission.search_city, { lat: submission.latitude, lng: submission.longitude }),
				phone_number: submission.phone_number,
				website: submission.website,
				summary_nl: submission.summary_nl,
				description_nl: submission.description_nl,
				pricing_info_nl: submission.pricing_info_nl,
				services_nl: submission.services_nl,
				opening_hours: submission.opening_hours,
				latitude: submission.latitude,
				longitude: submission.longitude,
				owner_id: ownerId,
			}
			const listingId = await insertListing(tx, salon)
			return {
				// Linked now, the submission is settled; otherwise the owner is linked when the address is verified.
				set: { listing_id: listingId, owner_settled_at: ownerId ? reviewedAt : null },
				changes: { listing_id: [null, listingId] },
				made: { listingId, ownerId, salon },
			}
		},
		async (tx, submission, { listingId, ownerId, salon }) => {
			const fields = Object.fromEntries(
				Object.entries({ ...salon, submission_id: submissionId }).map(([key, value]) => [key, [null, value] as [unknown, unknown]]),
			)
			await recordAudit(tx, { actorId: admin.id, action: 'create', entity: 'salon', entityId: listingId, changes: fields })
			const path = salonPath({ id: listingId, slug: salon.slug })
			await queueMail(tx, submissionApprovedMail(submission, { path, ownerLinked: ownerId !== null }))
			return { listingId, path, ownerLinked: ownerId !== null }
		},
	)
}
