import { Form, Link } from 'react-router'
import type { Route } from './+types/listings'
import { BusinessStatusBadge } from '~/components/admin/business-status-badge'
import { ListingTabs } from '~/components/admin/listing-tabs'
import { SalonFormDialog } from '~/components/admin/salon-form-dialog'
import { Pagination } from '~/components/ui/pagination'
import { adminTabMeta } from '~/lib/seo/admin-meta'
import { adminListingPath, paths } from '~/lib/common/paths'
import { salonAdminSchema } from '~/lib/salons/salon-admin-schema'
import { parsePage } from '~/lib/search/search-params'
import { actAndReturn } from '~/edge/act.server'
import { parseForm } from '~/edge/forms.server'
import { requireAdmin } from '~/edge/guards.server'
import { createSalon } from '~/server/salons/create.server'
import { listSalonsForAdmin } from '~/server/salons/list-admin.server'
import { TableHead } from '~/components/admin/table-head'

export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin({ request, context })
	const params = new URL(request.url).searchParams
	const q = (params.get('q') ?? '').slice(0, 100)
	const page = parsePage(params.get('page'))
	return { q, page, ...(await listSalonsForAdmin(admin, { q, page })) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin({ request, context })
	return actAndReturn(paths.adminListings, 'Fout bij toevoegen van trimsalon', async () => {
		const salon = await createSalon(admin, await parseForm(request, salonAdminSchema))
		return { title: 'Trimsalon succesvol toegevoegd', description: `De vermelding staat online (ID ${salon.id}).` }
	})
}

export const meta: Route.MetaFunction = ({ matches }) => adminTabMeta(matches, 'Trimsalons beheren', paths.adminListings)

export default function AdminListings({ loaderData }: Route.ComponentProps) {
	const { q, page, pages, total, capped, salons } = loaderData
	return (
		<section aria-labelledby="listings-title" className="space-y-6">
			<div className="flex flex-wrap items-center justify-between gap-4">
				<h2 id="listings-title" className="text-2xl font-bold">
					Trimsalons beheren
				</h2>
				<SalonFormDialog intent="create" />
			</div>
			<ListingTabs />
			<Form method="get" role="search" aria-label="Trimsalons zoeken in het beheer" className="flex flex-wrap gap-2">
				<label htmlFor="listing-search" className="sr-only">
					Zoek op naam, plaats of postcode
				</label>
				<input
					id="listing-search"
					name="q"
					type="search"
					defaultValue={q}
					placeholder="Zoek op naam, plaats of postcode"
					className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
				/>
				<button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
					Zoeken
				</button>
			</Form>
			<p data-testid="listing-total">
				{capped ? 'Meer dan 1000 trimsalons; verfijn je zoekopdracht' : total === 1 ? '1 trimsalon' : `${total} trimsalons`}
			</p>
			{salons.length ? (
				<div className="overflow-x-auto">
					<table className="w-full text-left text-sm">
						<TableHead columns={['Naam', 'Adres', 'Status', 'Eigendom']} />
						<tbody>
							{salons.map((salon) => (
								<tr key={salon.id} className="border-b border-slate-100">
									<td className="py-2 pr-4">
										<Link to={adminListingPath(salon.id)} className="font-medium text-brand-700 underline">
											{salon.name}
										</Link>
									</td>
									<td className="py-2 pr-4">{salon.formatted_address ?? '-'}</td>
									<td className="py-2 pr-4">
										<BusinessStatusBadge status={salon.business_status} />
									</td>
									<td className="py-2">{salon.owner_id ? 'Eigenaar toegewezen' : 'Geen eigenaar'}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : (
				<p className="text-slate-600">Geen trimsalons gevonden.</p>
			)}
			<Pagination page={page} pageCount={pages} />
		</section>
	)
}
