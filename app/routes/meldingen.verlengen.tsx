import { data } from 'react-router'
import type { Route } from './+types/meldingen.verlengen'
import { AlertNotice } from '~/components/alerts/alert-notice'
import { formatDutchDate } from '~/lib/dutch-date'
import { pageMeta, siteFrom } from '~/lib/meta'
import { paths } from '~/lib/paths'
import { dutchDay } from '~/lib/statistics'
import { renewSubscription } from '~/server/alerts/subscriptions.server'
import { AppError } from '~/server/errors.server'

/** The link in the mail a week before the end: six more months from today. */
export async function loader({ params }: Route.LoaderArgs) {
	try {
		return { until: formatDutchDate(dutchDay(await renewSubscription(params.token))) }
	} catch (error) {
		if (error instanceof AppError && error.status === 404) return data({ until: null }, { status: 404 })
		throw error
	}
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Melding verlengen',
		description: 'Je melding voor nieuwe plekken bij trimsalons.',
		path: paths.alerts,
		noIndex: true,
	})

export default function RenewAlertPage({ loaderData }: Route.ComponentProps) {
	return loaderData.until ? (
		<AlertNotice title="Je melding is verlengd">
			<p>Je ontvangt meldingen tot {loaderData.until}.</p>
		</AlertNotice>
	) : (
		<AlertNotice title="Deze link werkt niet meer">
			<p>De melding is al beëindigd. Vraag gerust een nieuwe melding aan.</p>
		</AlertNotice>
	)
}
