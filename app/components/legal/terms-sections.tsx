import { Link } from 'react-router'
import { CompanyLine } from './company-line'
import { ContactLine } from './contact-line'
import type { LegalSection, LegalSite } from './legal-page'
import { FEATURED_PLANS, formatEuro, MAX_FEATURED_PER_CITY } from '~/lib/featured/featured-plans'
import { paths } from '~/lib/common/paths'
import { OWN_SCORE_MIN_REVIEWS } from '~/lib/reviews/reviews'

/** The terms (spec: general, service, use of the site, reviews, liability, changes, contact). */
export function termsSections({ siteName, contactEmail, company }: LegalSite): LegalSection[] {
	return [
		{
			id: 'algemeen',
			title: 'Algemeen',
			body: (
				<>
					<p>
						Deze voorwaarden gelden voor iedereen die de website {siteName} bezoekt of er een account heeft. Door de website te gebruiken,
						ga je met deze voorwaarden akkoord. Lees ook ons <Link to={paths.privacy}>privacybeleid</Link>, waarin staat hoe we met je
						gegevens omgaan.
					</p>
					<p>De website wordt aangeboden door:</p>
					<CompanyLine company={company} contactEmail={contactEmail} />
				</>
			),
		},
		{
			id: 'dienst',
			title: 'Onze dienst',
			body: (
				<>
					<p>
						{siteName} is een overzicht van trimsalons in Nederland. De gegevens van trimsalons komen uit openbare bronnen, van eigenaren
						die hun salon aanmelden of claimen en van bezoekers die een salon aanmelden. Een aanmelding of claim wordt door ons beoordeeld
						voordat ze zichtbaar wordt of eigendom overgaat.
					</p>
					<p>
						We zijn geen partij bij afspraken tussen jou en een trimsalon. Prijzen, beschikbaarheid en de uitvoering van een trimbeurt zijn
						de verantwoordelijkheid van de trimsalon.
					</p>
					<h3>Uitgelichte vermeldingen</h3>
					<p>
						Eigenaren kunnen hun salon tegen betaling uitlichten in hun stad, met ten hoogste {MAX_FEATURED_PER_CITY} uitgelichte salons per
						stad. Uitgelichte vermeldingen verkopen we alleen aan ondernemers, voor hun eigen trimsalon. Elke uitgelichte vermelding staat
						op de website als betaalde vermelding gemarkeerd. Het abonnement kost {formatEuro(FEATURED_PLANS.monthly.amountCents)} per maand
						of {formatEuro(FEATURED_PLANS.yearly.amountCents)} per jaar, inclusief 21% btw, wordt automatisch verlengd en is via het
						klantportaal op te zeggen tegen het einde van de lopende periode. Een uitgelichte plaats heeft geen invloed op de beoordelingen
						van een salon.
					</p>
					<p>
						Past de eigenaar of een beheerder de vermelding aan, dan loopt de uitgelichte plaats gewoon door. Verwijderen we een vermelding
						(bijvoorbeeld omdat de salon gesloten is of bij misbruik), dan eindigt de uitgelichte plaats op dat moment; het deel van de
						betaalde periode dat je niet hebt gebruikt, betalen we op verzoek naar rato terug, behalve bij misbruik.
					</p>
				</>
			),
		},
		{
			id: 'volgorde',
			title: 'Hoe de volgorde van de resultaten tot stand komt',
			body: (
				<>
					<p>Zoek je op een plaats of postcode, dan tonen we de trimsalons binnen de gekozen straal, de dichtstbijzijnde eerst.</p>
					<p>
						Zoek je op een naam of ander woord, dan staan de salons waarvan de naam het best overeenkomt bovenaan, daarna de rest op
						relevantie. Op de pagina van een stad staan de salons op beoordeling: de hoogste gemiddelde score eerst, bij een gelijke score
						die met de meeste beoordelingen. Heeft een salon ten minste {OWN_SCORE_MIN_REVIEWS} beoordelingen van bezoekers van deze site,
						dan telt ons eigen gemiddelde; anders de score van openbare kaartdiensten. Zie{' '}
						<Link to={paths.reviewPolicy}>hoe we met beoordelingen omgaan</Link>.
					</p>
					<p>
						Kies je de volgorde &lsquo;Eerst vrij&rsquo; voor een kleine, middelgrote of grote hond, dan staan de salons die online
						afspraken aannemen eerst, die met de vroegste vrije tijd bovenaan. Dat is de eerste vrije tijd voor de behandeling die de salon
						als eerste aanbiedt, voor een hond van die grootte met een korte vacht. De andere salons volgen in de gewone volgorde.
					</p>
					<p>
						Bovenaan de pagina van een stad en op de homepage staan daarnaast ten hoogste {MAX_FEATURED_PER_CITY} uitgelichte trimsalons.
						Die plaats is betaald en is op elke kaart gemarkeerd als betaalde vermelding; binnen die groep bepaalt de positie van elke
						plaatsing de volgorde. Betaling heeft geen invloed op de gewone zoekresultaten of op de beoordelingen.
					</p>
				</>
			),
		},
		{
			id: 'gebruik',
			title: 'Gebruik van de website',
			body: (
				<>
					<p>Je gebruikt de website op een normale, eerlijke manier. Het is niet toegestaan om:</p>
					<ul>
						<li>onjuiste of misleidende informatie over een trimsalon aan te melden;</li>
						<li>een trimsalon te claimen die niet van jou is of die je niet vertegenwoordigt;</li>
						<li>het contactformulier te gebruiken voor reclame of spam;</li>
						<li>de website geautomatiseerd en op grote schaal uit te lezen of te verstoren;</li>
						<li>je account met anderen te delen.</li>
					</ul>
					<p>Bij misbruik mogen we een account blokkeren, een claim intrekken of een vermelding aanpassen of verwijderen.</p>
				</>
			),
		},
		{
			id: 'beoordelingen',
			title: 'Beoordelingen',
			body: (
				<>
					<p>
						Bij een trimsalon staan twee soorten beoordelingen, altijd apart: beoordelingen die bezoekers met een bevestigd account op deze
						site schreven, en de score en reviewfragmenten die we overnemen uit openbare bronnen (vooral de bedrijfsvermelding van de salon
						op kaartdiensten). Van die overgenomen beoordelingen kunnen we niet nagaan of ze van echte klanten komen. We passen geen van
						beide aan om een salon beter of slechter te laten lijken, en betaling voor een uitgelichte plaats verandert er niets aan.
					</p>
					<p>
						Een beoordeling die niet door de beugel kan, meld je met &lsquo;Meld deze beoordeling&rsquo;; een beheerder beslist. Eigenaren
						kunnen eenmaal reageren, maar niets verbergen of verwijderen. Meer in{' '}
						<Link to={paths.reviewPolicy}>hoe we met beoordelingen omgaan</Link>.
					</p>
				</>
			),
		},
		{
			id: 'aansprakelijkheid',
			title: 'Aansprakelijkheid',
			body: (
				<>
					<p>
						We doen ons best om de informatie op de website juist en actueel te houden, maar kunnen niet garanderen dat alles altijd klopt
						of dat de website zonder onderbreking beschikbaar is. Controleer belangrijke gegevens, zoals openingstijden en prijzen, bij de
						trimsalon zelf.
					</p>
					<p>
						We zijn niet aansprakelijk voor de diensten van trimsalons, voor schade door het gebruik van informatie op de website of voor de
						inhoud van websites waarnaar we verwijzen, behalve bij opzet of grove nalatigheid van onze kant.
					</p>
				</>
			),
		},
		{
			id: 'recht',
			title: 'Toepasselijk recht en geschillen',
			body: (
				<p>
					Op deze voorwaarden en op het gebruik van de website is Nederlands recht van toepassing. Geschillen leggen we voor aan de bevoegde
					rechter in het arrondissement waar {company.name} is gevestigd, tenzij de wet een andere rechter aanwijst. Ben je consument, dan
					mag je ook de rechter van je eigen woonplaats kiezen.
				</p>
			),
		},
		{
			id: 'wijzigingen',
			title: 'Wijzigingen',
			body: (
				<p>
					We kunnen deze voorwaarden aanpassen, bijvoorbeeld als de website nieuwe functies krijgt. De datum bovenaan deze pagina laat zien
					wanneer de voorwaarden voor het laatst zijn gewijzigd. Bij belangrijke wijzigingen informeren we accounthouders per e-mail.
				</p>
			),
		},
		{
			id: 'contact',
			title: 'Contact',
			body: (
				<>
					<p>Heb je een vraag over deze voorwaarden?</p>
					<ContactLine contactEmail={contactEmail} />
				</>
			),
		},
	]
}
