import { formatRating, MAX_RATING, ratingFillPercent, reviewCountLabel } from '~/lib/salons/salon-card'

/**
 * The rating as five bones filled as far as it reaches: one element whose background is a
 * two-colour gradient, cut into bones by a mask, so a long list stays light. The mask is a PNG: an SVG
 * one would cost the browser a document of its own on the main thread.
 */
export function BoneRating({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'lg' }) {
	const fill = ratingFillPercent(rating)
	return (
		<span
			role="img"
			aria-label={`${formatRating(rating)} van ${MAX_RATING} botjes`}
			className={`inline-block [mask-image:url(/images/bone.png)] [mask-repeat:repeat-x] [mask-size:20%_100%] ${size === 'lg' ? 'h-5 w-[10rem]' : 'h-3.5 w-[7rem]'}`}
			style={{ backgroundImage: `linear-gradient(90deg, #f59e0b ${fill}%, #cbd5e1 ${fill}%)` }}
		/>
	)
}

/** Bones, the rating with one decimal and the review count; 'Geen beoordelingen' without a rating. */
export function RatingLine({ rating, reviews, size = 'sm' }: { rating: number; reviews: number; size?: 'sm' | 'lg' }) {
	if (!(rating > 0)) return <p className="text-sm text-slate-600">Geen beoordelingen</p>
	return (
		<p className={`flex flex-wrap items-center gap-x-2 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
			<BoneRating rating={rating} size={size} />
			<span className="font-semibold">{formatRating(rating)}</span>
			{reviews > 0 ? <span className="text-slate-600">{reviewCountLabel(reviews)}</span> : null}
		</p>
	)
}
