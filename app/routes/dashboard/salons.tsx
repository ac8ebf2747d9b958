import { useRouteLoaderData } from 'react-router'
import type { Route } from './+types/salons'
import type { loader as layoutLoader } from './layout'
import { OwnerSalonCard } from '~/components/dashboard/owner-salon-card'
import { OwnerSalonDialog } from '~/components/dashboard/owner-salon-dialog'
import { SalonStatistics } from '~/components/dashboard/salon-statistics'
import { SummaryMailSwitch } from '~/components/dashboard/summary-mail-switch'
import { paths } from '~/lib/common/paths'
import { openingHoursEditorSchema } from '~/lib/salons/opening-hours-schema'
import { ownerAvailabilitySchema, ownerSalonSchema } from '~/lib/salons/salon-owner-schema'
import { summaryMailSchema } from '~/lib/statistics/schema'
import { actAndReturn } from '~/edge/act.server'
import { readOrNull } from '~/edge/errors.server'
import { invalid } from '~/server/platform/errors.server'
import { parseForm, peekField } from '~/edge/forms.server'
import { requireUser } from '~/edge/guards.server'
import { saveAvailability, saveOpeningHours, updateOwnSalon } from '~/server/salons/owner-edit.server'
import { ownStatisticsSummary } from '~/server/statistics/statistics.server'
import { receivesSummary, setSummaryMail } from '~/server/statistics/summary.server'
import { UNKNOWN_ACTION } from '~/lib/common/forms'

/** The figures are read here, not in the layout: only this tab shows them. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const [statistics, summaryMail] = await Promise.all([
		readOrNull(ownStatisticsSummary(actor), 'salon statistics failed', { userId: actor.user.id }),
		readOrNull(receivesSummary(actor), 'summary setting failed', { userId: actor.user.id }),
	])
	return { statistics: statistics ?? {}, summaryMail }
}

/** The monthly summary switch (for any owner, about their own mail only) and the salon forms; each verb checks its own permission. */
export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const intent = await peekField(request, 'intent')
	if (intent === 'summary')
		return actAndReturn(
			paths.dashboard,
			(reason) => ({ title: 'Fout bij opslaan', description: reason }),
			async () => {
				const { summary } = await parseForm(request, summaryMailSchema)
				await setSummaryMail(actor, { on: summary === 'on' })
				return summary === 'on'
					? { title: 'Maandoverzicht aangezet', description: 'Je krijgt elke maand per e-mail een overzicht van je statistieken.' }
					: {
							title: 'Maandoverzicht uitgezet',
							description: 'Je krijgt het maandelijkse overzicht van je statistieken niet meer per e-mail.',
						}
			},
			{ policyInPlace: true },
		)
	return actAndReturn(
		paths.dashboard,
		(reason) => ({ title: 'Fout bij bijwerken', description: reason }),
		async () => {
			if (intent === 'update') await updateOwnSalon(actor, await parseForm(request, ownerSalonSchema))
			else if (intent === 'hours') await saveOpeningHours(actor, await parseForm(request, openingHoursEditorSchema))
			else if (intent === 'availability') await saveAvailability(actor, await parseForm(request, ownerAvailabilitySchema))
			else throw invalid(UNKNOWN_ACTION)
			return { title: 'Trimsalon bijgewerkt', description: 'De gegevens van je trimsalon zijn succesvol bijgewerkt.' }
		},
		{ policyInPlace: true },
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
