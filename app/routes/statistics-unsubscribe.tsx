import { data, Form, Link, useLocation } from 'react-router'
import type { Route } from './+types/statistics-unsubscribe'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { readOrNull } from '~/edge/errors.server'
import { linkHolderOf } from '~/edge/guards.server'
import { isSummaryUnsubscribeLink, unsubscribeByLink, type SummaryLink } from '~/server/statistics/summary.server'

type Outcome = 'ask' | 'done' | 'invalid' | 'unavailable'

/** The link's user and token, from its URL; a session plays no part. */
const linkOf = (request: Request): SummaryLink => {
	const { searchParams } = new URL(request.url)
	return { userId: searchParams.get('u'), token: searchParams.get('t') }
}

const answer = (outcome: Outcome) =>
	data(
		{ outcome },
		{ status: outcome === 'invalid' ? 400 : outcome === 'unavailable' ? 503 : 200, headers: { 'Cache-Control': 'no-store' } },
	)

/** The link in the mail opens this page; it stops nothing by itself (mail scanners open links), the button does. */
export async function loader({ request, context }: Route.LoaderArgs) {
	return answer(isSummaryUnsubscribeLink(await linkHolderOf({ request, context }), linkOf(request)) ? 'ask' : 'invalid')
}

/**
 * The page's button, and a mail client's one-click unsubscribe (RFC 8058): the link's user and token
 * are in its URL; no session or form token.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const done = await readOrNull(unsubscribeByLink(await linkHolderOf({ request, context }), linkOf(request)), 'summary unsubscribe failed')
	return answer(done === null ? 'unavailable' : done ? 'done' : 'invalid')
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Afmelden voor het maandoverzicht',
		description: 'Afmelden voor de maandelijkse statistieken van je trimsalon.',
		path: paths.statisticsUnsubscribe,
		noIndex: true,
	})

const MESSAGES: Record<Exclude<Outcome, 'ask'>, { tone: 'success' | 'error'; text: string }> = {
	done: { tone: 'success', text: 'Je bent afgemeld. Je krijgt het maandelijkse overzicht van je statistieken niet meer per e-mail.' },
	invalid: { tone: 'error', text: 'Deze afmeldlink is ongeldig. Gebruik de link uit de laatste e-mail met je maandoverzicht.' },
	unavailable: { tone: 'error', text: 'Afmelden lukt nu even niet. Probeer het over een paar minuten opnieuw.' },
}

export default function StatisticsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const { outcome } = actionData ?? loaderData
	const { search } = useLocation()
	return (
		<div className="mx-auto max-w-2xl px-4 py-16">
			<h1 className="text-3xl font-bold text-slate-900">Maandoverzicht van je statistieken</h1>
			{outcome === 'ask' ? (
				<Form method="post" action={`${paths.statisticsUnsubscribe}${search}`} className="mt-6 space-y-4">
					<p className="text-slate-700">
						Wil je het maandelijkse overzicht van je statistieken niet meer per e-mail? Zet het uit met de knop. Andere mails, zoals
						facturen, blijven komen; in je dashboard zet je het overzicht weer aan.
					</p>
					<Button type="submit">Maandoverzicht uitzetten</Button>
				</Form>
			) : (
				<div className="mt-6">
					<Alert tone={MESSAGES[outcome].tone}>{MESSAGES[outcome].text}</Alert>
				</div>
			)}
			<p className="mt-6">
				<Link to={paths.dashboard} className="font-medium text-brand-700 hover:underline">
					Je statistieken staan altijd in je dashboard
				</Link>
			</p>
		</div>
	)
}
