import type { Executor } from '../platform/db/client.server'
import { greetingOf, queueComposedMail, siteLink } from '../platform/mail/compose.server'
import type { MailAttachment } from '../platform/mail/mail.server'
import { appointmentUid, calendarAttachment } from './calendar-event.server'
import { appointmentMoment } from '~/lib/bookings/free-times'
import { onlineCancelUntil } from '~/lib/bookings/my-appointments'
import { formatEuro } from '~/lib/featured/featured-plans'
import { agendaPath, paths, writeReviewPath } from '~/lib/common/paths'
import type { AppointmentRow } from './my-appointments.server'

/** The event that removes the appointment from a calendar that has it (the confirmation's uid, a newer sequence). */
function cancelledEvent(appointment: AppointmentRow, summary: string): MailAttachment {
	return calendarAttachment({
		uid: appointmentUid(appointment.id),
		start: appointment.startsAt,
		end: appointment.endsAt,
		summary,
		location: appointment.salonAddress,
		cancelled: true,
		sequence: 1,
	})
}

const dogOf = (appointment: AppointmentRow) => appointment.dogName ?? 'je hond'

/** Whom a booking mail goes to: the account's address and name (greeted as every mail of the site greets). */
export type Recipient = { mailTo: string; name: string | null }

/** The salon owner's line about the calendar file of a cancelled or lapsed appointment. */
const OWNER_CALENDAR_LINE = 'Open de bijlage om de afspraak uit je agenda-app te halen.'

/** To the salon's owner and the dog owner when the dog owner cancelled: which appointment, and a calendar file that removes it. */
export async function queueClientCancelledMails(
	tx: Executor,
	appointment: AppointmentRow,
	to: { owner: Recipient | null; client: Recipient },
) {
	const when = appointmentMoment(appointment.startsAt)
	const dog = dogOf(appointment)
	if (to.owner)
		await queueComposedMail(tx, {
			to: to.owner.mailTo,
			subject: `Afspraak geannuleerd: ${dog}, ${when}`,
			greeting: greetingOf(to.owner.name),
			paragraphs: [
				`De afspraak voor ${dog} bij ${appointment.salonName} op ${when}${appointment.treatment ? ` (${appointment.treatment})` : ''} is door de hondeneigenaar geannuleerd.`,
				`Deze tijd is meteen weer vrij voor online afspraken. ${OWNER_CALENDAR_LINE}`,
			],
			action: { label: 'Naar je agenda', url: siteLink(agendaPath(appointment.salonId)) },
			attachments: [cancelledEvent(appointment, `${appointment.treatment ?? 'Afspraak'}: ${dog}`)],
		})
	await queueComposedMail(tx, {
		to: to.client.mailTo,
		subject: `Je afspraak bij ${appointment.salonName} is geannuleerd`,
		greeting: greetingOf(to.client.name),
		paragraphs: [
			`Je hebt de afspraak voor ${dog} bij ${appointment.salonName} op ${when} geannuleerd. De trimsalon heeft bericht gekregen.`,
			'Open de bijlage om de afspraak uit je agenda te halen.',
		],
		action: { label: 'Naar Mijn afspraken', url: siteLink(paths.accountAppointments) },
		attachments: [cancelledEvent(appointment, `${appointment.treatment ?? 'Afspraak'} bij ${appointment.salonName}`)],
	})
}

/** To the salon's owner when the dog owner deleted their account: the coming appointment is off, with a calendar file that removes it. */
export function queueAccountDeletedMail(tx: Executor, appointment: AppointmentRow, owner: Recipient) {
	const when = appointmentMoment(appointment.startsAt)
	const dog = dogOf(appointment)
	return queueComposedMail(tx, {
		to: owner.mailTo,
		subject: `Afspraak vervallen: ${dog}, ${when}`,
		greeting: greetingOf(owner.name),
		paragraphs: [
			`De afspraak voor ${dog} bij ${appointment.salonName} op ${when} is vervallen: de hondeneigenaar heeft zijn account verwijderd, en daarmee zijn gegevens en afspraken.`,
			`Deze tijd is meteen weer vrij voor online afspraken. ${OWNER_CALENDAR_LINE}`,
		],
		action: { label: 'Naar je agenda', url: siteLink(agendaPath(appointment.salonId)) },
		attachments: [cancelledEvent(appointment, `${appointment.treatment ?? 'Afspraak'}: ${dog}`)],
	})
}

/** How to cancel, in a reminder: online until the deadline, after that by phone. */
function cancelLine(appointment: AppointmentRow, now: Date) {
	const call = appointment.salonPhone ? `bel de trimsalon: ${appointment.salonPhone}` : 'neem contact op met de trimsalon'
	const deadline = onlineCancelUntil(appointment.startsAt, appointment.cancelHours, now)
	return deadline
		? `Kun je niet komen? Annuleer online tot ${appointmentMoment(deadline)} via Mijn afspraken; daarna ${call}.`
		: `Kun je niet komen? Online annuleren kan niet meer; ${call}.`
}

/** The reminder within a day before the time: the salon and its address, the time, the treatment, the price and how to cancel. */
export function queueReminderMail(tx: Executor, appointment: AppointmentRow, to: { email: string; name: string | null }, now: Date) {
	const when = appointmentMoment(appointment.startsAt)
	const details = [
		`Trimsalon: ${appointment.salonName}`,
		appointment.salonAddress ? `Adres: ${appointment.salonAddress}` : null,
		`Wanneer: ${when}`,
		appointment.treatment ? `Behandeling: ${appointment.treatment}` : null,
		appointment.dogName ? `Hond: ${appointment.dogName}` : null,
		appointment.priceCents !== null ? `Prijs: ${formatEuro(appointment.priceCents)}` : null,
	].filter(Boolean)
	return queueComposedMail(tx, {
		to: to.email,
		subject: `Herinnering: ${dogOf(appointment)} naar ${appointment.salonName}, ${when}`,
		greeting: greetingOf(to.name),
		paragraphs: [`Je afspraak bij ${appointment.salonName} komt eraan:`, details.join('\n'), cancelLine(appointment, now)],
		action: { label: 'Naar Mijn afspraken', url: siteLink(paths.accountAppointments) },
	})
}

/** The reminder by text message: short (under 160 characters), the salon, the day and time, and the number to call. */
export function reminderText(appointment: AppointmentRow): string {
	const when = appointmentMoment(appointment.startsAt)
	const text = `Herinnering: ${dogOf(appointment)} bij ${appointment.salonName}, ${when}.`
	const full = appointment.salonPhone ? `${text} Verhinderd? Bel ${appointment.salonPhone}.` : text
	return full.length <= 160 ? full : text.length <= 160 ? text : `Herinnering: afspraak bij de trimsalon, ${when}.`
}

/** After the visit: an invitation to review the salon, with the link to the review form. */
export function queueReviewInvitation(tx: Executor, appointment: AppointmentRow, to: { email: string; name: string | null }) {
	return queueComposedMail(tx, {
		to: to.email,
		subject: `Hoe was het bij ${appointment.salonName}?`,
		greeting: greetingOf(to.name),
		paragraphs: [
			`${dogOf(appointment) === 'je hond' ? 'Je hond was' : `${appointment.dogName} was`} op ${appointmentMoment(appointment.startsAt)} bij ${appointment.salonName}. We hopen dat het goed is gegaan.`,
			'Wil je anderen helpen een goede trimsalon te vinden? Schrijf een beoordeling: het kost een minuut.',
		],
		action: { label: 'Beoordeling schrijven', url: siteLink(writeReviewPath({ id: appointment.salonId, slug: appointment.salonSlug })) },
	})
}

/** To both sides when a request passed its deadline unanswered: it is off and its time is free again. */
export async function queueRequestExpiredMails(
	tx: Executor,
	appointment: AppointmentRow,
	to: { owner: Recipient | null; client: Recipient },
) {
	const when = appointmentMoment(appointment.startsAt)
	const dog = dogOf(appointment)
	if (to.owner)
		await queueComposedMail(tx, {
			to: to.owner.mailTo,
			subject: `Aanvraag vervallen: ${dog}, ${when}`,
			greeting: greetingOf(to.owner.name),
			paragraphs: [
				`De aanvraag voor ${dog} bij ${appointment.salonName} op ${when} is vervallen: hij is niet op tijd goedgekeurd. De hondeneigenaar heeft bericht gekregen.`,
				`Deze tijd is weer vrij voor online afspraken. ${OWNER_CALENDAR_LINE}`,
			],
			action: { label: 'Naar je agenda', url: siteLink(agendaPath(appointment.salonId)) },
			attachments: [cancelledEvent(appointment, `${appointment.treatment ?? 'Afspraak'}: ${dog}`)],
		})
	await queueComposedMail(tx, {
		to: to.client.mailTo,
		subject: `${appointment.salonName} heeft je aanvraag niet op tijd bevestigd`,
		greeting: greetingOf(to.client.name),
		paragraphs: [
			`Je aanvraag voor ${dog} bij ${appointment.salonName} op ${when} is vervallen: de trimsalon heeft niet op tijd geantwoord.`,
			'Kies gerust een andere tijd, of vraag een afspraak aan bij een andere trimsalon.',
		],
		action: { label: 'Naar Mijn afspraken', url: siteLink(paths.accountAppointments) },
	})
}
