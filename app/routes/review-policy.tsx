import { Link } from 'react-router'
import type { Route } from './+types/review-policy'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { OWN_SCORE_MIN_REVIEWS, REVIEW_LABELS, SHOWN_REVIEWS } from '~/lib/reviews/reviews'
import { breadcrumbList } from '~/lib/seo/structured-data'
import { shared } from '~/lib/seo/page-share'

const CRUMBS = [
	{ name: 'Home', path: paths.home },
	{ name: REVIEW_LABELS.policy, path: paths.reviewPolicy },
]

export const handle = shared()

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFrom(matches)
	return pageMeta(site, {
		title: REVIEW_LABELS.policy,
		description: 'Waar de beoordelingen op de site vandaan komen, wat we controleren en hoe het gemiddelde tot stand komt.',
		path: paths.reviewPolicy,
		structuredData: site ? [breadcrumbList(site.siteUrl, CRUMBS)] : [],
	})
}

/** Where reviews come from, what we check, how the average is made, and how to report one (the Omnibus rules). */
export default function ReviewPolicy() {
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<Breadcrumbs crumbs={CRUMBS} />
			<h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">{REVIEW_LABELS.policy}</h1>
			<div className="prose mt-6 space-y-8 text-slate-700">
				<section aria-labelledby="herkomst">
					<h2 id="herkomst" className="text-2xl font-semibold text-slate-900">
						Waar de beoordelingen vandaan komen
					</h2>
					<p className="mt-2">
						Op de pagina van een trimsalon staan twee soorten scores, altijd apart van elkaar. De{' '}
						<strong>{REVIEW_LABELS.ownScore.toLowerCase()}</strong> zijn geschreven door bezoekers met een account op deze site; het is niet
						het oordeel van de redactie. De <strong>{REVIEW_LABELS.importedScore.toLowerCase()}</strong> nemen we over uit de openbare
						bedrijfsvermelding van de salon; wie die beoordelingen schreef, kunnen we niet nagaan. Die overgenomen score gebruiken we nooit
						in de gegevens die we aan zoekmachines geven.
					</p>
				</section>
				<section aria-labelledby="controle">
					<h2 id="controle" className="text-2xl font-semibold text-slate-900">
						Wat we controleren
					</h2>
					<ul className="mt-2 list-disc space-y-1 pl-6">
						<li>Alleen wie ingelogd is met een bevestigd e-mailadres of mobiel nummer kan een beoordeling schrijven.</li>
						<li>Per account kun je een salon één keer beoordelen; je kunt je beoordeling later aanpassen of verwijderen.</li>
						<li>Een eigenaar kan zijn eigen salon niet beoordelen, en kan beoordelingen niet verbergen of verwijderen.</li>
						<li>
							Beoordelingen met een link, of die kort na elkaar vanaf hetzelfde adres komen, bekijkt een beheerder eerst; pas daarna worden
							ze zichtbaar.
						</li>
						<li>
							Had je een afspraak bij de salon die je via deze site hebt geboekt en die is doorgegaan, dan staat er &lsquo;Afspraak via deze
							site&rsquo; bij. Verder controleren we niet of je klant bent geweest.
						</li>
					</ul>
				</section>
				<section aria-labelledby="gemiddelde">
					<h2 id="gemiddelde" className="text-2xl font-semibold text-slate-900">
						Hoe het gemiddelde tot stand komt
					</h2>
					<p className="mt-2">
						Ons gemiddelde is het gewone gemiddelde van de scores (1 tot 5 botjes) van alle zichtbare beoordelingen, afgerond op één
						decimaal, ook van de beoordelingen die niet op de pagina passen. Elke beoordeling telt even zwaar. Op de pagina van een salon
						staan de nieuwste {SHOWN_REVIEWS} beoordelingen, de nieuwste bovenaan. Heeft een salon ten minste {OWN_SCORE_MIN_REVIEWS} van
						onze beoordelingen, dan bepaalt ons gemiddelde de volgorde op stadspagina&rsquo;s en de score op de salonkaart. Heeft een salon
						er minder, dan gelden daar de overgenomen score en het aantal overgenomen beoordelingen.
					</p>
				</section>
				<section aria-labelledby="gelijk">
					<h2 id="gelijk" className="text-2xl font-semibold text-slate-900">
						Positief en negatief gelijk behandeld
					</h2>
					<p className="mt-2">
						We plaatsen positieve en negatieve beoordelingen op dezelfde manier. Niemand krijgt geld of een voordeel voor een beoordeling,
						en een betaalde uitgelichte plaats verandert niets aan de beoordelingen of het gemiddelde. De eigenaar mag één keer reageren;
						die reactie staat onder de beoordeling als &lsquo;{REVIEW_LABELS.replyHeading}&rsquo;.
					</p>
				</section>
				<section aria-labelledby="melden">
					<h2 id="melden" className="text-2xl font-semibold text-slate-900">
						Een beoordeling melden
					</h2>
					<p className="mt-2">
						Bij elke beoordeling staat &lsquo;{REVIEW_LABELS.report}&rsquo;. Iedereen kan dat doen, ook zonder account; geef de reden op.
						Een beheerder beslist of de beoordeling blijft staan of wordt verwijderd. We verwijderen een beoordeling alleen als die niet
						over een eigen ervaring met de salon gaat, als die beledigt, discrimineert of bedreigt, persoonsgegevens van anderen noemt,
						reclame maakt, of duidelijk nep is (bijvoorbeeld door de eigenaar zelf of een concurrent geschreven); niet omdat die negatief
						is. Wordt een beoordeling verwijderd, dan krijgt de schrijver een e-mail met de reden. Een verwijderde beoordeling kan de
						schrijver niet meer aanpassen, verwijderen of opnieuw plaatsen; alleen een beheerder kan die terugzetten. Klopt er iets niet aan
						de gegevens van een salon, gebruik dan &lsquo;
						{REVIEW_LABELS.correction}&rsquo; op de pagina van de salon, of{' '}
						<Link to={paths.contact} className="underline">
							neem contact op
						</Link>
						.
					</p>
				</section>
			</div>
		</div>
	)
}
