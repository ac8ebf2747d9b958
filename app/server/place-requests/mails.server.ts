import type { Executor } from '../platform/db/client.server'
import type { Contact } from '../accounts/lookups.server'
import { queueComposedMail, siteLink } from '../platform/mail/compose.server'
import {
	AGES,
	answerForDogOwner,
	DAYS,
	NEEDS,
	PERIODS,
	REQUEST_OPEN_DAYS,
	weightText,
	type PlaceAnswer,
} from '~/lib/place-requests/place-requests'
import { COAT_TYPE_LABELS } from '~/lib/dogs/coats'
import { paths } from '~/lib/common/paths'

/** What a salon may read of a request before acceptance: the dog, the wish and the place, nothing to reach the person. */
export type DogAndWish = {
	dog_name: string
	breed: string
	weight_kg: number
	coat: string | null
	age: string | null
	needs: string[]
	first_visit: boolean | null
	period: string | null
	days: string[]
	place: string | null
	message: string | null
}

const label = <K extends string>(labels: Record<K, string>, value: string | null) => (value ? (labels[value as K] ?? value) : null)

/** The request as lines for a salon: every field the dog owner filled in, none about how to reach them. */
export function dogAndWishLines(request: DogAndWish): string[] {
	const lines: [string, string | null][] = [
		['Hond', `${request.dog_name}, ${request.breed}, ${weightText(request.weight_kg)}`],
		['Vacht', label(COAT_TYPE_LABELS, request.coat)],
		['Leeftijd', label(AGES, request.age)],
		['Nodig', request.needs.length ? request.needs.map((need) => label(NEEDS, need)).join(', ') : null],
		['Eerste keer naar een trimsalon', request.first_visit === null ? null : request.first_visit ? 'ja' : 'nee'],
		['Wanneer', label(PERIODS, request.period)],
		['Voorkeursdagen', request.days.length ? request.days.map((day) => label(DAYS, day)).join(', ') : null],
		['Woonplaats', request.place],
		['Bericht', request.message],
	]
	return lines.filter(([, value]) => value).map(([name, value]) => `${name}: ${value}`)
}

const contactLines = (contact: Contact) =>
	[
		contact.name ? `Naam: ${contact.name}` : null,
		contact.email ? `E-mail: ${contact.email}` : null,
		contact.phone ? `Telefoon: ${contact.phone}` : null,
	].filter((line): line is string => Boolean(line))

/** To the owner of each salon asked: the dog and the wish, and where to answer. */
export function queueNewRequestMail(tx: Executor, ownerEmail: string, salonName: string, request: DogAndWish) {
	return queueComposedMail(tx, {
		to: ownerEmail,
		subject: `Nieuwe plekaanvraag voor ${salonName}: ${request.dog_name}`,
		greeting: 'Hallo,',
		paragraphs: [
			`Een hondeneigenaar vraagt of ${salonName} plek heeft voor een nieuwe hond.`,
			dogAndWishLines(request).join('\n'),
			`Antwoord in je dashboard met 'Ik heb plek', 'Wachtlijst' of 'Geen plek'. De aanvraag staat ${REQUEST_OPEN_DAYS} dagen open. Zodra de hondeneigenaar jouw aanbod accepteert, zien jullie allebei elkaars contactgegevens.`,
		],
		action: { label: 'Aanvraag beantwoorden', url: siteLink(paths.dashboardRequests) },
	})
}

/** To the dog owner, for each answer: which salon, what it answered. */
export function queueAnswerMail(
	tx: Executor,
	to: { email: string; name: string | null },
	salonName: string,
	dogName: string,
	answer: { answer: PlaceAnswer; proposal: string | null; call_me: boolean; waiting_weeks: number | null },
) {
	const next =
		answer.answer === 'plek'
			? "Wil je deze plek? Kies 'Accepteren' onder Mijn aanvragen: je aanvraag sluit dan bij de andere salons, en jij en deze trimsalon krijgen elkaars contactgegevens."
			: 'Onder Mijn aanvragen zie je alle antwoorden op je aanvraag.'
	return queueComposedMail(tx, {
		to: to.email,
		subject: `${salonName} heeft gereageerd op je aanvraag voor ${dogName}`,
		greeting: `Beste ${to.name || 'hondeneigenaar'},`,
		paragraphs: [`${salonName} heeft je aanvraag voor ${dogName} beantwoord. ${answerForDogOwner(answer)}`, next],
		action: { label: 'Naar Mijn aanvragen', url: siteLink(paths.accountRequests) },
	})
}

/**
 * To the salon whose offer was accepted: the dog owner's contact details, and who calls whom: the dog
 * owner calls when the salon asked for that ('bel me'), else the salon gets in touch.
 */
export function queueAcceptedMail(
	tx: Executor,
	ownerEmail: string,
	salonName: string,
	dogName: string,
	dogOwner: Contact,
	callMe: boolean,
) {
	return queueComposedMail(tx, {
		to: ownerEmail,
		subject: `Je aanbod voor ${dogName} is geaccepteerd`,
		greeting: 'Hallo,',
		paragraphs: [
			callMe
				? `De eigenaar van ${dogName} heeft het aanbod van ${salonName} geaccepteerd en belt je om de afspraak te maken, zoals je vroeg. Hoor je binnen twee dagen niets, neem dan zelf contact op:`
				: `De eigenaar van ${dogName} heeft het aanbod van ${salonName} geaccepteerd. Neem contact op om de afspraak te maken:`,
			contactLines(dogOwner).join('\n') || 'De hondeneigenaar heeft geen contactgegevens bij ons.',
		],
		action: { label: 'Naar je aanvragen', url: siteLink(paths.dashboardRequests) },
	})
}

/** To the dog owner after accepting: the salon's contact details. */
export function queueAcceptanceConfirmation(
	tx: Executor,
	to: { email: string; name: string | null },
	salonName: string,
	dogName: string,
	salon: Contact,
	callMe: boolean,
) {
	return queueComposedMail(tx, {
		to: to.email,
		subject: `Je hebt de plek bij ${salonName} geaccepteerd`,
		greeting: `Beste ${to.name || 'hondeneigenaar'},`,
		paragraphs: [
			callMe
				? `Je hebt het aanbod van ${salonName} voor ${dogName} geaccepteerd. De trimsalon vroeg je te bellen om de afspraak te maken; dit zijn de gegevens van de salon:`
				: `Je hebt het aanbod van ${salonName} voor ${dogName} geaccepteerd. De trimsalon heeft jouw contactgegevens gekregen en neemt contact met je op. De gegevens van de salon:`,
			contactLines(salon).join('\n') || 'De trimsalon heeft geen contactgegevens bij ons.',
			'De andere trimsalons hebben bericht gekregen dat je een plek hebt gevonden.',
		],
		action: { label: 'Naar Mijn aanvragen', url: siteLink(paths.accountRequests) },
	})
}

/** To the other salons: the request no longer needs an answer (accepted elsewhere, withdrawn, or closed). */
export function queueClosedMail(tx: Executor, ownerEmail: string, salonName: string, dogName: string, why: 'filled' | 'withdrawn') {
	const reason =
		why === 'filled'
			? `De hondeneigenaar van ${dogName} heeft een plek bij een andere trimsalon gevonden.`
			: `De hondeneigenaar heeft de aanvraag voor ${dogName} ingetrokken.`
	return queueComposedMail(tx, {
		to: ownerEmail,
		subject: why === 'filled' ? `${dogName} heeft een plek gevonden` : `De aanvraag voor ${dogName} is ingetrokken`,
		greeting: 'Hallo,',
		paragraphs: [reason, `Voor ${salonName} hoef je niets meer te doen. Bedankt voor je reactie!`],
	})
}

/** To the dog owner when an open request closes by itself after 14 days. */
export function queueExpiredMail(tx: Executor, to: { email: string; name: string | null }, dogName: string) {
	return queueComposedMail(tx, {
		to: to.email,
		subject: `Je aanvraag voor ${dogName} is gesloten`,
		greeting: `Beste ${to.name || 'hondeneigenaar'},`,
		paragraphs: [
			`Je aanvraag voor ${dogName} stond ${REQUEST_OPEN_DAYS} dagen open zonder dat je een aanbod hebt geaccepteerd, en is nu gesloten.`,
			'Je kunt altijd een nieuwe aanvraag sturen aan trimsalons die nieuwe klanten aannemen of een wachtlijst hebben.',
		],
		action: { label: 'Trimsalons zoeken', url: siteLink(paths.directory) },
	})
}
