import { Link } from 'react-router'
import { ReviewText } from './review-text'
import { RatingLine } from '~/components/salon/bone-rating'
import { correctionPath, paths, reportReviewPath, writeReviewPath } from '~/lib/common/paths'
import { REVIEW_LABELS } from '~/lib/reviews/reviews'
import { formatRating, reviewCountLabel } from '~/lib/salons/salon-card'
import type { PublicReview } from '~/server/reviews/public.server'

type ScoredSalon = { id: number; slug: string; rating: number; user_ratings_total: number; ownRating: number; ownReviewCount: number }

function PolicyLink() {
	return (
		<Link to={paths.reviewPolicy} className="text-sm underline">
			{REVIEW_LABELS.policy}
		</Link>
	)
}

/**
 * The hero's scores, apart: ours (our reviews' average and count) and the imported one labelled with
 * its source; 'Geen beoordelingen' when neither exists. The policy link stands next to them.
 */
export function SalonScores({ salon }: { salon: ScoredSalon }) {
	const imported = salon.rating > 0
	return (
		<div className="space-y-1">
			{salon.ownReviewCount > 0 ? (
				<div className="flex flex-wrap items-center gap-x-2">
					<span className="text-sm font-medium">{REVIEW_LABELS.ownScore}:</span>
					<RatingLine rating={salon.ownRating} reviews={salon.ownReviewCount} size="lg" />
				</div>
			) : null}
			{imported ? (
				<p className="flex flex-wrap items-center gap-x-2 text-sm">
					<span className="font-medium">{REVIEW_LABELS.importedScore}:</span>
					<span>
						{formatRating(salon.rating)} {reviewCountLabel(salon.user_ratings_total)}
					</span>
				</p>
			) : salon.ownReviewCount === 0 ? (
				<RatingLine rating={0} reviews={0} size="lg" />
			) : null}
			<PolicyLink />
		</div>
	)
}

/** Our reviews on the salon page, newest first, with the way to write one and to report each. */
export function SalonReviews({ salon, reviews }: { salon: ScoredSalon; reviews: readonly PublicReview[] }) {
	return (
		<section aria-labelledby="beoordelingen">
			<h2 id="beoordelingen" className="text-2xl font-semibold">
				Beoordelingen
			</h2>
			<div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-700">
				{salon.ownReviewCount > 0 ? (
					<RatingLine rating={salon.ownRating} reviews={salon.ownReviewCount} />
				) : (
					<p>Nog geen beoordelingen van bezoekers van deze site.</p>
				)}
				<PolicyLink />
			</div>
			<p className="mt-4">
				<Link
					to={writeReviewPath(salon)}
					className="inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
				>
					{REVIEW_LABELS.write}
				</Link>
			</p>
			{reviews.length ? (
				<ul className="mt-6 space-y-4">
					{reviews.map((review) => (
						<li key={review.id} className="rounded-xl border border-slate-200 bg-white p-5">
							<article aria-label={`Beoordeling van ${review.authorName}`}>
								<ReviewText review={review} />
								<p className="mt-3">
									<Link to={reportReviewPath(review.id)} className="text-sm text-slate-600 underline">
										{REVIEW_LABELS.report}
									</Link>
								</p>
							</article>
						</li>
					))}
				</ul>
			) : null}
		</section>
	)
}

/** 'Fout melden' under the contact details. */
export function CorrectionLink({ salon }: { salon: { id: number; slug: string } }) {
	return (
		<p className="mt-4 text-sm">
			<Link to={correctionPath(salon)} className="text-slate-700 underline">
				{REVIEW_LABELS.correction}
			</Link>
		</p>
	)
}
