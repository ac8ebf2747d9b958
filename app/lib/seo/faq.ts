/** The home page's five questions (spec: finding, frequency, price, contents, preparation; the 35-120 euro reading). */
export const HOME_FAQ = [
	{
		question: 'Hoe vind ik een goede trimsalon bij mij in de buurt?',
		answer:
			'Zoek op je stad, postcode of de naam van een salon. Je ziet dan de trimsalons in de buurt met hun beoordelingen, diensten, prijzen en openingstijden. Vergelijk een paar salons, lees de ervaringen van andere hondeneigenaren en neem contact op om kennis te maken.',
	},
	{
		question: 'Hoe vaak moet mijn hond naar de trimsalon?',
		answer:
			'Dat hangt af van de vacht. Honden met een doorgroeiende vacht, zoals poedels, doodles en shih tzu’s, gaan het best elke 4 tot 6 weken. Honden met een dubbele vacht, zoals herders en husky’s, hoeven minder vaak: salons raden meestal elke 8 tot 12 weken een grondige uitkambeurt aan, en een extra beurt in de verharingstijd.',
	},
	{
		question: 'Wat kost een trimbeurt gemiddeld?',
		answer:
			'Een complete trimbeurt kost meestal tussen de 35 en 120 euro, afhankelijk van de grootte van je hond en de vacht. Voor een kleine hond betaal je ongeveer 35 tot 60 euro, voor een middelgrote hond 50 tot 80 euro en voor een grote hond 70 tot 120 euro. Nagels knippen zit bij een complete trimbeurt meestal in de prijs; los kost het vaak 10 tot 15 euro.',
	},
	{
		question: 'Wat gebeurt er tijdens een trimbeurt?',
		answer:
			'Een standaard trimbeurt bestaat meestal uit borstelen en ontklitten, wassen en föhnen, knippen, trimmen of plukken van de vacht, nagels knippen en de oren reinigen. Veel salons bieden daarnaast extra’s zoals tandenpoetsen of een vlooienbehandeling.',
	},
	{
		question: 'Hoe bereid ik mijn hond voor op een bezoek aan de trimsalon?',
		answer:
			'Laat je hond vooraf uit, zodat hij rustig binnenkomt. Borstel de vacht thuis regelmatig, zodat er weinig klitten zijn, en laat je hond al jong wennen aan het aanraken van poten, oren en snuit. Vertel de trimmer over gezondheidsproblemen, allergieën of angsten van je hond.',
	},
] as const
