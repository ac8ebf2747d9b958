import { watchedLabel, watchedSubject } from '../../lib/alerts/alerts'
import { waitingText } from '../../lib/salons/availability'
import { formatDistance } from '../../lib/search/distance'

/** What a subscription watches: one salon (its name) or an area (place and radius). */
export type WatchedAlert = { place_label: string; radius_km: number; salonName: string | null }

export type AlertMailSalon = {
	name: string
	/** The salon's page, as an absolute link. */
	link: string
	/** From the subscriber's place; null for a one-salon alert (the distance to itself means nothing). */
	distanceKm: number | null
	/** The day the owner said 'ja', written out ('3 maart 2026'); null when unknown. */
	saidOn: string | null
	waiting_weeks: number | null
}

/** 'volgens de eigenaar sinds 3 maart 2026, wachttijd ± 1 week' */
function details(salon: AlertMailSalon) {
	const parts = [salon.saidOn ? `volgens de eigenaar sinds ${salon.saidOn}` : null, waitingText(salon.waiting_weeks) ?? null]
	return parts.filter(Boolean).join(', ')
}

/** The alert itself: the salon, or every salon in the area that started taking new clients, nearest first. */
export function alertMailText(alert: WatchedAlert, salons: readonly AlertMailSalon[]) {
	if (alert.salonName !== null) {
		const salon = salons[0]!
		const more = details(salon)
		return {
			subject: `${alert.salonName} neemt weer nieuwe klanten aan`,
			paragraphs: [`Goed nieuws: ${alert.salonName} neemt weer nieuwe klanten aan${more ? ` (${more})` : ''}.\n${salon.link}`],
		}
	}
	const area = watchedLabel(alert)
	const one = salons.length === 1
	const line = (salon: AlertMailSalon) => {
		const more = [salon.distanceKm === null ? null : `op ${formatDistance(salon.distanceKm)}`, details(salon) || null].filter(Boolean)
		return `${salon.name}${more.length ? ` (${more.join(', ')})` : ''}\n${salon.link}`
	}
	return {
		subject: one ? `${salons[0]!.name} neemt weer nieuwe klanten aan` : `${salons.length} trimsalons nemen weer nieuwe klanten aan`,
		paragraphs: [
			one
				? `Goed nieuws: een van de ${area} neemt weer nieuwe klanten aan.`
				: `Goed nieuws: ${salons.length} van de ${area} nemen weer nieuwe klanten aan.`,
			...salons.map(line),
		],
	}
}

/** The double opt-in mail. */
export function confirmationMailText(alert: WatchedAlert) {
	return {
		subject: 'Bevestig je melding voor nieuwe plekken bij trimsalons',
		paragraphs: [
			`Je vroeg om een mail wanneer ${watchedSubject(alert)} weer nieuwe klanten aanneemt.`,
			'Bevestig dit met de link hieronder. Zonder bevestiging sturen we je niets en verwijderen we je aanvraag na 7 dagen.',
		],
	}
}

/** A week before the end. */
export function renewalMailText(alert: WatchedAlert, endsOn: string) {
	return {
		subject: 'Je melding voor nieuwe plekken bij trimsalons loopt af',
		paragraphs: [
			`Je melding voor ${watchedLabel(alert)} stopt op ${endsOn}.`,
			'Wil je de meldingen houden? Verleng ze met de link hieronder met zes maanden. Doe je niets, dan stoppen ze vanzelf en verwijderen we je gegevens.',
		],
	}
}

/** Under every alert mail: why the reader gets it, and that the link ends this one alert only. */
export function alertFooter(alert: WatchedAlert, confirmed: boolean, siteName: string) {
	return confirmed
		? {
				why: `Je krijgt deze mail omdat je op ${siteName} een melding hebt aangevraagd voor ${watchedLabel(alert)}.`,
				label: 'Deze melding stoppen (andere meldingen blijven lopen)',
			}
		: {
				why: `Je krijgt deze mail omdat dit e-mailadres op ${siteName} is opgegeven voor een melding. Niet door jou aangevraagd? Negeer de mail, of verwijder de aanvraag meteen.`,
				label: 'Aanvraag verwijderen',
			}
}
