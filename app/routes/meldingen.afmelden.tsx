import type { Route } from './+types/meldingen.afmelden'
import { AlertNotice } from '~/components/alerts/alert-notice'
import { pageMeta, siteFrom } from '~/lib/meta'
import { paths } from '~/lib/paths'
import { unsubscribe } from '~/server/alerts/subscriptions.server'

/** The link in every alert mail: one click (a GET) ends the subscription, without logging in. */
export async function loader({ params }: Route.LoaderArgs) {
	return unsubscribe(params.token)
}

/** A mail client's one-click unsubscribe (RFC 8058: a POST without session or form token) does the same. */
export async function action({ params }: Route.ActionArgs) {
	return unsubscribe(params.token)
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Afgemeld',
		description: 'Afmelden voor meldingen over trimsalons.',
		path: paths.alerts,
		noIndex: true,
	})

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
	const { ended } = actionData ?? loaderData
	return (
		<AlertNotice title="Je bent afgemeld">
			<p>
				{ended
					? 'Je ontvangt geen meldingen meer over deze trimsalons. We hebben je e-mailadres en postcode bij deze melding verwijderd.'
					: 'Deze melding bestond al niet meer: je ontvangt er geen mails over.'}
			</p>
			<p>Toch weer een melding? Vraag die aan op de pagina met alle trimsalons of op de pagina van een stad.</p>
		</AlertNotice>
	)
}
