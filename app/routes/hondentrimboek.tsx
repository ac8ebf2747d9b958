import type { Route } from './+types/hondentrimboek'
import { PriceCalculator } from '~/components/seo/price-calculator'
import { buttonClass } from '~/components/ui/button'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { config } from '~/server/platform/config.server'
import { paths } from '~/lib/common/paths'
import { shared } from '~/lib/seo/page-share'

export const handle = shared()

export function loader() {
	return { signupUrl: config().BOOKING_SIGNUP_URL }
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Hondentrimboek: boekingssysteem voor hondentrimsalons',
		description:
			'Online boekingen met automatische prijs- en tijdsberekening op basis van gewichtsklasse en vachttype. Probeer 14 dagen gratis, zonder opstartkosten.',
		path: paths.bookingSoftware,
	})

const FEATURES = [
	{
		title: 'Automatische prijs en tijd',
		text: 'Stel één keer je prijzen en behandeltijden in per gewichtsklasse en vachttype. Bij elke boeking rekent Hondentrimboek de prijs en de benodigde tijd vanzelf uit.',
	},
	{
		title: 'Online boeken, dag en nacht',
		text: 'Klanten kiezen zelf een behandeling en een vrij moment, ook buiten je openingstijden. Jij hoeft niet meer tussen het trimmen door de telefoon op te nemen.',
	},
	{
		title: '14 dagen gratis proberen',
		text: 'Probeer alles twee weken zonder kosten uit met je eigen prijzen en agenda. Je zit nergens aan vast.',
	},
	{
		title: 'Geen opstartkosten of verborgen kosten',
		text: 'Je betaalt geen installatie- of opstartkosten en er komen geen onverwachte kosten bij. De actuele prijzen staan op de aanmeldpagina van Hondentrimboek; je ziet ze voordat je iets afsluit.',
	},
]

function SignupLink({ href, className = '' }: { href: string; className?: string }) {
	return (
		<a href={href} rel="noopener" className={buttonClass('primary', `px-6 py-3 text-base ${className}`)}>
			Probeer 14 dagen gratis
		</a>
	)
}

export default function BookingSoftwarePage({ loaderData }: Route.ComponentProps) {
	const { signupUrl } = loaderData
	return (
		<>
			<section className="bg-gradient-to-b from-brand-50 to-white">
				<div className="mx-auto max-w-5xl px-4 py-20 text-center">
					<p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-700">Voor hondentrimsalons</p>
					<h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
						Hondentrimboek: het boekingssysteem voor hondentrimsalons
					</h1>
					<p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
						Laat klanten online boeken en laat prijs en behandeltijd automatisch berekenen op basis van gewichtsklasse en vachttype. Minder
						bellen, een volle agenda.
					</p>
					<div className="mt-8 flex flex-col items-center gap-3">
						<SignupLink href={signupUrl} />
						<p className="text-sm text-slate-600">14 dagen gratis · geen opstartkosten · geen verborgen kosten</p>
					</div>
				</div>
			</section>

			<section aria-labelledby="voordelen" className="mx-auto max-w-6xl px-4 py-16">
				<h2 id="voordelen" className="text-center text-3xl font-bold text-slate-900">
					Alles voor je agenda op één plek
				</h2>
				<ul className="mt-10 grid gap-6 sm:grid-cols-2">
					{FEATURES.map((feature) => (
						<li key={feature.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
							<h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
							<p className="mt-2 text-slate-700">{feature.text}</p>
						</li>
					))}
				</ul>
			</section>

			<section aria-labelledby="calculator" className="bg-slate-50">
				<div className="mx-auto max-w-6xl px-4 py-16">
					<h2 id="calculator" className="text-3xl font-bold text-slate-900">
						Probeer de prijscalculator
					</h2>
					<p className="mt-3 max-w-3xl text-slate-700">
						Kies een gewichtsklasse en een vachttype en zie direct welke prijs en tijd Hondentrimboek bij een boeking rekent.
					</p>
					<div className="mt-8">
						<PriceCalculator />
					</div>
				</div>
			</section>

			<section aria-labelledby="starten" className="mx-auto max-w-4xl px-4 py-16 text-center">
				<h2 id="starten" className="text-3xl font-bold text-slate-900">
					Start vandaag nog
				</h2>
				<ol className="mx-auto mt-8 grid max-w-3xl gap-4 text-left sm:grid-cols-3">
					<li className="rounded-xl border border-slate-200 p-5">
						<span className="font-semibold text-brand-700">1.</span> Meld je aan en probeer 14 dagen gratis.
					</li>
					<li className="rounded-xl border border-slate-200 p-5">
						<span className="font-semibold text-brand-700">2.</span> Stel je prijzen en tijden in per gewichtsklasse en vachttype.
					</li>
					<li className="rounded-xl border border-slate-200 p-5">
						<span className="font-semibold text-brand-700">3.</span> Deel je boekingslink met je klanten.
					</li>
				</ol>
				<SignupLink href={signupUrl} className="mt-10" />
			</section>
		</>
	)
}
