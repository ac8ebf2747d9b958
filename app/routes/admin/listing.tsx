import type { Route } from './+types/listing'
import { DeleteDialog, ListingFields, ListingHistory, OwnerForm } from '~/components/admin/listing-details'
import { ListingTabs } from '~/components/admin/listing-tabs'
import { SalonFormDialog } from '~/components/admin/salon-form-dialog'
import { adminTabMeta } from '~/lib/seo/admin-meta'
import { formatSubmittedDate } from '~/lib/common/dutch-date'
import { adminListingPath, paths } from '~/lib/common/paths'
import { deleteConsequences } from '~/lib/salons/salon-admin'
import { ownerSchema, salonAdminSchema } from '~/lib/salons/salon-admin-schema'
import { actAndReturn } from '~/edge/act.server'
import { handleLoader, invariantResponse } from '~/edge/errors.server'
import { invalid, notFound } from '~/server/platform/errors.server'
import { parseForm, peekField } from '~/edge/forms.server'
import { requireAdmin } from '~/edge/guards.server'
import { assignOwner } from '~/server/admin/assign-owner.server'
import { deleteSalon } from '~/server/workflows/delete-salon.server'
import { salonForAdmin } from '~/server/admin/salon.server'
import { updateSalon } from '~/server/salons/update.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'
import { UNKNOWN_ACTION } from '~/lib/common/forms'

const salonId = (params: { id: string }) => {
	const id = Number(params.id)
	invariantResponse(Number.isSafeInteger(id) && id >= 1, () => notFound(SALON_NOT_FOUND))
	return id
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const admin = await requireAdmin({ request, context })
	const { history, ...salon } = await handleLoader(() => salonForAdmin(admin, { salonId: salonId(params) }))
	return { salon, history: history.map(({ createdAt, ...entry }) => ({ ...entry, when: formatSubmittedDate(createdAt) })) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const admin = await requireAdmin({ request, context })
	const id = salonId(params)
	// The button pressed names the action; the rest of the form is read by that action's own schema.
	const intent = await peekField(request, 'intent')
	if (intent === 'delete') {
		return actAndReturn(paths.adminListings, 'Fout bij verwijderen van trimsalon', async () => {
			await deleteSalon(admin, { salonId: id })
			return { title: 'Trimsalon succesvol verwijderd' }
		})
	}
	return actAndReturn(adminListingPath(id), 'Fout bij bijwerken van trimsalon', async () => {
		if (intent === 'owner') await assignOwner(admin, await parseForm(request, ownerSchema))
		else if (intent === 'update') await updateSalon(admin, { ...(await parseForm(request, salonAdminSchema)), salonId: id })
		else throw invalid(UNKNOWN_ACTION)
		return { title: 'Trimsalon succesvol bijgewerkt' }
	})
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	adminTabMeta(
		matches,
		loaderData ? `${loaderData.salon.name} (details)` : 'Trimsalon',
		loaderData ? adminListingPath(loaderData.salon.id) : paths.adminListings,
	)

export default function AdminListing({ loaderData }: Route.ComponentProps) {
	const { salon, history } = loaderData
	return (
		<section aria-labelledby="listing-title" className="space-y-6">
			<div className="flex flex-wrap items-center justify-between gap-4">
				<h2 id="listing-title" className="text-2xl font-bold">
					{salon.name}
				</h2>
				<div className="flex gap-3">
					<SalonFormDialog intent="update" salon={{ ...salon, services_nl: Array.isArray(salon.services_nl) ? salon.services_nl : [] }} />
					<DeleteDialog consequences={deleteConsequences(salon)} />
				</div>
			</div>
			<ListingTabs salonId={salon.id} />
			<ListingFields salon={salon} />
			<OwnerForm salonId={salon.id} ownerEmail={salon.ownerEmail} />
			<ListingHistory history={history} />
		</section>
	)
}
