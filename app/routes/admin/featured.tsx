import { Form } from 'react-router'
import type { Route } from './+types/featured'
import { FeaturedTable, PaymentsTable, STATUS_LABELS } from '~/components/admin/featured-table'
import { Button } from '~/components/ui/button'
import { CONTROL } from '~/components/ui/field'
import { adminTabMeta } from '~/lib/seo/admin-meta'
import { ADMIN_PLACEMENT_STATUSES, type AdminPlacementStatus, formatEuro } from '~/lib/featured/featured-plans'
import { paths } from '~/lib/common/paths'
import { placementActionSchema } from '~/lib/featured/schema'
import { actAndReturn } from '~/edge/act.server'
import { activatePlacement } from '~/server/featured/activate.server'
import { cancelPlacement } from '~/server/featured/cancel.server'
import { adminFeatured } from '~/server/featured/list-admin.server'
import { movePlacement } from '~/server/featured/move.server'
import { pausePlacement } from '~/server/featured/pause.server'
import { invalid } from '~/server/platform/errors.server'
import { parseForm, peekField } from '~/edge/forms.server'
import { requireAdmin } from '~/edge/guards.server'
import { UNKNOWN_ACTION } from '~/lib/common/forms'

export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin({ request, context })
	const params = new URL(request.url).searchParams
	const q = (params.get('q') ?? '').trim().slice(0, 100)
	const status = ADMIN_PLACEMENT_STATUSES.find((value) => value === params.get('status')) ?? null
	return { q, status, ...(await adminFeatured(admin, { q, status })) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin({ request, context })
	const intent = await peekField(request, 'intent')
	const back = `${paths.adminFeatured}${new URL(request.url).search}`
	return actAndReturn(back, 'Actie mislukt', async () => {
		const { featuredId, position } = await parseForm(request, placementActionSchema)
		if (intent === 'pause') await pausePlacement(admin, { placementId: featuredId })
		else if (intent === 'activate') await activatePlacement(admin, { placementId: featuredId })
		else if (intent === 'cancel') await cancelPlacement(admin, { placementId: featuredId })
		else if (intent === 'position' && position) await movePlacement(admin, { placementId: featuredId, position })
		else throw invalid(UNKNOWN_ACTION)
		return { title: 'Uitgelichte vermelding bijgewerkt' }
	})
}

export const meta: Route.MetaFunction = ({ matches }) => adminTabMeta(matches, 'Uitgelichte vermeldingen', paths.adminFeatured)

const COUNTERS: [AdminPlacementStatus, string][] = [
	['active', STATUS_LABELS.active],
	['paused', 'Gepauzeerd'],
	['expired', 'Verlopen'],
	['cancelled', 'Opgezegd'],
]

/** Featured placements: counters, this month's revenue, the placements with their actions, and the payments. */
export default function AdminFeatured({ loaderData }: Route.ComponentProps) {
	const { q, status, counters, revenueCents, placements, payments } = loaderData
	return (
		<section aria-labelledby="uitgelicht" className="space-y-8">
			<h2 id="uitgelicht" className="text-2xl font-semibold">
				Uitgelichte vermeldingen
			</h2>
			<dl className="grid gap-4 sm:grid-cols-5">
				{COUNTERS.map(([key, label]) => (
					<div key={key} className="rounded-xl border border-slate-200 p-4">
						<dt className="text-sm text-slate-600">{label}</dt>
						<dd className="text-2xl font-bold">{counters[key]}</dd>
					</div>
				))}
				<div className="rounded-xl border border-slate-200 p-4">
					<dt className="text-sm text-slate-600">Omzet deze maand</dt>
					<dd className="text-2xl font-bold">{formatEuro(revenueCents)}</dd>
				</div>
			</dl>
			<Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label="Uitgelichte vermeldingen filteren">
				<div>
					<label htmlFor="featured-q" className="mb-1 block text-sm font-medium">
						Bedrijf of stad
					</label>
					<input id="featured-q" name="q" type="search" defaultValue={q} className={CONTROL} />
				</div>
				<div>
					<label htmlFor="featured-status" className="mb-1 block text-sm font-medium">
						Status
					</label>
					<select id="featured-status" name="status" defaultValue={status ?? ''} className={CONTROL}>
						<option value="">Alle</option>
						{COUNTERS.map(([key]) => (
							<option key={key} value={key}>
								{STATUS_LABELS[key]}
							</option>
						))}
					</select>
				</div>
				<Button type="submit">Filteren</Button>
			</Form>
			<FeaturedTable placements={placements} />
			<section aria-labelledby="betalingen" className="space-y-3">
				<h3 id="betalingen" className="text-xl font-semibold">
					Betalingen
				</h3>
				<PaymentsTable payments={payments} />
			</section>
		</section>
	)
}
