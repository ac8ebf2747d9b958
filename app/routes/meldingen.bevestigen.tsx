import type { Route } from './+types/meldingen.bevestigen'
import { AlertLinkButton, AlertNotice, DeadLinkNotice } from '~/components/alerts/alert-notice'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { confirmSubscription, subscriptionOfLink } from '~/server/alerts/subscriptions.server'
import { linkHolderOf } from '~/edge/guards.server'
import { notFoundPage } from '~/edge/errors.server'

const DEAD = { alert: null, confirmed: false }

/** The confirmation link of the first mail opens this page; it confirms nothing by itself (mail scanners open links). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const alert = await subscriptionOfLink(await linkHolderOf({ request, context }), { token: params.token })
	return alert ? { alert, confirmed: alert.confirmed } : notFoundPage(DEAD)
}

/** The page's button: alerts start from here (pressing it again changes nothing). */
export async function action({ request, context, params }: Route.ActionArgs) {
	const holder = await linkHolderOf({ request, context })
	const confirmed = await confirmSubscription(holder, { token: params.token })
	const alert = confirmed ? await subscriptionOfLink(holder, { token: params.token }) : undefined
	return alert ? { confirmed: true, subject: alert.subject } : notFoundPage({ confirmed: false, subject: null })
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Melding bevestigen',
		description: 'Je melding voor nieuwe plekken bij trimsalons.',
		path: paths.alerts,
		noIndex: true,
	})

export default function ConfirmAlertPage({ loaderData, actionData }: Route.ComponentProps) {
	const confirmed = actionData?.confirmed ?? loaderData.confirmed
	if (actionData ? !actionData.confirmed : !loaderData.alert)
		return (
			<DeadLinkNotice>De link is ongeldig of verlopen, of de melding is al beëindigd. Vraag de melding gerust opnieuw aan.</DeadLinkNotice>
		)
	return confirmed ? (
		<AlertNotice title="Je melding is bevestigd">
			<p>We mailen je zodra {actionData?.subject ?? loaderData.alert?.subject} weer nieuwe klanten aanneemt: hooguit één mail per dag.</p>
			<p>De melding loopt zes maanden. In elke mail staat een link waarmee je je afmeldt.</p>
		</AlertNotice>
	) : (
		<AlertNotice title="Bevestig je melding">
			<p>Je vroeg om een mail wanneer {loaderData.alert!.subject} weer nieuwe klanten aanneemt.</p>
			<p>Klopt dat? Bevestig het met de knop. Zonder bevestiging sturen we je niets en verwijderen we je aanvraag na 7 dagen.</p>
			<AlertLinkButton label="Melding bevestigen" />
		</AlertNotice>
	)
}
