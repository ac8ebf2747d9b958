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
	expired: 'Verlopen',
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

type GivenAnswer = { answer: PlaceAnswer; proposal: string | null; call_me: boolean; waiting_weeks: number | null }

/** '4 weken', or nothing for a wait of 0 weeks (or none given). */
const waitText = (weeks: number | null) => (weeks ? `${weeks} ${weeks === 1 ? 'week' : 'weken'}` : null)

/** The owner's own answer, in their words (the buttons'): 'Ik heb plek: dinsdag 10:00; bel me …', 'Wachtlijst: ± 4 weken'. */
export function answerLine(answer: GivenAnswer) {
	const label = PLACE_ANSWER_LABELS[answer.answer]
	if (answer.answer === 'plek') {
		const details = [answer.proposal, answer.call_me ? 'bel me om een afspraak te maken' : null].filter(Boolean)
		return details.length ? `${label}: ${details.join('; ')}` : label
	}
	const wait = answer.answer === 'wachtlijst' ? waitText(answer.waiting_weeks) : null
	return wait ? `${label}: ± ${wait}` : label
}

/**
 * A salon's answer as the dog owner reads it, about the salon and what to do next: 'De salon heeft plek,
 * voorstel: dinsdag 10:00. De salon vraagt je te bellen om de afspraak te maken.'; a waiting list says
 * that the dog is not on a list by it, and that only an offer of room can be accepted.
 */
export function answerForDogOwner(answer: GivenAnswer) {
	if (answer.answer === 'plek') {
		const offer = answer.proposal ? `De salon heeft plek, voorstel: ${answer.proposal}.` : 'De salon heeft plek.'
		return answer.call_me ? `${offer} De salon vraagt je te bellen om de afspraak te maken.` : offer
	}
	if (answer.answer === 'wachtlijst') {
		const wait = waitText(answer.waiting_weeks)
		return `De salon heeft nu geen plek en verwacht ${wait ? `over ongeveer ${wait} ` : 'later '}weer plek. Je hond staat daarmee nog niet op een wachtlijst; alleen op 'Ik heb plek' kun je ingaan.`
	}
	return 'De salon heeft geen plek.'
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
	if (median <= 3) return 'Reageert meestal binnen een paar uur op plekaanvragen'
	if (median <= 24) return 'Reageert meestal binnen 1 dag op plekaanvragen'
	const days = Math.ceil(median / 24)
	return days <= 7 ? `Reageert meestal binnen ${days} dagen op plekaanvragen` : 'Reageert meestal pas na meer dan een week op plekaanvragen'
}
