import type { Executor } from '../platform/db/client.server'
import { greetingOf, queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { appointmentUid, calendarAttachment } from './calendar-event.server'
import { appointmentMoment, deadlineMoment } from '~/lib/bookings/free-times'
import { formatDuration } from '~/lib/common/duration'
import { formatEuro } from '~/lib/featured/featured-plans'
import { waitingOfferPath } from '~/lib/common/paths'

/** A freed time held for one dog owner of the waiting list, as the offer's mail tells it. */
export type HeldTime = {
	id: number
	startsAt: Date
	endsAt: Date
	expiresAt: Date
	minutes: number
	priceCents: number
	treatmentName: string
	dogName: string
	salon: { name: string; address: string | null }
}

/**
 * To the dog owner first in line: the salon, the day and time, the price for the dog and until when the
 * time is held, with the link to 'Deze tijd boeken' or 'Nee, dank je', and the time as a tentative event.
 */
export function queueOfferMail(tx: Executor, to: { mailTo: string; name: string | null }, held: HeldTime, token: string) {
	const when = appointmentMoment(held.startsAt)
	const url = siteLink(waitingOfferPath(token))
	const price = `${held.treatmentName} voor ${held.dogName}: ${formatEuro(held.priceCents)}, ongeveer ${formatDuration(held.minutes)}`
	return queueComposedMail(tx, {
		to: to.mailTo,
		subject: `Er is een tijd vrijgekomen bij ${held.salon.name}: ${when}`,
		greeting: greetingOf(to.name),
		paragraphs: [
			`Je staat op de wachtlijst van ${held.salon.name}, en er is een tijd vrijgekomen die bij je wensen past: ${when}.`,
			[price, held.salon.address ? `Adres: ${held.salon.address}` : null].filter(Boolean).join('\n'),
			`We houden deze tijd voor je vrij tot ${deadlineMoment(held.expiresAt)}. Boek je niet op tijd, dan bieden we de tijd aan de volgende op de wachtlijst aan; je blijft zelf op de wachtlijst staan.`,
		],
		action: { label: 'Deze tijd bekijken en boeken', url },
		attachments: [
			calendarAttachment({
				uid: appointmentUid(held.id),
				start: held.startsAt,
				end: held.endsAt,
				summary: `Aangeboden: ${held.treatmentName} voor ${held.dogName} bij ${held.salon.name}`,
				location: held.salon.address,
				description: `${price}\nBoeken vóór ${deadlineMoment(held.expiresAt)}: ${url}`,
				requested: true,
			}),
		],
	})
}

/** The offer's text message: the salon, the dog, the time, until when it is held, and the text's own link. */
export function offerText(
	held: { salonName: string; dogName: string; starts_at: Date; offer_expires_at: Date | null },
	token: string,
): string {
	return `${held.salonName}: er is een tijd vrijgekomen voor ${held.dogName}, ${appointmentMoment(held.starts_at)}. We houden hem voor je vrij tot ${deadlineMoment(held.offer_expires_at!)}. Boeken of afslaan: ${siteLink(waitingOfferPath(token))}`
}
