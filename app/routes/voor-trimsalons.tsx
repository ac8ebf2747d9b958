import { Link } from 'react-router'
import type { Route } from './+types/voor-trimsalons'
import { Faq } from '~/components/home/faq'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonClass } from '~/components/ui/button'
import { FEATURED_PLANS, formatEuro, MAX_FEATURED_PER_CITY, yearlySavingPercent } from '~/lib/featured-plans'
import { pageMeta, siteFrom } from '~/lib/meta'
import { OWNER_FAQ } from '~/lib/owners-page'
import { loginPath, paths } from '~/lib/paths'
import { breadcrumbList, faqPage, featuredPlacementService } from '~/lib/structured-data'
import { ownsAnySalon } from '~/server/accounts.server'
import { getUser } from '~/server/permissions.server'

const CRUMBS = [
	{ name: 'Home', path: paths.home },
	{ name: 'Voor trimsalons', path: paths.forOwners },
]

/** Which call to action fits: a visitor registers, a user without a salon claims or submits one, an owner manages. */
export type Visitor = 'visitor' | 'user' | 'owner'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await getUser(request)
	const visitor: Visitor = !user ? 'visitor' : (await ownsAnySalon(user.id)) ? 'owner' : 'user'
	return { visitor }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFrom(matches)
	return pageMeta(site, {
		title: 'Voor trimsalons: je vermelding beheren en uitgelicht worden',
		description: `Claim gratis je trimsalon, houd je gegevens, foto's en openingstijden actueel en word uitgelicht in je stad vanaf ${formatEuro(FEATURED_PLANS.monthly.amountCents)} per maand.`,
		path: paths.forOwners,
		structuredData: site
			? [
					breadcrumbList(site.siteUrl, CRUMBS),
					featuredPlacementService(site.siteUrl, site.siteName, Object.values(FEATURED_PLANS)),
					faqPage(OWNER_FAQ),
				]
			: [],
	})
}

const STEPS = [
	{
		title: 'Vind en claim je trimsalon',
		text: 'Zoek je trimsalon in de gids en klik op de pagina op "Claim deze trimsalon". Na controle door onze beheerders ben jij de eigenaar van de vermelding.',
	},
	{
		title: 'Staat je trimsalon er niet bij?',
		text: 'Meld hem gratis aan. We beoordelen je aanmelding binnen 2-3 werkdagen en zetten je vermelding daarna direct online.',
	},
	{
		title: 'Houd je vermelding actueel',
		text: "In je dashboard werk je je gegevens, foto's, openingstijden en diensten bij, en laat je weten of je nieuwe klanten aanneemt.",
	},
]

export default function ForOwnersPage({ loaderData }: Route.ComponentProps) {
	const saving = yearlySavingPercent()
	return (
		<>
			<section className="bg-gradient-to-b from-brand-50 to-white">
				<div className="mx-auto max-w-5xl px-4 py-12">
					<Breadcrumbs crumbs={CRUMBS} />
					<h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Voor trimsalons</h1>
					<p className="mt-5 max-w-2xl text-lg text-slate-600">
						Hondeneigenaren zoeken hier een trimsalon bij hen in de buurt. Zorg dat ze de juiste gegevens van jouw salon vinden, gratis, en
						val op in je stad met een uitgelichte plaats.
					</p>
					<CallToAction visitor={loaderData.visitor} />
				</div>
			</section>

			<section aria-labelledby="stappen" className="mx-auto max-w-5xl px-4 py-12">
				<h2 id="stappen" className="text-2xl font-bold">
					Zo werkt het
				</h2>
				<ol className="mt-6 grid gap-6 md:grid-cols-3">
					{STEPS.map((step, index) => (
						<li key={step.title} className="rounded-xl border border-slate-200 p-6">
							<p className="text-sm font-semibold text-brand-700">Stap {index + 1}</p>
							<h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
							<p className="mt-2 text-slate-700">{step.text}</p>
						</li>
					))}
				</ol>
				<p className="mt-6">
					<Link to={paths.submitSalon} className="font-medium text-brand-700 underline">
						Trimsalon aanmelden
					</Link>
				</p>
			</section>

			<section aria-labelledby="uitgelicht" className="bg-slate-50">
				<div className="mx-auto max-w-5xl px-4 py-12">
					<h2 id="uitgelicht" className="text-2xl font-bold">
						Uitgelicht in je stad
					</h2>
					<p className="mt-3 max-w-3xl text-slate-700">
						Een uitgelichte trimsalon staat bovenaan de pagina van zijn stad en op de homepage, gemarkeerd als betaalde vermelding. Per stad
						zijn er maximaal {MAX_FEATURED_PER_CITY} plaatsen. Je betaalt met iDEAL of creditcard en zegt op wanneer je wilt via de
						klantomgeving van de betaalprovider; je plaats loopt dan tot het einde van de betaalde periode.
					</p>
					<ul className="mt-6 grid gap-6 sm:grid-cols-2" aria-label="Abonnementen">
						{Object.values(FEATURED_PLANS).map((plan) => (
							<li key={plan.id} className="rounded-xl border border-slate-200 bg-white p-6">
								<h3 className="text-lg font-semibold">{plan.label}</h3>
								<p className="mt-2 text-3xl font-extrabold">
									{formatEuro(plan.amountCents)} <span className="text-base font-medium text-slate-600">{plan.perLabel}</span>
								</p>
								{plan.id === 'yearly' ? <p className="mt-2 font-semibold text-green-700">{saving}% besparing</p> : null}
							</li>
						))}
					</ul>
					<p className="mt-4 text-sm text-slate-600">Een uitgelichte plaats koop je vanuit je dashboard.</p>
				</div>
			</section>

			<Faq questions={OWNER_FAQ} id="eigenaren-faq" />
		</>
	)
}

function CallToAction({ visitor }: { visitor: Visitor }) {
	const primary = buttonClass('primary', 'px-6 py-3 text-base')
	const secondary = buttonClass('secondary', 'px-6 py-3 text-base')
	return (
		<nav aria-label="Aan de slag" className="mt-8 flex flex-wrap gap-3">
			{visitor === 'owner' ? (
				<Link to={paths.dashboard} className={primary}>
					Naar je dashboard
				</Link>
			) : visitor === 'user' ? (
				<>
					<Link to={paths.directory} className={primary}>
						Zoek je trimsalon om te claimen
					</Link>
					<Link to={paths.submitSalon} className={secondary}>
						Trimsalon aanmelden
					</Link>
				</>
			) : (
				<>
					<Link to={`${paths.auth}?tab=signup`} className={primary}>
						Account aanmaken
					</Link>
					<Link to={loginPath(paths.forOwners)} className={secondary}>
						Inloggen
					</Link>
				</>
			)}
		</nav>
	)
}
