import { Form, useNavigation } from 'react-router'
import type { Route } from './+types/reviews'
import { ReviewText } from '~/components/reviews/review-text'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { TextAreaField } from '~/components/ui/field'
import { paths } from '~/lib/common/paths'
import { REVIEW_LABELS } from '~/lib/reviews/reviews'
import { countLabel, formatDecimal } from '~/lib/common/dutch-number'
import { replySchema } from '~/lib/reviews/schema'
import { requireUser } from '~/edge/guards.server'
import { requireOwner } from '~/edge/owner-guards.server'
import { actAndReturn } from '~/edge/act.server'
import { parseForm } from '~/edge/forms.server'
import { readOrNull } from '~/edge/errors.server'
import { ownerReviewFigures, ownerReviews, replyToReview } from '~/server/reviews/reply.server'

export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await requireOwner({ request, context })
	const userId = actor.user.id
	const [reviews, figures] = await Promise.all([
		readOrNull(ownerReviews(actor), 'owner reviews failed', { userId }),
		readOrNull(ownerReviewFigures(actor), 'owner review figures failed', { userId }),
	])
	return { reviews: reviews ?? [], figures, loadFailed: !reviews }
}

/** The owner's one reply to a review of their own salon. */
export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	// The verb's policy refuses an unknown review (404) and another salon's (403) as pages, not as a toast.
	return actAndReturn(
		paths.dashboardReviews,
		'Reactie niet geplaatst',
		async () => {
			await replyToReview(actor, await parseForm(request, replySchema))
			return { title: 'Reactie geplaatst', description: 'Je reactie staat onder de beoordeling op de pagina van je salon.' }
		},
		{ policyInPlace: true },
	)
}

/** The reviews of the owner's salons, newest first, each with 'Reageren' until the owner has replied. */
export default function DashboardReviews({ loaderData }: Route.ComponentProps) {
	const busy = useNavigation().state !== 'idle'
	const { reviews, figures, loadFailed } = loaderData
	return (
		<section aria-labelledby="beoordelingen" className="space-y-6">
			<h2 id="beoordelingen" className="text-2xl font-semibold">
				Beoordelingen
			</h2>
			<p className="text-slate-700">
				Je kunt op elke beoordeling één keer reageren. Beoordelingen verbergen of verwijderen kan niet; vind je dat een beoordeling niet
				door de beugel kan, meld hem dan op de pagina van je salon.
			</p>
			{figures ? <ReviewFigures {...figures} /> : null}
			{loadFailed ? <Alert tone="error">De beoordelingen zijn nu niet bereikbaar. Probeer het later opnieuw.</Alert> : null}
			{!loadFailed && reviews.length === 0 ? <p className="text-slate-600">Je salons hebben nog geen beoordelingen.</p> : null}
			<ul className="space-y-4">
				{reviews.map((review) => (
					<li key={review.id} className="rounded-xl border border-slate-200 bg-white p-5">
						<article aria-label={`Beoordeling van ${review.authorName} voor ${review.salonName}`}>
							<p className="mb-2 text-sm font-medium text-slate-600">{review.salonName}</p>
							<ReviewText review={review} />
							{review.reply ? null : (
								<Form method="post" className="mt-4 space-y-3">
									<input type="hidden" name="reviewId" value={review.id} />
									<TextAreaField
										label={`Je reactie op ${review.authorName}`}
										name="reply"
										rows={3}
										required
										minLength={2}
										maxLength={2000}
									/>
									<Button type="submit" disabled={busy}>
										{REVIEW_LABELS.reply}
									</Button>
								</Form>
							)}
						</article>
					</li>
				))}
			</ul>
		</section>
	)
}

/** The owner's review figures, in words with the singular rule. */
function ReviewFigures({ recent, total, average }: { recent: number; total: number; average: number | null }) {
	return (
		<p className="font-medium text-slate-800">
			Laatste 30 dagen: {countLabel(recent, 'nieuwe beoordeling', 'nieuwe beoordelingen')}. In totaal{' '}
			{countLabel(total, 'beoordeling', 'beoordelingen')}
			{average === null ? '' : `, gemiddeld ${formatDecimal(average)} van 5 botjes`}.
		</p>
	)
}
