import { BoneRating } from '~/components/salon/bone-rating'
import { formatDutchMonth } from '~/lib/common/dutch-date'
import { REVIEW_LABELS } from '~/lib/reviews/reviews'

type Shown = { authorName: string; score: number; body: string; visitMonth: string; reply?: string | null; confirmedVisit?: boolean }

/** One review as everyone sees it: score in bones, first name, month of the visit, text, and the owner's reply. */
export function ReviewText({ review }: { review: Shown }) {
	return (
		<>
			<p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
				<BoneRating rating={review.score} />
				<span className="font-semibold text-slate-900">{review.authorName}</span>
				<span>bezoek in {formatDutchMonth(review.visitMonth)}</span>
				{review.confirmedVisit ? <span className="rounded-full bg-green-50 px-2 py-0.5 text-green-800">Afspraak via deze site</span> : null}
			</p>
			<p className="mt-2 whitespace-pre-line text-slate-800">{review.body}</p>
			{review.reply ? (
				<div className="mt-3 rounded-lg border-l-4 border-brand-500 bg-slate-50 px-4 py-3">
					<p className="text-sm font-semibold text-slate-900">{REVIEW_LABELS.replyHeading}</p>
					<p className="mt-1 whitespace-pre-line text-slate-700">{review.reply}</p>
				</div>
			) : null}
		</>
	)
}
