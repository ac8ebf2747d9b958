import { alertFooter, alertMailText, confirmationMailText, renewalMailText } from '~/server/alerts/mail-text.server'
import { dutchDay, formatDutchDate } from '~/lib/common/dutch-date'
import { salonPath } from '~/lib/common/paths'
import { config } from '../platform/config.server'
import type { Executor } from '../platform/db/client.server'
import { queueComposedMail, siteLink, type MailContent } from '../platform/mail/compose.server'
import { mailLinks, newLinkToken } from './links.server'

const GREETING = 'Beste hondenliefhebber,'

export type AlertSubscriptionMailInfo = { id: number; email: string; place_label: string; radius_km: number; salonName: string | null }

type SubscriberMail = Pick<MailContent, 'subject' | 'paragraphs'> & { action?: { label: string; link: 'confirm' | 'renew' } }

/**
 * Every alert mail: to the subscriber, with links of its own (a fresh token) and, under it, why it
 * came and the link that stops this one alert (or deletes the unconfirmed request).
 */
async function queueSubscriberMail(executor: Executor, subscription: AlertSubscriptionMailInfo, mail: SubscriberMail, confirmed = true) {
	const links = mailLinks(await newLinkToken(executor, subscription.id))
	await queueComposedMail(executor, {
		to: subscription.email,
		greeting: GREETING,
		subject: mail.subject,
		paragraphs: mail.paragraphs,
		action: mail.action && { label: mail.action.label, url: links[mail.action.link] },
		unsubscribe: { url: links.unsubscribe, ...alertFooter(subscription, confirmed, config().SITE_NAME) },
	})
}

/** The double opt-in mail: nothing else is sent before its link is opened. */
export function queueConfirmationMail(executor: Executor, subscription: AlertSubscriptionMailInfo) {
	const mail = { ...confirmationMailText(subscription), action: { label: 'Melding bevestigen', link: 'confirm' as const } }
	return queueSubscriberMail(executor, subscription, mail, false)
}

export type AlertSalon = {
	name: string
	slug: string | null
	id: number
	distanceKm: number | null
	availability_updated_at: Date | string | null
	waiting_weeks: number | null
}

/** The alert: every salon that started taking new clients since the last one. */
export function queueAlertMail(executor: Executor, subscription: AlertSubscriptionMailInfo, salons: AlertSalon[]) {
	const listed = salons.map((salon) => ({
		name: salon.name,
		link: siteLink(salonPath(salon)),
		distanceKm: subscription.salonName === null ? salon.distanceKm : null,
		saidOn: salon.availability_updated_at ? formatDutchDate(dutchDay(new Date(salon.availability_updated_at))) : null,
		waiting_weeks: salon.waiting_weeks,
	}))
	return queueSubscriberMail(executor, subscription, alertMailText(subscription, listed))
}

/** A week before the end: one click keeps the alerts coming for another six months. */
export function queueRenewalMail(executor: Executor, subscription: AlertSubscriptionMailInfo, expiresAt: Date) {
	const mail = {
		...renewalMailText(subscription, formatDutchDate(dutchDay(expiresAt))),
		action: { label: 'Melding verlengen', link: 'renew' as const },
	}
	return queueSubscriberMail(executor, subscription, mail)
}
