import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/corrections'
import { Button } from '~/components/ui/button'
import { adminTabMeta } from '~/lib/seo/admin-meta'
import { formatSubmittedDate } from '~/lib/common/dutch-date'
import { adminListingPath, paths, salonPath } from '~/lib/common/paths'
import { CORRECTION_LABELS } from '~/lib/reviews/reviews'
import { correctionDecisionSchema } from '~/lib/reviews/schema'
import { requireAdmin } from '~/edge/guards.server'
import { decideCorrection, openCorrections } from '~/server/corrections/corrections.server'
import { actAndReturn } from '~/edge/act.server'
import { parseForm } from '~/edge/forms.server'

export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin({ request, context })
	const corrections = await openCorrections(admin)
	return { corrections: corrections.map(({ createdAt, ...row }) => ({ ...row, submitted: formatSubmittedDate(createdAt) })) }
}

/** Applied (the admin fixed the listing in its own form) or dismissed; a reporter who left an address is told. */
export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin({ request, context })
	return actAndReturn(paths.adminCorrections, 'Niet gelukt', async () => {
		const decision = await parseForm(request, correctionDecisionSchema)
		await decideCorrection(admin, decision)
		return { title: decision.intent === 'apply' ? 'Melding verwerkt' : 'Melding afgewezen' }
	})
}

export const meta: Route.MetaFunction = ({ matches }) => adminTabMeta(matches, 'Correcties', paths.adminCorrections)

/** Open corrections from visitors, newest first, with the salon's name and the way to fix its listing. */
export default function AdminCorrections({ loaderData }: Route.ComponentProps) {
	const busy = useNavigation().state !== 'idle'
	return (
		<section aria-labelledby="correcties" className="space-y-6">
			<h2 id="correcties" className="text-2xl font-semibold">
				Correcties
			</h2>
			{loaderData.corrections.length === 0 ? <p className="text-slate-600">Geen openstaande correcties.</p> : null}
			<ul className="space-y-4">
				{loaderData.corrections.map((correction) => (
					<li key={correction.id} className="rounded-xl border border-slate-200 bg-white p-5">
						<article aria-label={`Correctie voor ${correction.salonName}`} className="space-y-2">
							<h3 className="text-lg font-semibold">
								<Link to={salonPath({ id: correction.salonId, slug: correction.salonSlug })} className="underline">
									{correction.salonName}
								</Link>
							</h3>
							<p className="text-sm text-slate-600">
								{CORRECTION_LABELS[correction.kind]} · {correction.submitted}
								{correction.email ? ` · antwoord naar ${correction.email}` : ''}
							</p>
							<p className="whitespace-pre-line text-slate-800">{correction.note}</p>
							<div className="flex flex-wrap gap-3 pt-2">
								<Link to={adminListingPath(correction.salonId)} className="text-sm font-medium text-brand-700 underline">
									Vermelding aanpassen
								</Link>
								<Form method="post" className="flex gap-2">
									<input type="hidden" name="correctionId" value={correction.id} />
									<Button type="submit" name="intent" value="apply" disabled={busy}>
										Verwerkt
									</Button>
									<Button type="submit" name="intent" value="dismiss" variant="secondary" disabled={busy}>
										Afwijzen
									</Button>
								</Form>
							</div>
						</article>
					</li>
				))}
			</ul>
		</section>
	)
}
