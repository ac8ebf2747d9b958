import type { Contact } from '../accounts/lookups.server'
import type { Executor } from '../platform/db/client.server'
import { greetingOf, queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { appointmentUid, calendarAttachment } from './calendar-event.server'
import { appointmentMoment } from '~/lib/bookings/free-times'
import { cancelRuleSentence } from '~/lib/bookings/my-appointments'
import { formatDuration } from '~/lib/common/duration'
import { COAT_TYPE_LABELS, type CoatType } from '~/lib/bookings/pricing'
import { formatEuro } from '~/lib/featured/featured-plans'
import { weightText } from '~/lib/dogs/dogs'
import { agendaPath, appointmentCancelPath } from '~/lib/common/paths'

/** An appointment just booked, as both mails tell it. */
export type BookedAppointment = {
	id: number
	requested: boolean
	/** A request holds its time until then: the salon answers before it, or the time is free again. */
	respondBy: Date | null
	startsAt: Date
	endsAt: Date
	minutes: number
	priceCents: number
	treatmentName: string
	dog: { name: string; breed: string; weightKg: number; coat: CoatType; notes: string | null }
	salon: { id: number; name: string; address: string | null; phone: string | null }
	/** Until when the dog owner may cancel it online; null for a time booked inside the salon's deadline. */
	cancelOnlineUntil: Date | null
	/** Planned by the salon in its Agenda ('Volgende afspraak plannen'), not booked by the dog owner. */
	plannedBySalon?: boolean
}

const dogLine = ({ dog }: BookedAppointment) =>
	`${dog.name}, ${dog.breed}, ${weightText(dog.weightKg)}, vacht: ${COAT_TYPE_LABELS[dog.coat].toLowerCase()}`
const priceLine = (appointment: BookedAppointment) =>
	`${appointment.treatmentName}: ${formatEuro(appointment.priceCents)}, ongeveer ${formatDuration(appointment.minutes)}`

/** Until when and how the dog owner cancels: with the mail's link or under Mijn afspraken, later by phone. */
/**
 * How to cancel one appointment, in the mails that confirm it: online until the deadline (with the
 * mail's link or under Mijn afspraken), then by phone; a time inside the deadline only by phone.
 */
export function cancelRuleText(onlineUntil: Date | null, salonPhone: string | null) {
	const call = `de trimsalon${salonPhone ? ` (${salonPhone})` : ''}`
	return onlineUntil
		? `${cancelRuleSentence(onlineUntil)} Dat kan met de link hieronder of onder Mijn afspraken; daarna bel je ${call}.`
		: `${cancelRuleSentence(null)} Kun je niet komen, bel dan ${call}.`
}

const answerBy = (appointment: BookedAppointment) => appointmentMoment(appointment.respondBy!)

function event(appointment: BookedAppointment, summary: string, description: string[]) {
	return calendarAttachment({
		uid: appointmentUid(appointment.id),
		start: appointment.startsAt,
		end: appointment.endsAt,
		summary,
		location: appointment.salon.address,
		description: description.join('\n'),
		requested: appointment.requested,
	})
}

/**
 * To the dog owner: the appointment (or the request, when the salon approves a new client's first
 * booking), the price, the address, and a link that cancels it without signing in, with the event.
 */
export function queueBookedMailToDogOwner(
	tx: Executor,
	to: { mailTo: string; name: string | null },
	appointment: BookedAppointment,
	cancelToken: string,
) {
	const { salon } = appointment
	const when = appointmentMoment(appointment.startsAt)
	const cancelUrl = siteLink(appointmentCancelPath(cancelToken))
	return queueComposedMail(tx, {
		to: to.mailTo,
		subject: appointment.requested
			? `Afspraak aangevraagd bij ${salon.name}`
			: appointment.plannedBySalon
				? `${salon.name} heeft je volgende afspraak ingepland`
				: `Afspraak bevestigd bij ${salon.name}`,
		greeting: greetingOf(to.name),
		paragraphs: [
			appointment.requested
				? `Je hebt bij ${salon.name} een afspraak aangevraagd voor ${when}. Omdat je nieuw bent bij deze trimsalon, bevestigt de salon je eerste afspraak; je krijgt daarover een e-mail. Tot dan houden we de tijd voor je vrij, uiterlijk tot ${answerBy(appointment)}.`
				: appointment.plannedBySalon
					? `${salon.name} heeft je volgende afspraak ingepland: ${when}. Komt deze tijd je niet uit, annuleer dan en maak een andere afspraak.`
					: `Je afspraak bij ${salon.name} staat vast: ${when}.`,
			[priceLine(appointment), `Hond: ${dogLine(appointment)}`, salon.address ? `Adres: ${salon.address}` : null]
				.filter(Boolean)
				.join('\n'),
			cancelRuleText(appointment.cancelOnlineUntil, salon.phone),
		],
		// A time inside the deadline cannot be cancelled online: no button that would only refuse.
		action: appointment.cancelOnlineUntil ? { label: 'Afspraak annuleren', url: cancelUrl } : undefined,
		attachments: appointment.requested
			? []
			: [
					event(appointment, `${appointment.treatmentName} voor ${appointment.dog.name} bij ${salon.name}`, [
						priceLine(appointment),
						`Annuleren: ${cancelUrl}`,
					]),
				],
	})
}

/** To the salon's owner: the new appointment, the dog as booked and how to reach its owner, with the event. */
export function queueBookedMailToSalon(
	tx: Executor,
	owner: { mailTo: string; name: string | null },
	appointment: BookedAppointment,
	dogOwner: Contact,
) {
	const when = appointmentMoment(appointment.startsAt)
	const contact = [dogOwner.name, dogOwner.email, dogOwner.phone].filter(Boolean).join(', ')
	return queueComposedMail(tx, {
		to: owner.mailTo,
		subject: appointment.requested
			? `Aanvraag voor een afspraak bij ${appointment.salon.name}: ${appointment.dog.name}, ${when}`
			: `Nieuwe afspraak bij ${appointment.salon.name}: ${appointment.dog.name}, ${when}`,
		greeting: greetingOf(owner.name),
		paragraphs: [
			appointment.requested
				? `Een nieuwe klant vraagt een afspraak aan bij ${appointment.salon.name} voor ${when}. Keur de afspraak goed of wijs hem af in je agenda vóór ${answerBy(appointment)}; tot dan blijft de tijd bezet. Daarna vervalt de aanvraag en is de tijd weer vrij.`
				: `Er is online een afspraak gemaakt bij ${appointment.salon.name} voor ${when}.`,
			[
				priceLine(appointment),
				`Hond: ${dogLine(appointment)}`,
				appointment.dog.notes ? `Notitie voor de trimmer: ${appointment.dog.notes}` : null,
				`Hondeneigenaar: ${contact || 'geen contactgegevens bekend'}`,
			]
				.filter(Boolean)
				.join('\n'),
		],
		action: { label: 'Naar je agenda', url: siteLink(agendaPath(appointment.salon.id)) },
		attachments: [
			event(appointment, `${appointment.treatmentName}: ${appointment.dog.name} (${appointment.dog.breed})`, [
				dogLine(appointment),
				priceLine(appointment),
			]),
		],
	})
}
