import { data, Form, Link, useLocation } from 'react-router'
import type { Route } from './+types/rhythm-unsubscribe'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { readOrNull } from '~/edge/errors.server'
import { linkHolderOf } from '~/edge/guards.server'
import { isRhythmUnsubscribeLink, unsubscribeRhythmByLink, type RhythmLink } from '~/server/bookings/rhythm.server'

type Outcome = 'ask' | 'done' | 'invalid' | 'unavailable'

const STATUS: Record<Outcome, number> = { ask: 200, done: 200, invalid: 400, unavailable: 503 }

/** The link's account and token, from its URL; a session plays no part. */
function linkOf(request: Request): RhythmLink {
	const query = new URL(request.url).searchParams
	return { userId: query.get('u'), token: query.get('t') }
}

const answer = (outcome: Outcome) => data({ outcome }, { status: STATUS[outcome], headers: { 'Cache-Control': 'no-store' } })

/** Opening the mail's link asks first (mail scanners open links); only the button turns the mails off. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const holder = await linkHolderOf({ request, context })
	return answer(isRhythmUnsubscribeLink(holder, linkOf(request)) ? 'ask' : 'invalid')
}

/** The page's button, and a mail client's one-click unsubscribe (RFC 8058): no session or form token, the link's token. */
export async function action({ request, context }: Route.ActionArgs) {
	const holder = await linkHolderOf({ request, context })
	const done = await readOrNull(unsubscribeRhythmByLink(holder, linkOf(request)), 'rhythm unsubscribe failed')
	return answer(done === null ? 'unavailable' : done ? 'done' : 'invalid')
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Afmelden voor herinneringen aan de trimbeurt',
		description: 'Geen mails meer wanneer het weer tijd is voor de trimsalon.',
		path: paths.rhythmUnsubscribe,
		noIndex: true,
	})

const ANSWERS: Record<Exclude<Outcome, 'ask'>, { tone: 'success' | 'error'; text: string }> = {
	done: {
		tone: 'success',
		text: 'Je bent afgemeld. Je krijgt geen mails meer wanneer het weer tijd is voor de trimsalon. Onder Mijn honden zet je ze weer aan.',
	},
	invalid: {
		tone: 'error',
		text: 'Deze afmeldlink is ongeldig. Gebruik de link uit de laatste herinnering, of zet de herinneringen uit onder Mijn honden.',
	},
	unavailable: { tone: 'error', text: 'Afmelden lukt nu even niet. Probeer het over een paar minuten opnieuw.' },
}

export default function RhythmUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const { outcome } = actionData ?? loaderData
	const { search } = useLocation()
	return (
		<div className="mx-auto max-w-2xl px-4 py-16">
			<h1 className="text-3xl font-bold text-slate-900">Herinneringen aan de trimbeurt</h1>
			{outcome === 'ask' ? (
				<Form method="post" action={`${paths.rhythmUnsubscribe}${search}`} className="mt-6 space-y-4">
					<p className="text-slate-700">
						Wil je geen mail meer als het volgens het ritme van je hond weer tijd is voor de trimsalon? Zet de herinneringen uit met de
						knop. Mails over je afspraken blijven komen.
					</p>
					<Button type="submit">Herinneringen uitzetten</Button>
				</Form>
			) : (
				<div className="mt-6">
					<Alert tone={ANSWERS[outcome].tone}>{ANSWERS[outcome].text}</Alert>
				</div>
			)}
			<p className="mt-6">
				<Link to={paths.accountDogs} className="font-medium text-brand-700 hover:underline">
					Naar Mijn honden
				</Link>
			</p>
		</div>
	)
}
