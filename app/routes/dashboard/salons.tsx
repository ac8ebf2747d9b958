import { useRouteLoaderData } from 'react-router'
import type { Route } from './+types/salons'
import type { loader as layoutLoader } from './layout'
import { OwnerSalonCard } from '~/components/dashboard/owner-salon-card'
import { OwnerSalonDialog } from '~/components/dashboard/owner-salon-dialog'
import { SalonStatistics } from '~/components/dashboard/salon-statistics'
import { paths } from '~/lib/paths'
import { salonIdField } from '~/lib/schemas/ids'
import { openingHoursEditorSchema } from '~/lib/schemas/opening-hours'
import { ownerAvailabilitySchema, ownerSalonSchema } from '~/lib/schemas/salon-owner'
import { actAndReturn } from '~/server/act.server'
import { invalid, invariantResponse, notFound } from '~/server/errors.server'
import { parseForm, peekField } from '~/server/forms.server'
import { requireSalonOwner, requireUser } from '~/server/permissions.server'
import { saveAvailability, saveOpeningHours, updateOwnSalon } from '~/server/salons/owner-edit.server'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return null
}

export async function action({ request }: Route.ActionArgs) {
	await requireUser(request)
	const salonId = salonIdField.safeParse(await peekField(request, 'salonId'))
	invariantResponse(salonId.success, () => notFound('Trimsalon niet gevonden'))
	const owner = await requireSalonOwner(request, salonId.data)
	const intent = await peekField(request, 'intent')
	return actAndReturn(
		paths.dashboard,
		(reason) => ({ title: 'Fout bij bijwerken', description: reason }),
		async () => {
			if (intent === 'update') await updateOwnSalon(owner, await parseForm(request, ownerSalonSchema))
			else if (intent === 'hours') await saveOpeningHours(owner, await parseForm(request, openingHoursEditorSchema))
			else if (intent === 'availability') await saveAvailability(owner, await parseForm(request, ownerAvailabilitySchema))
			else throw invalid('Onbekende actie.')
			return { title: 'Trimsalon bijgewerkt', description: 'De gegevens van je trimsalon zijn succesvol bijgewerkt.' }
		},
	)
}

/** My salons: a card per owned salon with its last 30 days in figures and 90 days in a chart, its details, opening hours and services, and the edit dialog. */
export default function DashboardSalons() {
	const data = useRouteLoaderData<typeof layoutLoader>('routes/dashboard/layout')
	const salons = data?.salons ?? []
	return (
		<section aria-label="Mijn trimsalons" className="space-y-6">
			{salons.map((salon) => (
				<OwnerSalonCard
					key={salon.id}
					salon={salon}
					actions={<OwnerSalonDialog salon={salon} />}
					extra={data?.statistics[salon.id] ? <SalonStatistics salonId={salon.id} salonName={salon.name} statistics={data.statistics[salon.id]!} /> : null}
				/>
			))}
		</section>
	)
}
