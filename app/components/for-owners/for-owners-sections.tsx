import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { FEATURED_PLANS, formatEuro, MAX_FEATURED_PER_CITY, yearlySavingPercent } from '~/lib/featured/featured-plans'
import { loginPath, paths, signupPath } from '~/lib/common/paths'

/** Which call to action fits: a visitor registers, a user without a salon claims or submits one, an owner manages. */
export type Visitor = 'visitor' | 'user' | 'owner'

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

/** The three steps from finding (or submitting) a salon to keeping its listing up to date. */
export function OwnerSteps() {
	return (
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
	)
}

/** What a featured placement is and what its plans cost. */
export function FeaturedPlans() {
	const saving = yearlySavingPercent()
	return (
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
	)
}

export function CallToAction({ visitor }: { visitor: Visitor }) {
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
					<Link to={signupPath()} className={primary}>
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
