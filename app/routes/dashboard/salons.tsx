import { useRouteLoaderData } from 'react-router'
import type { Route } from './+types/salons'
import type { loader as layoutLoader } from './layout'
import { OwnerSalonCard } from '~/components/dashboard/owner-salon-card'
import { OwnerSalonDialog } from '~/components/dashboard/owner-salon-dialog'
import { SalonStatistics } from '~/components/dashboard/salon-statistics'
import { SummaryMailSwitch } from '~/components/dashboard/summary-mail-switch'
import { paths } from '~/lib/paths'
import { salonIdField } from '~/lib/schemas/ids'
import { openingHoursEditorSchema } from '~/lib/schemas/opening-hours'
import { ownerAvailabilitySchema, ownerSalonSchema } from '~/lib/schemas/salon-owner'
import { summaryMailSchema } from '~/lib/schemas/statistics'
import { actAndReturn } from '~/server/platform/http/act.server'
import { invariantResponse, readOrNull } from '~/server/platform/http/errors.server'
import { invalid, notFound } from '~/server/platform/errors.server'
import { parseForm, peekField } from '~/server/platform/http/forms.server'
import { requireOwner, requireSalonOwner, requireUser, type RouteArgs } from '~/routes/guards.server'
import { saveAvailability, saveOpeningHours, updateOwnSalon } from '~/server/salons/owner-edit.server'
import { readOwnStatistics } from '~/server/statistics/statistics.server'
import { receivesSummary, setSummaryMail } from '~/server/statistics/summary.server'

/** The figures are read here, not in the layout: only this tab shows them. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const { user } = await requireUser({ request, context })
	const [statistics, summaryMail] = await Promise.all([
		readOrNull(readOwnStatistics(user), 'salon statistics failed', { userId: user.id }),
		readOrNull(receivesSummary(user.id), 'summary setting failed', { userId: user.id }),
	])
	return { statistics: statistics ? Object.fromEntries(statistics) : {}, summaryMail }
}

/** The monthly summary switch: for any owner, about their own mail only. */
async function switchSummaryMail({ request, context }: RouteArgs) {
	const { user: owner } = await requireOwner({ request, context })
	return actAndReturn(
		paths.dashboard,
		(reason) => ({ title: 'Fout bij opslaan', description: reason }),
		async () => {
			const { summary } = await parseForm(request, summaryMailSchema)
			await setSummaryMail(owner, summary === 'on')
			return summary === 'on'
				? { title: 'Maandoverzicht aangezet', description: 'Je krijgt elke maand per e-mail een overzicht van je statistieken.' }
				: {
						title: 'Maandoverzicht uitgezet',
						description: 'Je krijgt het maandelijkse overzicht van je statistieken niet meer per e-mail.',
					}
		},
	)
}

export async function action({ request, context }: Route.ActionArgs) {
	await requireUser({ request, context })
	const intent = await peekField(request, 'intent')
	if (intent === 'summary') return switchSummaryMail({ request, context })
	const salonId = salonIdField.safeParse(await peekField(request, 'salonId'))
	invariantResponse(salonId.success, () => notFound('Trimsalon niet gevonden'))
	const { user: owner } = await requireSalonOwner({ request, context }, salonId.data)
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
export default function DashboardSalons({ loaderData }: Route.ComponentProps) {
	const { statistics, summaryMail } = loaderData
	const salons = useRouteLoaderData<typeof layoutLoader>('routes/dashboard/layout')?.salons ?? []
	return (
		<section aria-label="Mijn trimsalons" className="space-y-6">
			<SummaryMailSwitch on={summaryMail} />
			{salons.map((salon) => (
				<OwnerSalonCard
					key={salon.id}
					salon={salon}
					actions={<OwnerSalonDialog salon={salon} />}
					extra={
						statistics[salon.id] ? <SalonStatistics salonId={salon.id} salonName={salon.name} statistics={statistics[salon.id]!} /> : null
					}
				/>
			))}
		</section>
	)
}
