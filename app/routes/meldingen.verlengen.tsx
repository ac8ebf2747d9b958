import type { Route } from './+types/meldingen.verlengen'
import { AlertNotice, DeadLinkNotice } from '~/components/alerts/alert-notice'
import { formatDutchDate } from '~/lib/dutch-date'
import { pageMeta, siteFrom } from '~/lib/meta'
import { paths } from '~/lib/paths'
import { dutchDay } from '~/lib/dutch-date'
import { renewSubscription } from '~/server/alerts/subscriptions.server'
import { notFoundPage } from '~/server/platform/http/errors.server'

/** The link in the mail a week before the end: six more months from today. */
export async function loader({ params }: Route.LoaderArgs) {
	const until = await renewSubscription(params.token)
	return until ? { until: formatDutchDate(dutchDay(until)) } : notFoundPage({ until: null })
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
		<DeadLinkNotice>De melding is al beëindigd. Vraag gerust een nieuwe melding aan.</DeadLinkNotice>
	)
}
