import type { Route } from './+types/meldingen.afmelden'
import { AlertLinkButton, AlertNotice } from '~/components/alerts/alert-notice'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { subscriptionOfLink, unsubscribe } from '~/server/alerts/subscriptions.server'
import { linkHolderOf } from '~/edge/guards.server'

/** The link in every alert mail opens this page; it ends nothing by itself (mail scanners open links). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const alert = await subscriptionOfLink(await linkHolderOf({ request, context }), { token: params.token })
	return { watched: alert?.watched ?? null }
}

/**
 * The page's button, and a mail client's one-click unsubscribe (RFC 8058: a POST without session or
 * form token): the subscription and its data are deleted.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
	return unsubscribe(await linkHolderOf({ request, context }), { token: params.token })
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Afmelden',
		description: 'Afmelden voor meldingen over trimsalons.',
		path: paths.alerts,
		noIndex: true,
	})

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
	if (actionData?.ended)
		return (
			<AlertNotice title="Je bent afgemeld">
				<p>Je ontvangt over deze melding geen mails meer. We hebben de gegevens van deze melding verwijderd, ook je e-mailadres.</p>
				<p>Toch weer een melding? Vraag die aan op de pagina met alle trimsalons, op de pagina van een stad of op die van een trimsalon.</p>
			</AlertNotice>
		)
	if (actionData || !loaderData.watched)
		return (
			<AlertNotice title="Geen melding gevonden">
				<p>Deze melding bestaat niet meer: je ontvangt er geen mails over.</p>
			</AlertNotice>
		)
	return (
		<AlertNotice title="Afmelden">
			<p>Wil je geen mails meer over {loaderData.watched}? Meld je af met de knop. We verwijderen dan de gegevens van deze melding.</p>
			<AlertLinkButton label="Afmelden" />
		</AlertNotice>
	)
}
