import { FEATURED_PLANS, formatEuro, MAX_FEATURED_PER_CITY, yearlySavingPercent } from './featured-plans'

const monthly = formatEuro(FEATURED_PLANS.monthly.amountCents)
const yearly = formatEuro(FEATURED_PLANS.yearly.amountCents)

/** The questions salon owners ask before they register; prices come from the plan definitions. */
export const OWNER_FAQ = [
	{
		question: 'Kost een vermelding iets?',
		answer:
			'Nee. Elke trimsalon staat gratis in de gids, en het claimen en bijwerken van je vermelding is ook gratis. Alleen een uitgelichte plaats in je stad is betaald.',
	},
	{
		question: 'Hoe bewijs ik dat de trimsalon van mij is?',
		answer:
			'Je dient een claim in vanaf de pagina van je trimsalon, met een kort bericht. Een beheerder controleert je aanvraag binnen 2-3 werkdagen en je krijgt per e-mail bericht.',
	},
	{
		question: 'Mijn trimsalon staat er niet tussen. Wat nu?',
		answer:
			'Meld je trimsalon aan via het aanmeldformulier. Na goedkeuring staat je vermelding direct online en koppelen we hem aan je account.',
	},
	{
		question: 'Wat kost een uitgelichte plaats?',
		answer: `${FEATURED_PLANS.monthly.label} ${monthly} ${FEATURED_PLANS.monthly.perLabel} of ${FEATURED_PLANS.yearly.label.toLowerCase()} ${yearly} ${FEATURED_PLANS.yearly.perLabel} (${yearlySavingPercent()}% besparing). Per stad zijn er maximaal ${MAX_FEATURED_PER_CITY} plaatsen.`,
	},
	{
		question: 'Kan ik stoppen wanneer ik wil?',
		answer:
			'Ja. Je zegt je abonnement op in de klantomgeving van de betaalprovider, die je vanuit je dashboard opent. Je plaats blijft tot het einde van de betaalde periode.',
	},
	{
		question: 'Zien bezoekers dat een plaats betaald is?',
		answer:
			'Ja. Uitgelichte trimsalons zijn in de resultaten gemarkeerd als betaalde vermelding, zodat bezoekers weten waarom ze bovenaan staan.',
	},
] as const
