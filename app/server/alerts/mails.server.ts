import { formatDutchDate } from '~/lib/dutch-date'
import { formatDistance } from '~/lib/distance'
import { countLabel } from '~/lib/dutch-number'
import { salonPath } from '~/lib/salon-card'
import { dutchDay } from '~/lib/statistics'
import type { Executor } from '../db/client.server'
import { queueComposedMail, siteLink } from '../mail/compose.server'
import { mailLinks, newLinkToken } from './links.server'

const GREETING = 'Beste hondenliefhebber,'

export type AlertSubscriptionMailInfo = { id: number; email: string; place_label: string; radius_km: number; salonName: string | null }

/** 'trimsalons binnen 10 km van 3511' or 'Trimsalon De Poedel'. */
function whatIsWatched(subscription: AlertSubscriptionMailInfo) {
	return subscription.salonName ?? `trimsalons binnen ${subscription.radius_km} km van ${subscription.place_label}`
}

/** The double opt-in mail: nothing else is sent before its link is opened. */
export async function queueConfirmationMail(executor: Executor, subscription: AlertSubscriptionMailInfo) {
	const links = mailLinks(await newLinkToken(executor, subscription.id))
	await queueComposedMail(executor, {
		to: subscription.email,
		subject: 'Bevestig je melding voor nieuwe plekken bij trimsalons',
		greeting: GREETING,
		paragraphs: [
			`Je hebt gevraagd om een mail wanneer ${subscription.salonName ? `${subscription.salonName} weer nieuwe honden aanneemt` : `een van de ${whatIsWatched(subscription)} nieuwe honden aanneemt`}.`,
			'Bevestig dit met de link hieronder. Zonder bevestiging sturen we je niets meer en verwijderen we je aanvraag na 7 dagen.',
		],
		action: { label: 'Melding bevestigen', url: links.confirm },
		unsubscribeUrl: links.unsubscribe,
	})
}

export type AlertSalon = {
	name: string
	slug: string | null
	id: number
	distanceKm: number | null
	availability_updated_at: Date | string | null
	waiting_weeks: number | null
}

function salonLines(salon: AlertSalon): string {
	const parts = [salon.name]
	if (salon.distanceKm !== null) parts.push(`op ${formatDistance(salon.distanceKm)}`)
	const said = salon.availability_updated_at
		? `neemt nieuwe honden aan (volgens de eigenaar op ${formatDutchDate(dutchDay(new Date(salon.availability_updated_at)))})`
		: 'neemt nieuwe honden aan'
	const wait = salon.waiting_weeks ? `, wachttijd ± ${countLabel(salon.waiting_weeks, 'week', 'weken')}` : ''
	return `${parts.join(', ')}: ${said}${wait}.\n${siteLink(salonPath(salon))}`
}

/** The alert: every salon that started taking new dogs since the last one. */
export async function queueAlertMail(executor: Executor, subscription: AlertSubscriptionMailInfo, salons: AlertSalon[]) {
	const links = mailLinks(await newLinkToken(executor, subscription.id))
	const first = salons[0]!
	await queueComposedMail(executor, {
		to: subscription.email,
		subject:
			salons.length === 1 ? `${first.name} neemt weer nieuwe honden aan` : `${salons.length} trimsalons nemen weer nieuwe honden aan`,
		greeting: GREETING,
		paragraphs: [`Goed nieuws over de ${whatIsWatched(subscription)}:`, ...salons.map(salonLines)],
		unsubscribeUrl: links.unsubscribe,
	})
}

/** A week before the end: one click keeps the alerts coming for another six months. */
export async function queueRenewalMail(executor: Executor, subscription: AlertSubscriptionMailInfo, expiresAt: Date) {
	const links = mailLinks(await newLinkToken(executor, subscription.id))
	await queueComposedMail(executor, {
		to: subscription.email,
		subject: 'Je melding voor nieuwe plekken bij trimsalons loopt af',
		greeting: GREETING,
		paragraphs: [
			`Je melding voor ${whatIsWatched(subscription)} stopt op ${formatDutchDate(dutchDay(expiresAt))}.`,
			'Wil je de meldingen houden? Verleng ze met de link hieronder met zes maanden. Doe je niets, dan stoppen ze vanzelf en verwijderen we je gegevens.',
		],
		action: { label: 'Melding verlengen', url: links.renew },
		unsubscribeUrl: links.unsubscribe,
	})
}
