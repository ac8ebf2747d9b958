import { paths } from '~/lib/common/paths'
import { CompanyLine } from './company-line'
import { ContactLine } from './contact-line'
import type { LegalSection, LegalSite } from './legal-page'

/** The privacy policy (spec: introduction, data collected, use, cookies, rights, contact). */
export function privacySections({ siteName, contactEmail, company }: LegalSite): LegalSection[] {
	return [
		{
			id: 'inleiding',
			title: 'Inleiding',
			body: (
				<>
					<p>
						{siteName} is een online overzicht van trimsalons in Nederland. Hondeneigenaren zoeken en vergelijken er trimsalons; eigenaren
						van trimsalons melden hun salon aan, claimen en beheren hun vermelding en kunnen een uitgelichte plaats in hun stad kopen.
					</p>
					<p>
						Verwerkingsverantwoordelijke voor de persoonsgegevens in dit beleid is {company.name}. We verwerken alleen de gegevens die we
						nodig hebben om de website te laten werken en houden ons daarbij aan de Algemene Verordening Gegevensbescherming (AVG).
					</p>
					<CompanyLine company={company} contactEmail={contactEmail} />
				</>
			),
		},
		{
			id: 'gegevens',
			title: 'Welke gegevens we verzamelen',
			body: (
				<>
					<p>
						Zonder account kun je de hele website bekijken en zoeken; daarvoor vragen we geen persoonsgegevens. We verwerken gegevens in
						deze situaties:
					</p>
					<ul>
						<li>
							<strong>Account:</strong> je e-mailadres of je mobiele nummer, je naam als je die opgeeft, of je adres of nummer bevestigd is
							en je wachtwoord. Je wachtwoord bewaren we alleen gehasht: niemand, ook wij niet, kan het teruglezen.
						</li>
						<li>
							<strong>Inlogsessies:</strong> als je inlogt, bewaren we de sessie met het IP-adres en het type browser, zodat je ingelogd
							blijft en we misbruik kunnen herkennen.
						</li>
						<li>
							<strong>Claims:</strong> welke trimsalon je claimt, je eventuele toelichting, de status van de claim en bij een afwijzing de
							reden.
						</li>
						<li>
							<strong>Aanmeldingen van trimsalons:</strong> de bedrijfsgegevens die je invult (zoals naam, adres, telefoonnummer, website,
							diensten, openingstijden en prijzen) en je naam en e-mailadres als indiener.
						</li>
						<li>
							<strong>Plekaanvragen:</strong> als je bij trimsalons een plek voor je hond aanvraagt, bewaren we wat je over je hond en wat
							je zoekt invult (naam, ras, gewicht, vacht, leeftijd, wat er nodig is, wanneer, voorkeursdagen, je bericht) en je woonplaats,
							met de antwoorden van de trimsalons. Een trimsalon ziet alleen je hond, wat je zoekt en je woonplaats; je naam, e-mailadres en
							telefoonnummer krijgt alleen de trimsalon waarvan je het aanbod accepteert, en jij krijgt dan de contactgegevens van die
							salon. Een eigenaar kan een aanvraag als misbruik melden; een beheerder bekijkt dat.
						</li>
						<li>
							<strong>Mijn honden:</strong> de honden die je bewaart (naam, ras, gewicht, vacht, hoe vaak je hond naar de trimsalon gaat en
							je notitie voor de trimmer), om je aanvragen en afspraken in te vullen; alleen jij ziet ze, en ze verdwijnen als je ze
							verwijdert of je account verwijdert.
						</li>
						<li>
							<strong>Herinneringen voor de trimbeurt:</strong> geef je een hond een vast ritme (bijvoorbeeld elke 6 weken), dan mailen we
							je een paar dagen voordat het na een afspraak via deze site weer tijd is, met vrije tijden bij dezelfde trimsalon; niet als je
							al een nieuwe afspraak hebt gemaakt. Daarvoor bewaren we bij de afspraak wanneer we die mail stuurden (zodat je hem één keer
							krijgt), zo lang als de afspraak zelf. Zet je de herinneringen uit (met de link in de mail of onder Mijn honden), dan bewaren
							we alleen dat je ze niet wilt, tot je ze weer aanzet of je account verwijdert.
						</li>
						<li>
							<strong>Afspraken:</strong> als je online een afspraak maakt, bewaren we de trimsalon, de tijd, de behandeling en de prijs,
							wat je over je hond invult (naam, ras, gewicht, vacht en je notitie voor de trimmer) en wanneer we je een herinnering en een
							uitnodiging voor een beoordeling stuurden. De trimsalon van de afspraak ziet dat, met je naam, e-mailadres en telefoonnummer,
							zodat hij je kan bereiken over de afspraak; andere trimsalons zien het niet.
						</li>
						<li>
							<strong>Wachtlijsten:</strong> als je op de wachtlijst van een trimsalon gaat staan, bewaren we de trimsalon, de behandeling,
							wat je over je hond invult, je wensen (dagen, dagdeel, einddatum) en sinds wanneer je wacht. De trimsalon ziet je hond, de
							behandeling en je wensen, niet wie je bent; krijg je een vrijgekomen tijd aangeboden en boek je hem, dan is het een afspraak.
						</li>
						<li>
							<strong>Beoordelingen:</strong> je score, je tekst, de maand van je bezoek, de voornaam die je kiest en je account. Op de
							pagina van de salon staan alleen je voornaam, de maand, de score en de tekst; de eigenaar ziet niet wie je bent. Je
							beoordeling blijft staan tot je die zelf verwijdert of je account verwijdert.
						</li>
						<li>
							<strong>Bezwaren tegen beoordelingen:</strong> als je bezwaar maakt tegen een beoordeling, bewaren we de reden en, als je bent
							ingelogd, je account. Een beheerder bekijkt het bezwaar; 12 maanden na een behandeld bezwaar verwijderen we het.
						</li>
						<li>
							<strong>Correcties (&lsquo;Fout melden&rsquo;):</strong> als je doorgeeft dat iets in de vermelding van een trimsalon niet
							klopt, bewaren we wat er niet klopt, je toelichting en, als je een antwoord wilt, je e-mailadres; ben je ingelogd, dan ook je
							account. Je e-mailadres gebruiken we alleen voor ons antwoord en wissen we zodra een beheerder de correctie heeft behandeld.
							Om te tellen hoeveel verschillende mensen een salon als gesloten melden, bewaren we bij de correctie een met een geheime
							sleutel berekende code van je account of van je IP-adres (bij IPv6 het netwerkdeel), waaruit het adres niet terug te halen is.
							De eigenaar van de salon krijgt hooguit één mail per dag met alleen het soort correcties, zonder je toelichting of
							e-mailadres.
						</li>
						<li>
							<strong>Contactberichten:</strong> je naam, e-mailadres, onderwerp en bericht, en het IP-adres waarvandaan je het bericht
							verstuurde.
						</li>
						<li>
							<strong>Betalingen:</strong> voor een uitgelichte vermelding betaal je via onze betaalprovider. Je kaart- of bankgegevens voer
							je bij die provider in; wij ontvangen ze niet. Wij bewaren het gekozen abonnement, de status en looptijd en de kenmerken die
							de betaalprovider ons stuurt.
						</li>
						<li>
							<strong>Zoeken op postcode of plaats:</strong> een postcode of plaats die we zelf niet kennen, kunnen we opzoeken bij een
							kaartdienst (zoals de Locatieserver van PDOK, van de Nederlandse overheid). We sturen alleen wat je zocht mee, niet je
							IP-adres. Het antwoord bewaren we zonder te weten wie zocht, zodat we dezelfde vraag niet opnieuw stellen.
						</li>
						<li>
							<strong>Foto’s en vermeldingen:</strong> de bedrijfsgegevens en foto’s van trimsalons in het overzicht. Dit zijn
							bedrijfsgegevens, maar bij een eenmanszaak kunnen ze naar een persoon te herleiden zijn.
						</li>
						<li>
							<strong>Serverlogboeken:</strong> welke pagina op welk moment werd opgevraagd en met welk resultaat, om storingen en misbruik
							op te sporen.
						</li>
					</ul>
				</>
			),
		},
		{
			id: 'gebruik',
			title: 'Waarvoor we je gegevens gebruiken',
			body: (
				<>
					<ul>
						<li>
							om je te laten inloggen en je account te beveiligen, met e-mails voor het bevestigen van je adres en het herstellen van je
							wachtwoord;
						</li>
						<li>
							om claims en aanmeldingen te beoordelen, een goedgekeurde vermelding aan je account te koppelen en je per e-mail over de
							uitkomst te berichten;
						</li>
						<li>
							om je plekaanvraag bij de trimsalons te bezorgen, hun antwoorden aan jou door te geven en na je akkoord jullie contactgegevens
							uit te wisselen;
						</li>
						<li>
							om je afspraak aan de trimsalon door te geven, je er een dag van tevoren aan te herinneren (per e-mail en, als je een mobiel
							nummer hebt bevestigd, per sms) en je na afloop uit te nodigen de trimsalon te beoordelen;
						</li>
						<li>om je contactbericht te beantwoorden en je een ontvangstbevestiging te sturen;</li>
						<li>om je abonnement voor een uitgelichte vermelding uit te voeren en te administreren;</li>
						<li>
							om spam en misbruik te beperken, bijvoorbeeld door het aantal berichten per IP-adres te begrenzen en je browser na een paar
							aanvragen (bij een correctie zonder bevestigd account meteen) een korte rekenopdracht te laten maken (die we zelf controleren,
							zonder andere partij en zonder cookie).
						</li>
					</ul>
					<p>
						We doen dit omdat het nodig is voor de dienst die je bij ons afneemt (uitvoering van een overeenkomst), omdat we een
						gerechtvaardigd belang hebben bij een veilige website zonder spam, of omdat de wet het vraagt, zoals de fiscale bewaarplicht van
						zeven jaar voor betalingsgegevens.
					</p>
					<h3>Verwerkers en doorgifte buiten de EER</h3>
					<p>
						We verkopen je gegevens niet en gebruiken ze niet voor advertenties. We delen ze alleen met verwerkers die ons helpen de website
						te laten werken, met wie we een verwerkersovereenkomst hebben:
					</p>
					<ul>
						<li>
							<strong>Hosting en database:</strong> een hostingpartij in de Europese Economische Ruimte (EER).
						</li>
						<li>
							<strong>E-mail:</strong> de dienst die onze e-mails verstuurt (bevestigingen, wachtwoordherstel, berichten over claims).
						</li>
						<li>
							<strong>Sms:</strong> als je je met je mobiele nummer aanmeldt, een nieuw wachtwoord aanvraagt of een nummer aan je account
							toevoegt, verstuurt Bird (MessageBird, Nederland) de sms met je code; zij zien je nummer en de tekst. Inloggen met je nummer
							gaat zonder sms. Verandert het nummer van een account zonder e-mailadres, dan krijgt het oude nummer daarover een sms.
						</li>
						<li>
							<strong>Betalingen:</strong> onze betaalprovider Stripe. Stripe kan gegevens in de Verenigde Staten verwerken; die doorgifte
							is gebaseerd op het EU-VS-gegevensprivacykader en de standaardcontractbepalingen van de Europese Commissie.
						</li>
						<li>
							<strong>Kaarten:</strong> de kaarttegels komen van OpenStreetMap (servers onder meer in het Verenigd Koninkrijk, waarvoor een
							adequaatheidsbesluit van de Europese Commissie geldt). Die server ziet je IP-adres wanneer je browser een kaart laadt.
						</li>
					</ul>
				</>
			),
		},
		{
			id: 'bewaartermijnen',
			title: 'Bewaartermijnen',
			body: (
				<ul>
					<li>Serverlogboeken (zonder e-mailadressen of inlogcodes): uiterlijk 30 dagen.</li>
					<li>Inlogsessies met IP-adres en browsertype: tot je uitlogt, en uiterlijk 7 dagen na je laatste bezoek.</li>
					<li>Verstuurde e-mails: 30 dagen.</li>
					<li>
						Sms-codes (alleen gehasht bewaard, 10 minuten geldig) met je nummer: tot ze gebruikt zijn, een verlopen code uiterlijk een dag.
					</li>
					<li>Opgezochte postcodes en plaatsen (zonder IP-adres of account): 30 dagen, een zoekopdracht zonder uitkomst 1 dag.</li>
					<li>Contactberichten: tot je vraag is afgehandeld, en uiterlijk 1 jaar.</li>
					<li>Aanmeldingen van trimsalons: goedgekeurde gaan op in de vermelding; afgewezen bewaren we 1 jaar.</li>
					<li>Afgewezen claims: 1 jaar, zodat we herhaald misbruik kunnen herkennen.</li>
					<li>
						Tellers tegen misbruik (hoe vaak vanaf een IP-adres, voor een e-mailadres of voor een telefoonnummer iets is aangevraagd):
						alleen als een met een geheime sleutel berekende code waaruit het adres of nummer niet terug te halen is, en uiterlijk een dag
						nadat de telperiode is afgelopen.
					</li>
					<li>
						De code van je account of IP-adres bij een correctie (&lsquo;Fout melden&rsquo;): tot een beheerder de correctie heeft
						behandeld.
					</li>
					<li>Bezoekstatistieken per salon per dag (zonder gegevens over bezoekers): 25 maanden.</li>
					<li>Codes waarmee we bezoekers per dag één keer tellen, en de sleutel van die dag: tot uiterlijk de nacht na die dag.</li>
					<li>
						Meldingen over nieuwe plekken: een onbevestigde aanvraag 7 dagen, een bevestigde melding tot je je afmeldt en uiterlijk 6
						maanden (of 6 maanden na verlengen).
					</li>
					<li>
						Plekaanvragen en de antwoorden erop: een aanvraag staat 14 dagen open; 12 maanden nadat die is gesloten (geaccepteerd,
						ingetrokken of verlopen) verwijderen we die. Verwijder je je account, dan gaan je aanvragen direct mee.
					</li>
					<li>
						Afspraken: 24 maanden nadat de afspraak voorbij is (ook een geannuleerde), zodat jij en de trimsalon kunnen terugkijken; daarna
						verwijderen we hem. Verwijder je je account, dan gaan je afspraken direct mee.
					</li>
					<li>
						Wachtlijsten: tot de einddatum die je koos (hoogstens 6 maanden), tot je van de wachtlijst af gaat of tot je een aangeboden tijd
						boekt; daarna verwijderen we je aanmelding. Verwijder je je account, dan gaan je wachtlijsten direct mee.
					</li>
					<li>Accounts: tot je je account verwijdert of ons vraagt dat te doen.</li>
					<li>Betalingsgegevens (abonnement, facturen, betalingen): 7 jaar, omdat de Belastingdienst dat voorschrijft.</li>
				</ul>
			),
		},
		{
			id: 'openbare-bronnen',
			title: 'Gegevens uit openbare bronnen',
			body: (
				<>
					<p>
						De vermeldingen van trimsalons (naam, adres, telefoonnummer, website, openingstijden, foto's, beoordelingen en fragmenten van
						reviews) halen we uit openbare bronnen, zoals de eigen website van de salon en openbare bedrijfsvermeldingen en reviews op
						kaartdiensten. Bij een eenmanszaak kunnen deze gegevens naar een persoon te herleiden zijn.
					</p>
					<p>
						We verwerken ze op grond van ons gerechtvaardigd belang: hondeneigenaren een volledig overzicht van trimsalons bieden. Je hebt
						het recht om daartegen bezwaar te maken. Mail ons met de naam van je salon; we passen de vermelding aan of verwijderen haar,
						tenzij er dwingende redenen zijn om haar te houden. Je kunt je vermelding ook claimen en zelf beheren.
					</p>
				</>
			),
		},
		{
			id: 'bezoekstatistieken',
			title: 'Bezoekstatistieken voor trimsalons',
			body: (
				<>
					<p>
						Eigenaren van trimsalons zien per dag hoeveel mensen de pagina van hun salon bekeken, op het telefoonnummer, de website of de
						route klikten en de salon in zoekresultaten zagen. Daarvoor stuurt je browser na het tonen van een pagina of bij zo'n klik een
						kort seintje met alleen het nummer van de salon en wat er gebeurde. Zoekmachines en andere bots tellen we niet mee.
					</p>
					<p>
						Zodat niemand de cijfers kan opblazen, tel je per salon per dag maar één keer mee. Daarvoor maken we van je IP-adres en het
						soort browser een code, met een willekeurige sleutel die elke dag nieuw is. Je IP-adres en browsergegevens zelf bewaren we niet,
						en we gebruiken geen cookie. Is de dag voorbij, dan wissen we de sleutel, zodat een code niet meer naar een IP-adres terug te
						rekenen is; uiterlijk in de nacht erna wissen we ook de codes zelf.
					</p>
					<p>Deze dagtotalen per salon bewaren we 25 maanden, zodat eigenaren een jaar met het jaar ervoor kunnen vergelijken.</p>
					<p>
						Eigenaren krijgen op de eerste van de maand een mail met de cijfers van de vorige maand. Daarvoor bewaren we alleen voor welke
						maand de mail verstuurd is; met de link in de mail of in je dashboard zet je hem uit, en dat onthouden we tot je hem weer
						aanzet.
					</p>
				</>
			),
		},
		{
			id: 'meldingen',
			title: 'Meldingen over nieuwe plekken bij trimsalons',
			body: (
				<>
					<p>
						Vraag je om een mail wanneer een trimsalon bij jou in de buurt (of één bepaalde salon) weer nieuwe klanten aanneemt, dan bewaren
						we je e-mailadres, de postcode of plaats die je opgaf (omgezet naar een punt op de kaart), de afstand die je koos, de salon als
						je die ene salon volgt, en de datums van je aanvraag, je bevestiging, je laatste melding en het einde van de melding. Dat doen
						we alleen om je die meldingen te sturen, omdat je erom vroeg (toestemming).
					</p>
					<p>
						We sturen eerst één mail met een bevestigingslink; bevestig je niet, dan sturen we niets meer en verwijderen we de aanvraag na 7
						dagen. Een melding stopt vanzelf na 6 maanden (een week eerder vragen we of je wilt verlengen) en elke mail heeft een link
						waarmee je je afmeldt. Dan verwijderen we de gegevens van die melding direct. Met een account zie en beëindig je je meldingen
						ook onder Mijn account.
					</p>
				</>
			),
		},
		{
			id: 'cookies',
			title: 'Cookies',
			body: (
				<>
					<p>
						We gebruiken één cookie: een sessiecookie die nodig is om je ingelogd te houden. Deze cookie wordt alleen geplaatst als je
						inlogt, is niet leesbaar voor scripts op de pagina en verdwijnt als je uitlogt of de sessie verloopt. Omdat deze cookie strikt
						noodzakelijk is, vragen we er geen toestemming voor.
					</p>
					<p>
						We plaatsen geen tracking-, analyse- of advertentiecookies en gebruiken geen diensten van derden die je over andere websites
						volgen. De kaarten op de website laden kaarttegels van OpenStreetMap; daarbij ziet die server je IP-adres, net als bij het
						bezoeken van elke andere website. Betaal je voor een uitgelichte vermelding, dan gelden op de betaalpagina van de betaalprovider
						de cookies en het privacybeleid van die provider.
					</p>
				</>
			),
		},
		{
			id: 'rechten',
			title: 'Jouw rechten',
			body: (
				<>
					<p>Je hebt het recht om:</p>
					<ul>
						<li>je gegevens in te zien en een kopie te krijgen;</li>
						<li>onjuiste gegevens te laten verbeteren;</li>
						<li>je gegevens te laten verwijderen, voor zover we ze niet wettelijk moeten bewaren;</li>
						<li>de verwerking te laten beperken of er bezwaar tegen te maken;</li>
						<li>je gegevens in een gangbaar formaat mee te nemen naar een andere partij.</li>
					</ul>
					<p>
						Je account verwijder je zelf: log in, open <a href={paths.account}>Mijn account</a> en kies 'Account verwijderen'. Je profiel,
						je e-mailadres en mobiele nummer, je claims, je plekaanvragen, je opgeslagen honden, je afspraken, je wachtlijsten, je meldingen
						over nieuwe plekken en je inloggegevens worden dan direct verwijderd; heeft je account een e-mailadres, dan krijg je daar een
						bevestiging. Trimsalons die je beheerde blijven zonder eigenaar in de gids staan.
					</p>
					<p>
						Voor je andere rechten stuur je je verzoek naar het e-mailadres hieronder. We reageren binnen een maand. Ben je niet tevreden
						over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.
					</p>
				</>
			),
		},
		{
			id: 'contact',
			title: 'Contact',
			body: (
				<>
					<p>Heb je een vraag over dit privacybeleid of over je gegevens?</p>
					<ContactLine contactEmail={contactEmail} />
				</>
			),
		},
	]
}
