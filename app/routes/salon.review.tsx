import { Link } from 'react-router'
import type { Route } from './+types/salon.review'
import { DeleteReviewForm, RemovedReview, ReviewForm } from '~/components/reviews/review-form'
import { Alert } from '~/components/ui/alert'
import { formValues } from '~/lib/common/forms'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths, salonPath, writeReviewPath } from '~/lib/common/paths'
import { firstName, REVIEW_LABELS, visitMonthOptions } from '~/lib/reviews/reviews'
import { reviewSchema } from '~/lib/reviews/schema'
import { requireUser } from '~/edge/guards.server'
import { handleAction, handleLoader } from '~/edge/errors.server'
import { invalid } from '~/server/platform/errors.server'
import { parseInput } from '~/server/platform/input.server'
import { redirectWithToast } from '~/edge/toast.server'
import { deleteReview, reviewFormFor, saveReview } from '~/server/reviews/write.server'
import { BackToSalon } from '~/components/salon/back-to-salon'
import { UNKNOWN_ACTION } from '~/lib/common/forms'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const { user } = actor
	const form = await handleLoader(() => reviewFormFor(actor, params))
	return { ...form, months: visitMonthOptions(new Date()), suggestedName: firstName(user.name) === 'Anoniem' ? '' : firstName(user.name) }
}

/** Save (write or edit) or delete the member's own review; back to the salon page with a toast. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const posted = formValues(await request.formData().catch(() => new FormData()))
	const { score, body, visitMonth, authorName } = posted
	return handleAction(
		async () => {
			if (posted.intent === 'delete') {
				const { salon } = await deleteReview(actor, params)
				return redirectWithToast(salonPath(salon), { title: 'Je beoordeling is verwijderd' })
			}
			if (posted.intent !== 'save') throw invalid(UNKNOWN_ACTION)
			const input = parseInput(posted, reviewSchema)
			const { status, salon } = await saveReview(actor, { ...input, slugOrId: params.slugOrId })
			return redirectWithToast(
				salonPath(salon),
				status === 'published'
					? { title: 'Beoordeling geplaatst', description: 'Dank je wel! Je beoordeling staat op de pagina van de salon.' }
					: { title: 'Beoordeling ontvangen', description: 'Een beheerder bekijkt je beoordeling voordat hij zichtbaar wordt.' },
			)
		},
		{ intent: 'save', values: { score: score ?? '', body: body ?? '', visitMonth: visitMonth ?? '', authorName: authorName ?? '' } },
	)
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta(siteFrom(matches), {
		title: loaderData ? `${REVIEW_LABELS.write}: ${loaderData.salon.name}` : REVIEW_LABELS.write,
		description: 'Schrijf een beoordeling van deze trimsalon.',
		path: loaderData ? writeReviewPath(loaderData.salon) : paths.reviewPolicy,
		noIndex: true,
	})

export default function WriteReview({ loaderData, actionData }: Route.ComponentProps) {
	const { salon, own, refusal, months, suggestedName } = loaderData
	return (
		<div className="mx-auto max-w-2xl px-4 py-10">
			<BackToSalon path={salonPath(salon)} name={salon.name} />
			<h1 className="mt-4 text-3xl font-bold text-slate-900">
				{REVIEW_LABELS.write}: {salon.name}
			</h1>
			<p className="mt-2 text-slate-700">
				Iedere beoordeling telt even zwaar mee, positief of negatief.{' '}
				<Link to={paths.reviewPolicy} className="underline">
					{REVIEW_LABELS.policy}
				</Link>
			</p>
			<div className="mt-8 space-y-6">
				{refusal ? (
					<Alert tone="info">
						{refusal}{' '}
						{refusal.startsWith('Bevestig') ? (
							<Link to={paths.account} className="underline">
								Naar Mijn account
							</Link>
						) : null}
					</Alert>
				) : own?.status === 'removed' ? (
					<RemovedReview reason={own.removalReason} />
				) : (
					<>
						{own?.status === 'pending' ? <Alert tone="info">Je beoordeling wacht op controle door een beheerder.</Alert> : null}
						<ReviewForm own={own} months={months} suggestedName={suggestedName} result={actionData} />
					</>
				)}
				{own && own.status !== 'removed' ? <DeleteReviewForm /> : null}
			</div>
		</div>
	)
}
