import { data } from 'react-router'
import type { Route } from './+types/submit-trimsalon'
import { SubmissionConfirmation } from '~/components/submit/submission-confirmation'
import { SubmissionForm } from '~/components/submit/submission-form'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { failureIn, formEntries, type PostedValues } from '~/lib/common/forms'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { breadcrumbList } from '~/lib/seo/structured-data'
import { handleAction } from '~/edge/errors.server'
import { actorOf, type RouteArgs, requireMailableUser } from '~/edge/guards.server'
import { submitSalon } from '~/server/submissions/submit.server'
import { toastHeaders } from '~/edge/toast.server'
import { shared } from '~/lib/seo/page-share'

const CRUMBS = [
	{ name: 'Home', path: paths.home },
	{ name: 'Trimsalon aanmelden', path: paths.submitSalon },
]

const FAILED = 'Er is een fout opgetreden bij het verzenden van je aanmelding. Probeer het opnieuw.'

type Submitted = { ok: true; businessName: string; email: string }

/** The posted text fields, sent back with a refusal so that a page without JavaScript keeps the input. */
function postedValues(form: FormData): PostedValues {
	const values: PostedValues = {}
	for (const key of new Set(form.keys())) values[key] = form.getAll(key).filter((value) => typeof value === 'string')
	return values
}

/** Anyone may submit with an address typed in; a logged-in phone-only account adds its own first, before filling the form in. */
async function requireAddressIfLoggedIn(args: RouteArgs) {
	const actor = await actorOf(args)
	if (actor.user) await requireMailableUser(actor.user)
	return actor
}

export const handle = shared([], { with: 'visitors' })

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAddressIfLoggedIn({ request, context })
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireAddressIfLoggedIn({ request, context })
	const form = await request.formData().catch(() => new FormData())
	const values = postedValues(form)
	return handleAction(
		async () => {
			const { input, located } = await submitSalon(actor, formEntries(form))
			const description = `We beoordelen je aanmelding binnen 2-3 werkdagen.${located ? ' De locatie van je adres is bepaald.' : ''}`
			const headers = await toastHeaders({ title: 'Aanmelding verzonden!', description })
			return data<Submitted>({ ok: true, businessName: input.businessName, email: input.email }, { headers })
		},
		{ values, unexpected: FAILED },
	)
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFrom(matches)
	return pageMeta(site, {
		title: 'Trimsalon aanmelden',
		description: 'Meld je trimsalon gratis aan bij de gids. Ons team beoordeelt je aanmelding binnen 2-3 werkdagen.',
		path: paths.submitSalon,
		structuredData: site ? [breadcrumbList(site.siteUrl, CRUMBS)] : [],
	})
}

export default function SubmitSalon({ actionData }: Route.ComponentProps) {
	if (actionData?.ok) return <SubmissionConfirmation businessName={actionData.businessName} email={actionData.email} />
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<Breadcrumbs crumbs={CRUMBS} />
			<header className="mt-6">
				<h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Trimsalon aanmelden</h1>
				<p className="mt-3 text-lg text-slate-600">
					Staat je trimsalon nog niet in de gids? Meld hem gratis aan. Ons team controleert de gegevens en zet je salon binnen 2-3 werkdagen
					online.
				</p>
			</header>
			<div className="mt-8">
				<SubmissionForm refusal={failureIn(actionData)} />
			</div>
		</div>
	)
}
