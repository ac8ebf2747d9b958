import { Link } from 'react-router'
import type { Route } from './+types/review-report'
import { ReportForm } from '~/components/reviews/report-form'
import { formValues } from '~/lib/common/forms'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths, reportReviewPath, salonPath } from '~/lib/common/paths'
import { REVIEW_LABELS } from '~/lib/reviews/reviews'
import { formId } from '~/lib/common/ids-schema'
import { REVIEW_NOT_FOUND, reportSchema, TRAP_FIELD } from '~/lib/reviews/schema'
import type { Requester } from '~/server/accounts/actor.server'
import { actorOf } from '~/edge/guards.server'
import { handleAction, handleLoader } from '~/edge/errors.server'
import { parseInput } from '~/server/platform/input.server'
import { redirectWithToast } from '~/edge/toast.server'
import { reportReview, reviewToReport } from '~/server/reviews/moderation.server'
import { BackToSalon } from '~/components/salon/back-to-salon'

const reviewParam = formId(REVIEW_NOT_FOUND)

/** The shown review the URL names; 404 for anything else (an unknown, held or removed review, or no number). */
async function reviewOf(actor: Requester, id: string | undefined) {
	const parsed = reviewParam.safeParse(id)
	return handleLoader(async () => reviewToReport(actor, { reviewId: parsed.success ? parsed.data : 0 }))
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const review = await reviewOf(await actorOf({ request, context }), params.id)
	return {
		review: {
			id: review.id,
			authorName: review.authorName,
			body: review.body,
			salonName: review.salonName,
			salonPath: salonPath({ id: review.salonId, slug: review.salonSlug }),
		},
	}
}

/** Anyone reports a review with a reason; a filled honeypot is answered as sent and dropped. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const posted = formValues(await request.formData().catch(() => new FormData()))
	return handleAction(
		async () => {
			const actor = await actorOf({ request, context })
			const review = await reviewOf(actor, params.id)
			const back = salonPath({ id: review.salonId, slug: review.salonSlug })
			const thanks = { title: 'Dank je wel voor je bezwaar', description: 'Een beheerder bekijkt de beoordeling.' }
			if (posted[TRAP_FIELD]?.trim()) return redirectWithToast(back, thanks)
			const { reason } = parseInput(posted, reportSchema)
			await reportReview(actor, { reviewId: review.id, reason })
			return redirectWithToast(back, thanks)
		},
		{ values: { reason: posted.reason ?? '' } },
	)
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta(siteFrom(matches), {
		title: REVIEW_LABELS.report,
		description: 'Meld een beoordeling die niet door de beugel kan.',
		path: loaderData ? reportReviewPath(loaderData.review.id) : paths.reviewPolicy,
		noIndex: true,
	})

export default function ReportReview({ loaderData, actionData }: Route.ComponentProps) {
	const { review } = loaderData
	return (
		<div className="mx-auto max-w-2xl px-4 py-10">
			<BackToSalon path={review.salonPath} name={review.salonName} />
			<h1 className="mt-4 text-3xl font-bold text-slate-900">{REVIEW_LABELS.report}</h1>
			<blockquote className="mt-4 rounded-lg border-l-4 border-slate-300 bg-slate-50 px-4 py-3">
				<p className="whitespace-pre-line">{review.body}</p>
				<footer className="mt-2 text-sm text-slate-600">{review.authorName}</footer>
			</blockquote>
			<p className="mt-4 text-slate-700">
				Je hoeft niet in te loggen. Een beheerder beslist of de beoordeling blijft staan.{' '}
				<Link to={paths.reviewPolicy} className="underline">
					{REVIEW_LABELS.policy}
				</Link>
			</p>
			<div className="mt-6">
				<ReportForm result={actionData} />
			</div>
		</div>
	)
}
