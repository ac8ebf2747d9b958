import { and, eq, isNull, sql } from 'drizzle-orm'
import { contactOfAccount, accountIdOf } from '../accounts/lookups.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor, LinkHolder } from '../accounts/actor.server'
import { dogRhythms } from '../dogs/dogs.server'
import { accountLinkSigner, type AccountLink } from '../platform/account-link.server'
import { db } from '../platform/db/client.server'
import { greetingOf, queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { parseInput } from '../platform/input.server'
import { salonById } from '../salons/lookups.server'
import { freeTimesOf, openBookingSettings } from './free-times.server'
import { appointments, rhythmMailOptOuts, treatments } from './tables.server'
import { amsterdamMoment, appointmentMoment } from '~/lib/bookings/free-times'
import { priceForDog } from '~/lib/bookings/pricing'
import { RHYTHM_MAIL_DAYS_BEFORE, rhythmDue, rhythmMailDue, rhythmMailSwitchSchema, timesNear } from '~/lib/bookings/rhythm'
import type { CoatType } from '~/lib/dogs/coats'
import { rhythmText } from '~/lib/dogs/rhythm'
import type { FormEntries } from '~/lib/common/forms'
import { paths, salonBookingLinkPath, salonBookingPath } from '~/lib/common/paths'

/** Runs every hour: the mails that a dog's rhythm comes round, each once per visit. */
export const RHYTHM_MAILS_JOB = 'rhythm-mails'

/** A visit of this long ago or longer has no rhythm left to come round (the longest rhythm, and a week). */
const LOOK_BACK_WEEKS = 27
const BATCH = 100

const unsubscribeLink = accountLinkSigner('rhythm-mail')

export function rhythmUnsubscribeUrl(userId: string): string {
	return siteLink(`${paths.rhythmUnsubscribe}?${unsubscribeLink.query(userId)}`)
}

/** What an unsubscribe link carries: the account it was made for and its token (either may be missing or forged). */
export type RhythmLink = AccountLink

/** Whether an unsubscribe link was made here, for this account (reading it changes nothing). */
export function isRhythmUnsubscribeLink(_holder: LinkHolder, link: RhythmLink): boolean {
	return unsubscribeLink.verifies(link)
}

/**
 * Turns the rhythm mails off by the mail's link, without a session: the token proves the link was
 * made here for that account and gives no other right. False (nothing changed) for a link not of
 * ours; asking twice is fine.
 */
export async function unsubscribeRhythmByLink(holder: LinkHolder, link: RhythmLink): Promise<boolean> {
	if (!isRhythmUnsubscribeLink(holder, link)) return false
	// An account deleted since the mail has nothing left to stop.
	await db().execute(sql`insert into rhythm_mail_opt_outs (user_id) ${accountIdOf(link.userId!)} on conflict do nothing`)
	return true
}

/** Whether this account gets the rhythm mails: yes until it turns them off (by a mail's link or under Mijn honden). */
export async function receivesRhythmMail(actor: Actor): Promise<boolean> {
	const user = await authorize(actor, 'account:act')
	const rows = await db().select().from(rhythmMailOptOuts).where(eq(rhythmMailOptOuts.user_id, user.id))
	return rows.length === 0
}

/** 'Herinneringen aan' or 'uit' under Mijn honden: only the account's own row changes; asking twice is fine. */
export async function setRhythmMail(actor: Actor, posted: FormEntries): Promise<boolean> {
	const user = await authorize(actor, 'account:act')
	const { on } = parseInput(posted, rhythmMailSwitchSchema)
	if (on) await db().delete(rhythmMailOptOuts).where(eq(rhythmMailOptOuts.user_id, user.id))
	else await db().insert(rhythmMailOptOuts).values({ user_id: user.id }).onConflictDoNothing()
	return on
}

type Candidate = {
	id: number
	user_id: string
	salon_id: number
	treatment_id: number | null
	starts_at: string | Date
	dog_id: number
	dog_name: string
	weight_kg: number
	coat: CoatType
	rhythm_weeks: number
}

/**
 * The kept visits whose dog's rhythm comes round within RHYTHM_MAIL_DAYS_BEFORE days: an online
 * appointment, booked and over, not yet mailed, of a saved dog (by its name) with a rhythm, of an
 * account that did not turn the mails off; none where that account has a later appointment at this
 * salon (coming or kept), or booked any other since this visit, anywhere on the site.
 */
async function dueVisits(now: Date, afterId: number): Promise<Candidate[]> {
	const at = sql`${now.toISOString()}::timestamptz`
	const { rows } = await db().execute<Candidate>(sql`
		select distinct on (a.id) a.id, a.user_id, a.salon_id, a.treatment_id, a.starts_at,
			d.id as dog_id, d.name as dog_name, d.weight_kg, d.coat, d.rhythm_weeks
		from appointments a
		join ${dogRhythms()} d on d.user_id = a.user_id and d.name_key = lower(trim(a.dog_name))
		where a.id > ${afterId} and a.kind = 'online' and a.status = 'booked' and a.rhythm_mailed_at is null
			and a.ends_at < ${at} and a.starts_at > ${at} - make_interval(weeks => ${LOOK_BACK_WEEKS})
			and a.starts_at + make_interval(weeks => d.rhythm_weeks) > ${at}
			and a.starts_at + make_interval(weeks => d.rhythm_weeks) - make_interval(days => ${RHYTHM_MAIL_DAYS_BEFORE}) <= ${at}
			and not exists (select 1 from rhythm_mail_opt_outs o where o.user_id = a.user_id)
			and not exists (
				select 1 from appointments b
				where b.user_id = a.user_id and b.id <> a.id and b.status in ('requested', 'booked')
					and ((b.salon_id = a.salon_id and b.starts_at > a.starts_at) or b.created_at > a.starts_at)
			)
		order by a.id
		limit ${BATCH}`)
	return rows
}

/**
 * Claims one visit for its mail and queues it in one transaction: the conditional update (`where
 * rhythm_mailed_at is null`) lets exactly one of several runs through, even at the same moment (the
 * second waits for the first's row lock, then finds the column set), so a visit is mailed once. A
 * salon that no longer takes online bookings gets no mail sent for it, and the visit stays unclaimed.
 */
async function mailVisit(visit: Candidate, now: Date): Promise<boolean> {
	return db().transaction(async (tx) => {
		const settings = await openBookingSettings(tx, visit.salon_id)
		const salon = await salonById(tx, visit.salon_id)
		if (!settings || !salon) return false
		const [claimed] = await tx
			.update(appointments)
			.set({ rhythm_mailed_at: now })
			.where(and(eq(appointments.id, visit.id), isNull(appointments.rhythm_mailed_at), eq(appointments.status, 'booked')))
			.returning({ id: appointments.id })
		if (!claimed) return false
		const [treatment] = visit.treatment_id
			? await tx
					.select()
					.from(treatments)
					.where(and(eq(treatments.id, visit.treatment_id), eq(treatments.salon_id, salon.id), eq(treatments.active, true)))
			: []
		const startsAt = new Date(visit.starts_at)
		const due = rhythmDue(startsAt, visit.rhythm_weeks)
		const times = treatment
			? timesNear(
					await freeTimesOf(tx, settings, priceForDog(treatment.pricing, { weightKg: visit.weight_kg, coat: visit.coat }).minutes, now),
					due,
				)
			: []
		const contact = await contactOfAccount(tx, visit.user_id)
		const dog = visit.dog_name
		const choices = times.map((time) => ({
			label: appointmentMoment(time.start),
			url: siteLink(salonBookingLinkPath(salon, { dogId: visit.dog_id, treatmentId: treatment!.id, startsAt: time.start })),
		}))
		await queueComposedMail(tx, {
			to: contact.mailTo,
			subject: `Tijd voor de volgende trimbeurt van ${dog}?`,
			greeting: greetingOf(contact.name),
			paragraphs: [
				`${dog} was op ${amsterdamMoment(startsAt).label} bij ${salon.name}. In Mijn honden staat voor ${dog}: ${rhythmText(visit.rhythm_weeks).toLowerCase()}. Rond ${amsterdamMoment(due).label} is het dus weer tijd.`,
				choices.length
					? `Deze tijden zijn nog vrij bij ${salon.name}${treatment ? ` voor ${treatment.name}` : ''}. Kies er een, dan staat die klaar op de afspraakpagina:`
					: `Kijk op de afspraakpagina van ${salon.name} welke tijden er vrij zijn.`,
			],
			links: choices,
			action: { label: `Afspraak maken bij ${salon.name}`, url: siteLink(salonBookingPath(salon)) },
			unsubscribe: {
				url: rhythmUnsubscribeUrl(visit.user_id),
				why: `Je krijgt deze mail omdat je in Mijn honden hebt ingesteld hoe vaak ${dog} naar de trimsalon gaat.`,
				label: 'Geen herinneringen voor de trimbeurt meer',
			},
		})
		return true
	})
}

/** The job: every visit whose rhythm comes round gets its one mail. Returns how many were mailed. */
export async function sendRhythmMails(now = new Date()): Promise<number> {
	let mailed = 0
	let afterId = 0
	for (;;) {
		const visits = await dueVisits(now, afterId)
		for (const visit of visits) {
			afterId = visit.id
			if (rhythmMailDue(rhythmDue(new Date(visit.starts_at), visit.rhythm_weeks), now) && (await mailVisit(visit, now))) mailed++
		}
		if (visits.length < BATCH) return mailed
	}
}
