import type { Route } from './+types/meldingen.verlengen'
import { AlertLinkButton, AlertNotice, DeadLinkNotice } from '~/components/alerts/alert-notice'
import { dutchDay, formatDutchDate } from '~/lib/common/dutch-date'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { renewSubscription, subscriptionOfLink } from '~/server/alerts/subscriptions.server'
import { linkHolderOf } from '~/edge/guards.server'
import { notFoundPage } from '~/edge/errors.server'

/** The link in the mail a week before the end opens this page; it renews nothing by itself (mail scanners open links). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const alert = await subscriptionOfLink(await linkHolderOf({ request, context }), { token: params.token })
	return alert ? { alert } : notFoundPage({ alert: null })
}

/** The page's button: six more months from today. */
export async function action({ request, context, params }: Route.ActionArgs) {
	const until = await renewSubscription(await linkHolderOf({ request, context }), { token: params.token })
	return until ? { until: formatDutchDate(dutchDay(until)) } : notFoundPage({ until: null })
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Melding verlengen',
		description: 'Je melding voor nieuwe plekken bij trimsalons.',
		path: paths.alerts,
		noIndex: true,
	})

export default function RenewAlertPage({ loaderData, actionData }: Route.ComponentProps) {
	if (actionData?.until)
		return (
			<AlertNotice title="Je melding is verlengd">
				<p>Je ontvangt meldingen tot {actionData.until}.</p>
			</AlertNotice>
		)
	if (actionData || !loaderData.alert)
		return <DeadLinkNotice>De melding is al beëindigd. Vraag gerust een nieuwe melding aan.</DeadLinkNotice>
	return (
		<AlertNotice title="Melding verlengen">
			<p>
				Je melding voor {loaderData.alert.watched} loopt tot {loaderData.alert.until}. Verleng hem met de knop: dan loopt hij zes maanden
				vanaf vandaag.
			</p>
			<AlertLinkButton label="Melding verlengen" />
		</AlertNotice>
	)
}
