import { isFresh, type Availability } from '../salons/availability'

// The dog's facts are the dogs domain's; Plek aanvragen names them as before.
export { COMMON_BREEDS, weightText } from '../dogs/dogs'

/**
 * A place request ("plekaanvraag"): one dog owner asks up to five salons at once whether they have
 * room for a dog. Each salon answers once; the dog owner accepts one offer, withdraws, or the request
 * closes by itself.
 */
export const PLACE_REQUEST_STATUSES = ['open', 'accepted', 'withdrawn', 'expired'] as const
export type PlaceRequestStatus = (typeof PLACE_REQUEST_STATUSES)[number]

/** A salon's answer: room (with a proposal), the waiting list (with the expected weeks), or no room. */
export const PLACE_ANSWERS = ['plek', 'wachtlijst', 'geen-plek'] as const
export type PlaceAnswer = (typeof PLACE_ANSWERS)[number]

export const PLACE_ANSWER_LABELS: Record<PlaceAnswer, string> = {
	plek: 'Ik heb plek',
	wachtlijst: 'Wachtlijst',
	'geen-plek': 'Geen plek',
}

export const PLACE_REQUEST_STATUS_LABELS: Record<PlaceRequestStatus, string> = {
	open: 'Open',
	accepted: 'Geaccepteerd',
	withdrawn: 'Ingetrokken',
	expired: 'Gesloten',
}

/** The link on a salon page and the title of the form. */
export const PLACE_REQUEST_LABEL = 'Plek aanvragen'
export const MY_REQUESTS_LABEL = 'Mijn aanvragen'

/** At most this many salons in one request. */
export const MAX_SALONS_PER_REQUEST = 5
/** At most this many open requests per account. */
export const MAX_OPEN_REQUESTS = 3
/** At most this many salons asked per account in 24 hours. */
export const MAX_SALONS_PER_DAY = 10
/** A request without an accepted offer closes after this many days. */
export const REQUEST_OPEN_DAYS = 14
/** Closed requests (and the personal data in them) are deleted this many months after closing. */
export const REQUEST_RETENTION_MONTHS = 12

export const COATS = {
	kort: 'Kort haar',
	halflang: 'Halflang haar',
	lang: 'Lang haar',
	krullend: 'Krullend haar of wol',
	ruwhaar: 'Ruwhaar (plukken)',
	dubbel: 'Dubbele vacht',
} as const
export type Coat = keyof typeof COATS

export const AGES = {
	pup: 'Pup (jonger dan 1 jaar)',
	jong: '1 tot 3 jaar',
	volwassen: '3 tot 8 jaar',
	senior: '8 jaar of ouder',
} as const
export type Age = keyof typeof AGES

export const NEEDS = {
	trimmen: 'Trimmen',
	wassen: 'Wassen en föhnen',
	plukken: 'Plukken/handstrippen',
	nagels: 'Nagels knippen',
	wennen: 'Puppy laten wennen',
} as const
export type Need = keyof typeof NEEDS

export const PERIODS = {
	'zo-snel-mogelijk': 'Zo snel mogelijk',
	'binnen-2-weken': 'Binnen 2 weken',
	'binnen-een-maand': 'Binnen een maand',
	flexibel: 'Ik ben flexibel',
} as const
export type Period = keyof typeof PERIODS

export const DAYS = { ma: 'Maandag', di: 'Dinsdag', wo: 'Woensdag', do: 'Donderdag', vr: 'Vrijdag', za: 'Zaterdag' } as const
export type Day = keyof typeof DAYS

/**
 * Whether a salon takes place requests: it has an owner who answers them, and the owner's recent
 * statement (within 60 days) says it takes new clients or keeps a waiting list.
 */
export function takesRequests(salon: Availability & { owner_id: string | null }, now: Date): boolean {
	if (!salon.owner_id || !isFresh(salon, now)) return false
	return salon.accepts_new_clients === 'ja' || salon.accepts_new_clients === 'wachtlijst'
}

/** What a salon answered, as one line for lists and mails: 'Ik heb plek: dinsdag 10:00', 'Wachtlijst: ± 4 weken'. */
export function answerLine(answer: { answer: PlaceAnswer; proposal: string | null; call_me: boolean; waiting_weeks: number | null }) {
	const label = PLACE_ANSWER_LABELS[answer.answer]
	if (answer.answer === 'plek') {
		const details = [answer.proposal, answer.call_me ? 'bel me om een afspraak te maken' : null].filter(Boolean)
		return details.length ? `${label}: ${details.join(', ')}` : label
	}
	if (answer.answer === 'wachtlijst' && answer.waiting_weeks !== null)
		return `${label}: ± ${answer.waiting_weeks} ${answer.waiting_weeks === 1 ? 'week' : 'weken'}`
	return label
}

/**
 * The salon page's line about how fast it answers, from the hours to the first answer of each
 * request in the last 90 days (the median); nothing below three requests, which says too little.
 */
export const RESPONSE_TIME_MIN_REQUESTS = 3
export function responseTimeLine(hours: number[]): string | undefined {
	if (hours.length < RESPONSE_TIME_MIN_REQUESTS) return undefined
	const sorted = [...hours].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
	if (median <= 3) return 'Reageert meestal binnen een paar uur'
	if (median <= 24) return 'Reageert meestal binnen 1 dag'
	const days = Math.ceil(median / 24)
	return days <= 7 ? `Reageert meestal binnen ${days} dagen` : 'Reageert meestal na meer dan een week'
}
