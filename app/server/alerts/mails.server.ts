import { watchedLabel } from '~/lib/alerts'
import { waitingText } from '~/lib/availability'
import { formatDutchDate } from '~/lib/dutch-date'
import { formatDistance } from '~/lib/distance'
import { dutchDay } from '~/lib/dutch-date'
import type { Executor } from '../platform/db/client.server'
import { queueComposedMail, siteLink, type MailContent } from '../platform/mail/compose.server'
import { mailLinks, newLinkToken } from './links.server'
import { salonPath } from '~/lib/paths'

const GREETING = 'Beste hondenliefhebber,'

export type AlertSubscriptionMailInfo = { id: number; email: string; place_label: string; radius_km: number; salonName: string | null }

type SubscriberMail = Pick<MailContent, 'subject' | 'paragraphs'> & { action?: { label: string; link: 'confirm' | 'renew' } }

/** Every alert mail: to the subscriber, with links of its own (a fresh token) and the one-click unsubscribe. */
async function queueSubscriberMail(executor: Executor, subscription: AlertSubscriptionMailInfo, mail: SubscriberMail) {
	const links = mailLinks(await newLinkToken(executor, subscription.id))
	await queueComposedMail(executor, {
		to: subscription.email,
		greeting: GREETING,
		subject: mail.subject,
		paragraphs: mail.paragraphs,
		action: mail.action && { label: mail.action.label, url: links[mail.action.link] },
		unsubscribeUrl: links.unsubscribe,
	})
}

/** The double opt-in mail: nothing else is sent before its link is opened. */
export function queueConfirmationMail(executor: Executor, subscription: AlertSubscriptionMailInfo) {
	const what = subscription.salonName
		? `${subscription.salonName} weer nieuwe honden aanneemt`
		: `een van de ${watchedLabel(subscription)} nieuwe honden aanneemt`
	return queueSubscriberMail(executor, subscription, {
		subject: 'Bevestig je melding voor nieuwe plekken bij trimsalons',
		paragraphs: [
			`Je hebt gevraagd om een mail wanneer ${what}.`,
			'Bevestig dit met de link hieronder. Zonder bevestiging sturen we je niets meer en verwijderen we je aanvraag na 7 dagen.',
		],
		action: { label: 'Melding bevestigen', link: 'confirm' },
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
	const wait = waitingText(salon.waiting_weeks)
	return `${parts.join(', ')}: ${said}${wait ? `, ${wait}` : ''}.\n${siteLink(salonPath(salon))}`
}

/** The alert: every salon that started taking new dogs since the last one. */
export function queueAlertMail(executor: Executor, subscription: AlertSubscriptionMailInfo, salons: AlertSalon[]) {
	return queueSubscriberMail(executor, subscription, {
		subject:
			salons.length === 1 ? `${salons[0]!.name} neemt weer nieuwe honden aan` : `${salons.length} trimsalons nemen weer nieuwe honden aan`,
		paragraphs: [`Goed nieuws over de ${watchedLabel(subscription)}:`, ...salons.map(salonLines)],
	})
}

/** A week before the end: one click keeps the alerts coming for another six months. */
export function queueRenewalMail(executor: Executor, subscription: AlertSubscriptionMailInfo, expiresAt: Date) {
	return queueSubscriberMail(executor, subscription, {
		subject: 'Je melding voor nieuwe plekken bij trimsalons loopt af',
		paragraphs: [
			`Je melding voor ${watchedLabel(subscription)} stopt op ${formatDutchDate(dutchDay(expiresAt))}.`,
			'Wil je de meldingen houden? Verleng ze met de link hieronder met zes maanden. Doe je niets, dan stoppen ze vanzelf en verwijderen we je gegevens.',
		],
		action: { label: 'Melding verlengen', link: 'renew' },
	})
}
