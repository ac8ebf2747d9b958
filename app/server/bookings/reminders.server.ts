import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { contactOfAccount } from '../accounts/lookups.server'
import { db, type Transaction } from '../platform/db/client.server'
import { sendSms } from '../platform/sms/send.server'
import type { SmsMessage } from '../platform/sms/provider.server'
import { queueReminderMail, queueReviewInvitation, reminderText } from './appointment-mails.server'
import { appointmentsWhere, type AppointmentRow } from './my-appointments.server'
import { appointments, bookingSettings } from './tables.server'
import { DEFAULT_BOOKING_RULES } from '~/lib/bookings/appointments'

/** Runs every few minutes: the reminders and the invitations to review, each once per appointment. */
export const APPOINTMENT_MAILS_JOB = 'appointment-reminders'

const HOUR_MS = 60 * 60 * 1000
/**
 * A booked appointment is reminded once, within 24 hours before it starts; at a salon whose deadline
 * is that long or longer, a few hours before the deadline instead, so the reminder still leaves time
 * to cancel online.
 */
export const REMINDER_HOURS = 24
const BEFORE_DEADLINE_HOURS = 3
/** The invitation to review goes this long after the appointment ended (the dog is home and groomed). */
export const REVIEW_INVITATION_DELAY_HOURS = 2
/** Appointments that ended longer ago than this get no invitation any more (a job that was down sends no stale ones). */
const REVIEW_INVITATION_WINDOW_HOURS = 7 * 24
const BATCH = 100

/**
 * Claims one appointment for a mail and writes it in one transaction: the conditional update (`where
 * <column> is null`) lets exactly one of several runs through, even at the same moment (the second
 * waits for the first's row lock, then finds the column set), so nothing is sent twice.
 */
async function claimOnce(
	id: number,
	column: typeof appointments.reminded_at | typeof appointments.review_invited_at,
	now: Date,
	work: (tx: Transaction, appointment: AppointmentRow) => Promise<SmsMessage | null>,
) {
	return db().transaction(async (tx) => {
		const set = column === appointments.reminded_at ? { reminded_at: now } : { review_invited_at: now }
		const [claimed] = await tx
			.update(appointments)
			.set(set)
			.where(and(eq(appointments.id, id), isNull(column), eq(appointments.status, 'booked')))
			.returning({ id: appointments.id })
		if (!claimed) return { claimed: false, text: null }
		const [appointment] = await appointmentsWhere(tx, eq(appointments.id, id), [], 1)
		return { claimed: true, text: await work(tx, appointment!) }
	})
}

/** The booked online appointments matching `where` that still need this mail, a batch at a time. */
async function dueIds(where: ReturnType<typeof and>) {
	const rows = await db()
		.select({ id: appointments.id })
		.from(appointments)
		.leftJoin(bookingSettings, eq(bookingSettings.salon_id, appointments.salon_id))
		.where(and(eq(appointments.status, 'booked'), isNotNull(appointments.user_id), where))
		.orderBy(appointments.starts_at)
		.limit(BATCH)
	return rows.map((row) => row.id)
}

/**
 * The reminder: every booked appointment that starts within 24 hours (or, with a long deadline, a few
 * hours before it) and was not reminded gets a mail
 * (the salon, its address, the time, the treatment, the price and how to cancel) and, when the account
 * has a confirmed number, a text message. The mail is queued in the claiming transaction; the text
 * goes out after it commits (at most once: a crash in between loses a text, never sends two).
 * Returns how many were reminded.
 */
export async function sendAppointmentReminders(now = new Date()) {
	let reminded = 0
	for (;;) {
		const hoursBefore = sql`greatest(${REMINDER_HOURS}, coalesce(${bookingSettings.cancel_hours}, ${DEFAULT_BOOKING_RULES.cancelHours}) + ${BEFORE_DEADLINE_HOURS})`
		const ids = await dueIds(
			and(
				isNull(appointments.reminded_at),
				gt(appointments.starts_at, now),
				sql`${appointments.starts_at} <= ${now.toISOString()}::timestamptz + make_interval(hours => ${hoursBefore})`,
			),
		)
		for (const id of ids) {
			const { claimed, text } = await claimOnce(id, appointments.reminded_at, now, async (tx, appointment) => {
				const contact = await contactOfAccount(tx, appointment.userId!)
				await queueReminderMail(tx, appointment, { email: contact.mailTo, name: contact.name }, now)
				return contact.phone ? { to: contact.phone, body: reminderText(appointment) } : null
			})
			if (text) await sendSms(text)
			if (claimed) reminded++
		}
		if (ids.length < BATCH) return reminded
	}
}

/**
 * The invitation to review: a booked appointment (not cancelled, not a no-show) that ended more than
 * two hours ago, once, with the link to the salon's review form. Returns how many were invited.
 */
export async function sendReviewInvitations(now = new Date()) {
	let invited = 0
	for (;;) {
		const ids = await dueIds(
			and(
				isNull(appointments.review_invited_at),
				lt(appointments.ends_at, new Date(now.getTime() - REVIEW_INVITATION_DELAY_HOURS * HOUR_MS)),
				gt(appointments.ends_at, new Date(now.getTime() - REVIEW_INVITATION_WINDOW_HOURS * HOUR_MS)),
			),
		)
		for (const id of ids) {
			const { claimed } = await claimOnce(id, appointments.review_invited_at, now, async (tx, appointment) => {
				const contact = await contactOfAccount(tx, appointment.userId!)
				await queueReviewInvitation(tx, appointment, { email: contact.mailTo, name: contact.name })
				return null
			})
			if (claimed) invited++
		}
		if (ids.length < BATCH) return invited
	}
}

/** The job: reminders first, then invitations. */
export async function runAppointmentMails(now = new Date()) {
	return { reminded: await sendAppointmentReminders(now), invited: await sendReviewInvitations(now) }
}
