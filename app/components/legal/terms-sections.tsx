import { Link } from 'react-router'
import { ContactLine } from './contact-line'
import type { LegalSection, LegalSite } from './legal-page'
import { paths } from '~/lib/paths'

/** The terms (spec: general, service, use of the site, reviews, liability, changes, contact). */
export function termsSections({ siteName, contactEmail }: LegalSite): LegalSection[] {
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
						Eigenaren kunnen hun salon tegen betaling uitlichten in hun stad, met ten hoogste drie uitgelichte salons per stad. Een
						uitgelichte vermelding is herkenbaar als zodanig. Het abonnement kost € 11,95 per maand of € 99,95 per jaar, wordt automatisch
						verlengd en is via het klantportaal op te zeggen tegen het einde van de lopende periode. Een uitgelichte plaats heeft geen
						invloed op de beoordelingen van een salon.
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
						De beoordelingen en reviewfragmenten bij een trimsalon geven de ervaringen van klanten weer en komen uit openbare bronnen. We
						passen ze niet aan om een salon beter of slechter te laten lijken, en betaling voor een uitgelichte plaats verandert er niets
						aan.
					</p>
					<p>
						We kunnen niet voor de juistheid van elke beoordeling instaan. Vind je als eigenaar dat een beoordeling onjuist, beledigend of
						in strijd met de wet is, neem dan contact met ons op; we bekijken elk verzoek.
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
