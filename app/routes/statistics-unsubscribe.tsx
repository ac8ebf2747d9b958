import { data, Link } from 'react-router'
import type { Route } from './+types/statistics-unsubscribe'
import { Alert } from '~/components/ui/alert'
import { pageMeta, siteFrom } from '~/lib/meta'
import { paths } from '~/lib/paths'
import { readOrNull } from '~/server/platform/http/errors.server'
import { unsubscribeFromSummary } from '~/server/statistics/summary.server'

type Outcome = 'done' | 'invalid' | 'unavailable'

/** The link's user and token are in its URL; no session or form token, so a mail client can post it (RFC 8058). */
async function unsubscribe(request: Request) {
	const url = new URL(request.url)
	const done = await readOrNull(unsubscribeFromSummary(url.searchParams.get('u'), url.searchParams.get('t')), 'summary unsubscribe failed')
	const outcome: Outcome = done === null ? 'unavailable' : done ? 'done' : 'invalid'
	return data(
		{ outcome },
		{ status: outcome === 'done' ? 200 : outcome === 'invalid' ? 400 : 503, headers: { 'Cache-Control': 'no-store' } },
	)
}

/** One click in the mail stops the monthly summary, without logging in. */
export const loader = ({ request }: Route.LoaderArgs) => unsubscribe(request)
export const action = ({ request }: Route.ActionArgs) => unsubscribe(request)

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Afmelden voor het maandoverzicht',
		description: 'Afmelden voor de maandelijkse statistieken van je trimsalon.',
		path: paths.statisticsUnsubscribe,
		noIndex: true,
	})

const MESSAGES: Record<Outcome, { tone: 'success' | 'error'; text: string }> = {
	done: { tone: 'success', text: 'Je bent afgemeld. Je krijgt het maandelijkse overzicht van je statistieken niet meer per e-mail.' },
	invalid: { tone: 'error', text: 'Deze afmeldlink is ongeldig. Gebruik de link uit de laatste e-mail met je maandoverzicht.' },
	unavailable: { tone: 'error', text: 'Afmelden lukt nu even niet. Probeer het over een paar minuten opnieuw.' },
}

export default function StatisticsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const { tone, text } = MESSAGES[(actionData ?? loaderData).outcome]
	return (
		<div className="mx-auto max-w-2xl px-4 py-16">
			<h1 className="text-3xl font-bold text-slate-900">Maandoverzicht van je statistieken</h1>
			<div className="mt-6">
				<Alert tone={tone}>{text}</Alert>
			</div>
			<p className="mt-6">
				<Link to={paths.dashboard} className="font-medium text-brand-700 hover:underline">
					Je statistieken staan altijd in je dashboard
				</Link>
			</p>
		</div>
	)
}
