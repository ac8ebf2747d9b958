import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { ReviewText } from './review-text'
import { Button } from '~/components/ui/button'
import { salonPath } from '~/lib/common/paths'

type Moderated = {
	id: number
	authorName: string
	score: number
	body: string
	visitMonth: string
	reply: string | null
	salonName: string
	salonId: number
	salonSlug: string | null
}

type Props = { review: Moderated; state: string; removed?: boolean; children: ReactNode }

/** One review in the admin's tab: its salon and state, the review as shown, then what the admin may do with it. */
export function ModeratedReview({ review, state, removed = false, children }: Props) {
	// A removed one is named apart, so that no name of a review to check matches it.
	const label = removed
		? `Verwijderde beoordeling: ${review.authorName} over ${review.salonName}`
		: `Beoordeling van ${review.authorName} voor ${review.salonName}`
	return (
		<li className="rounded-xl border border-slate-200 bg-white p-5">
			<article aria-label={label} className="space-y-3">
				<p className="text-sm text-slate-600">
					<Link to={salonPath({ id: review.salonId, slug: review.salonSlug })} className="font-medium underline">
						{review.salonName}
					</Link>{' '}
					· {state}
				</p>
				<ReviewText review={review} />
				{children}
			</article>
		</li>
	)
}

/** The admin's button that undoes a removal. */
export function RestoreReviewForm({ reviewId, busy }: { reviewId: number; busy: boolean }) {
	return (
		<Form method="post">
			<input type="hidden" name="reviewId" value={reviewId} />
			<Button type="submit" name="intent" value="restore" variant="secondary" disabled={busy}>
				Terugzetten
			</Button>
		</Form>
	)
}
