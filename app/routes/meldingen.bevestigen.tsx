import type { Route } from './+types/meldingen.bevestigen'
import { AlertNotice, DeadLinkNotice } from '~/components/alerts/alert-notice'
import { pageMeta, siteFrom } from '~/lib/meta'
import { paths } from '~/lib/paths'
import { confirmSubscription } from '~/server/alerts/subscriptions.server'
import { notFoundPage } from '~/server/platform/http/errors.server'

/** The confirmation link of the first mail: alerts start from here (opening it again changes nothing). */
export async function loader({ params }: Route.LoaderArgs) {
	return (await confirmSubscription(params.token)) ? { confirmed: true } : notFoundPage({ confirmed: false })
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Melding bevestigen',
		description: 'Je melding voor nieuwe plekken bij trimsalons.',
		path: paths.alerts,
		noIndex: true,
	})

export default function ConfirmAlertPage({ loaderData }: Route.ComponentProps) {
	return loaderData.confirmed ? (
		<AlertNotice title="Je melding is bevestigd">
			<p>We mailen je zodra een trimsalon weer nieuwe honden aanneemt: hooguit één mail per dag.</p>
			<p>De melding loopt zes maanden. In elke mail staat een link waarmee je je met één klik afmeldt.</p>
		</AlertNotice>
	) : (
		<DeadLinkNotice>De link is ongeldig of verlopen, of de melding is al beëindigd. Vraag de melding gerust opnieuw aan.</DeadLinkNotice>
	)
}
