import { Form, useNavigation } from 'react-router'
import type { Route } from './+types/reviews'
import { ModeratedReview, RestoreReviewForm } from '~/components/reviews/moderated-review'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { adminTabMeta } from '~/lib/seo/admin-meta'
import { paths } from '~/lib/common/paths'
import { moderationSchema } from '~/lib/reviews/schema'
import { requireAdmin } from '~/edge/guards.server'
import { actAndReturn } from '~/edge/act.server'
import { parseForm } from '~/edge/forms.server'
import { moderateReview, removedReviews, reviewsForModeration } from '~/server/reviews/moderation.server'

export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin({ request, context })
	return { reviews: await reviewsForModeration(admin), removed: await removedReviews(admin) }
}

const DONE = {
	keep: { title: 'Beoordeling blijft staan' },
	remove: { title: 'Beoordeling verwijderd', description: 'De schrijver heeft een e-mail met de reden gekregen.' },
	restore: { title: 'Beoordeling teruggezet', description: 'De beoordeling staat weer op de pagina van de salon.' },
} as const

/** Keep (or let through) a review, remove it with a reason that is mailed to its author, or restore a removed one. */
export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin({ request, context })
	return actAndReturn(paths.adminReviews, 'Niet gelukt', async () => {
		const decision = await parseForm(request, moderationSchema)
		await moderateReview(admin, decision)
		return DONE[decision.intent]
	})
}

export const meta: Route.MetaFunction = ({ matches }) => adminTabMeta(matches, 'Beoordelingen', paths.adminReviews)

const HELD = { links: 'bevat een link', burst: 'kort na andere beoordelingen van hetzelfde adres' } as const

/** Reported reviews (with the reasons) and reviews that wait before they show; below them the ones removed lately. */
export default function AdminReviews({ loaderData }: Route.ComponentProps) {
	const busy = useNavigation().state !== 'idle'
	return (
		<div className="space-y-10">
			<section aria-labelledby="gemeld" className="space-y-6">
				<h2 id="gemeld" className="text-2xl font-semibold">
					Gemelde en wachtende beoordelingen
				</h2>
				{loaderData.reviews.length === 0 ? <p className="text-slate-600">Geen beoordelingen om te controleren.</p> : null}
				<ul className="space-y-4">
					{loaderData.reviews.map((review) => (
						<ModeratedReview
							key={review.id}
							review={review}
							state={review.status === 'pending' ? `Wacht op controle (${HELD[review.heldReason ?? 'links']})` : 'Gemeld'}
						>
							{review.reports.length ? (
								<div>
									<p className="text-sm font-semibold">Redenen van de bezwaren</p>
									<ul className="list-disc pl-6 text-sm text-slate-700">
										{review.reports.map((reason, index) => (
											<li key={index}>{reason}</li>
										))}
									</ul>
								</div>
							) : null}
							<div className="flex flex-wrap items-end gap-4">
								<Form method="post">
									<input type="hidden" name="reviewId" value={review.id} />
									<Button type="submit" name="intent" value="keep" variant="secondary" disabled={busy}>
										{review.status === 'pending' ? 'Publiceren' : 'Laten staan'}
									</Button>
								</Form>
								<Form method="post" className="flex flex-wrap items-end gap-2">
									<input type="hidden" name="reviewId" value={review.id} />
									<TextField label="Reden van verwijderen" name="reason" required minLength={5} maxLength={1000} />
									<Button type="submit" name="intent" value="remove" variant="danger" disabled={busy}>
										Verwijderen
									</Button>
								</Form>
							</div>
						</ModeratedReview>
					))}
				</ul>
			</section>
			{loaderData.removed.length ? (
				<section aria-labelledby="verwijderd" className="space-y-6">
					<h2 id="verwijderd" className="text-2xl font-semibold">
						Onlangs verwijderd
					</h2>
					<p className="text-slate-600">
						De schrijver kan een verwijderde beoordeling niet aanpassen, verwijderen of opnieuw plaatsen. Terugzetten zet die weer op de
						pagina van de salon.
					</p>
					<ul className="space-y-4">
						{loaderData.removed.map((review) => (
							<ModeratedReview key={review.id} review={review} state={`Verwijderd: ${review.removalReason ?? ''}`} removed>
								<RestoreReviewForm reviewId={review.id} busy={busy} />
							</ModeratedReview>
						))}
					</ul>
				</section>
			) : null}
		</div>
	)
}
