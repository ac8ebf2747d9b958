import { useRouteLoaderData } from 'react-router'
import type { Route } from './+types/contact'
import { ContactAside } from '~/components/contact/contact-aside'
import { ContactForm } from '~/components/contact/contact-form'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { breadcrumbList } from '~/lib/seo/structured-data'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { contactSchema } from '~/lib/contact/schema'
import type { RootData } from '~/root'
import { submitContactForm } from '~/server/contact/submit.server'
import { handleAction } from '~/edge/errors.server'
import { readForm } from '~/edge/forms.server'
import { actorOf } from '~/edge/guards.server'
import { paths } from '~/lib/common/paths'
import { shared } from '~/lib/seo/page-share'

const CRUMBS = [
	{ name: 'Home', path: paths.home },
	{ name: 'Contact', path: paths.contact },
]

/** The fields a refused form fills in again (never the honeypot). */
const FIELDS = Object.keys(contactSchema.shape)

export const handle = shared()

export async function action({ request, context }: Route.ActionArgs) {
	// A body that is not a form (wrong content type, garbage) is an empty form, not a 500.
	const form = await readForm(request)
	const values = Object.fromEntries(FIELDS.map((field) => [field, form[field] ?? '']))
	return handleAction(
		async () => {
			await submitContactForm(await actorOf({ request, context }), form)
			return { ok: true as const }
		},
		{ values },
	)
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFrom(matches)
	return pageMeta(site, {
		title: 'Contact',
		description: 'Vragen over een trimsalon, je vermelding of de website? Stuur ons een bericht; we reageren binnen 48 uur.',
		path: paths.contact,
		structuredData: site ? [breadcrumbList(site.siteUrl, CRUMBS)] : [],
	})
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
	const root = useRouteLoaderData<RootData>('root')
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<Breadcrumbs crumbs={CRUMBS} />
			<header className="mt-6 max-w-3xl">
				<h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Neem contact met ons op</h1>
				<p className="mt-3 text-lg text-slate-600">
					Heb je een vraag, een opmerking of een tip? Vul het formulier in; we reageren binnen 48 uur.
				</p>
			</header>
			<div className="mt-10 grid gap-10 lg:grid-cols-3">
				<section aria-labelledby="formulier" className="lg:col-span-2">
					<h2 id="formulier" className="sr-only">
						Contactformulier
					</h2>
					<ContactForm result={actionData} />
				</section>
				<ContactAside contactEmail={root?.contactEmail ?? ''} />
			</div>
		</div>
	)
}
