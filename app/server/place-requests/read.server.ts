import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Actor } from '../accounts/actor.server'
import { authorize } from '../accounts/permissions.server'
import { db, type Executor } from '../platform/db/client.server'
import { placeRequests, placeRequestSalons } from '~/server/place-requests/tables.server'
import { salonById, salonRows, salonsByIds } from '../salons/lookups.server'
import { contactOfAccount, type Contact } from '../accounts/lookups.server'
import { dogAndWishLines } from './mails.server'
import { sentTo, stillOwned } from './copies.server'
import { findSalon } from '../salons/public.server'
import { parseSalonParam } from '~/lib/salons/slug'
import { salonBookingPath, salonPath } from '~/lib/common/paths'
import {
	REQUEST_OPEN_DAYS,
	responseTimeLine,
	takesRequests,
	type PlaceAnswer,
	type PlaceRequestStatus,
} from '~/lib/place-requests/place-requests'
import type { Availability } from '~/lib/salons/availability'

const LIST_LIMIT = 200

/** A salon as the request form shows it: its name and page, and whether it takes requests now. */
function formSalon(salon: Availability & { id: number; name: string; slug: string | null; owner_id: string | null }, now: Date) {
	return {
		id: salon.id,
		name: salon.name,
		path: salonPath(salon),
		owned: Boolean(salon.owner_id),
		takesRequests: takesRequests(salon, now),
	}
}

export type FormSalon = ReturnType<typeof formSalon>

/** The salon a one-salon request form is for, by what its URL said (a slug or an id). */
export async function requestFormSalon(actor: Actor, { slugOrId }: { slugOrId: string }) {
	const salon = await findSalon(actor, parseSalonParam(slugOrId))
	return salon ? formSalon(salon, new Date()) : undefined
}

/** The salons chosen in a result list, by their ids as the query string gave them (anything else is left out), in that order. */
export async function requestFormSalons(_actor: Actor, { asked }: { asked: string[] }) {
	const ids = [...new Set(asked.filter((id) => /^\d{1,9}$/.test(id)).map(Number))]
	if (!ids.length) return []
	const rows = await salonsByIds(db(), ids)
	const now = new Date()
	return ids.flatMap((id) => {
		const row = rows.find((salon) => salon.id === id)
		return row ? [formSalon(row, now)] : []
	})
}

const answerColumns = {
	answerId: placeRequestSalons.id,
	answer: placeRequestSalons.answer,
	proposal: placeRequestSalons.proposal,
	call_me: placeRequestSalons.call_me,
	waiting_weeks: placeRequestSalons.waiting_weeks,
	note: placeRequestSalons.note,
	answered_at: placeRequestSalons.answered_at,
}

/** An answer as pages show it (null until the salon answered). */
function answerOf(row: { answer: PlaceAnswer | null; proposal: string | null; call_me: boolean; waiting_weeks: number | null }) {
	return row.answer ? { answer: row.answer, proposal: row.proposal, call_me: row.call_me, waiting_weeks: row.waiting_weeks } : null
}

/**
 * The owner's inbox: every request sent to this user as a salon's owner, open ones first, newest
 * first; none sent to the salon before they took it. Each shows the dog, the wish and the place; the
 * dog owner's contact details only on the copy whose offer they accepted, also once the salon passed
 * to another owner (`current` false: then it is read-only).
 */
export async function ownerInbox(actor: Actor) {
	const owner = await authorize(actor, 'account:act')
	const salon = salonRows().as('salon')
	const rows = await db()
		.select({
			...answerColumns,
			reported: sql<boolean>`${placeRequestSalons.reported_at} is not null`,
			current: stillOwned,
			salonId: salon.id,
			salonName: salon.name,
			requestId: placeRequests.id,
			status: placeRequests.status,
			acceptedSalonId: placeRequests.accepted_salon_id,
			userId: placeRequests.user_id,
			createdAt: placeRequests.createdAt,
			expiresAt: placeRequests.expires_at,
			request: {
				dog_name: placeRequests.dog_name,
				breed: placeRequests.breed,
				weight_kg: placeRequests.weight_kg,
				coat: placeRequests.coat,
				age: placeRequests.age,
				needs: placeRequests.needs,
				first_visit: placeRequests.first_visit,
				period: placeRequests.period,
				days: placeRequests.days,
				place: placeRequests.place,
				message: placeRequests.message,
			},
		})
		.from(placeRequestSalons)
		.innerJoin(salon, eq(salon.id, placeRequestSalons.salon_id))
		.innerJoin(placeRequests, eq(placeRequests.id, placeRequestSalons.request_id))
		.where(sentTo(owner.id))
		.orderBy(sql`${placeRequests.status} = 'open' desc`, desc(placeRequests.createdAt), desc(placeRequestSalons.id))
		.limit(LIST_LIMIT)
	return Promise.all(
		rows.map(async ({ userId, request, ...row }) => {
			const acceptedHere = row.status === 'accepted' && row.acceptedSalonId === row.salonId
			const contact: Contact | null = acceptedHere ? await contactOfAccount(db(), userId) : null
			return {
				...row,
				dogName: request.dog_name,
				lines: dogAndWishLines(request),
				given: answerOf(row),
				acceptedHere,
				filledElsewhere: row.status === 'accepted' && !acceptedHere,
				contact: contact && { name: contact.name, email: contact.email, phone: contact.phone },
			}
		}),
	)
}

export type InboxEntry = Awaited<ReturnType<typeof ownerInbox>>[number]

/**
 * Mijn aanvragen: the user's requests, newest first, each with every salon's answer and, once
 * accepted, the contact details of the account that made the offer (not of a later owner of the
 * salon). An offer can be accepted only while that account owns the salon.
 */
export async function myPlaceRequests(actor: Actor) {
	const user = await authorize(actor, 'account:act')
	const requests = await db()
		.select()
		.from(placeRequests)
		.where(eq(placeRequests.user_id, user.id))
		.orderBy(desc(placeRequests.createdAt), desc(placeRequests.id))
		.limit(LIST_LIMIT)
	if (!requests.length) return []
	const salon = salonRows().as('salon')
	const copies = await db()
		.select({
			...answerColumns,
			requestId: placeRequestSalons.request_id,
			ownerId: placeRequestSalons.owner_id,
			current: stillOwned,
			salonId: salon.id,
			salonName: salon.name,
			slug: salon.slug,
			onlineBooking: salon.online_booking,
		})
		.from(placeRequestSalons)
		.innerJoin(salon, eq(salon.id, placeRequestSalons.salon_id))
		.where(
			inArray(
				placeRequestSalons.request_id,
				requests.map((request) => request.id),
			),
		)
		.orderBy(placeRequestSalons.id)
	return Promise.all(
		requests.map(async (request) => {
			const open = request.status === 'open'
			const own = copies.filter((copy) => copy.requestId === request.id)
			const accepted = request.status === 'accepted' ? own.find((copy) => copy.salonId === request.accepted_salon_id) : undefined
			return {
				id: request.id,
				dogName: request.dog_name,
				status: request.status as PlaceRequestStatus,
				createdAt: request.createdAt,
				expiresAt: request.expires_at,
				lines: dogAndWishLines(request),
				salons: own.map((copy) => ({
					answerId: copy.answerId,
					salonId: copy.salonId,
					salonName: copy.salonName,
					salonPath: salonPath({ id: copy.salonId, slug: copy.slug }),
					given: answerOf(copy),
					note: copy.note,
					accepted: copy === accepted,
					// An accepted offer opens the salon's online booking to this dog owner, even when it takes no new clients.
					bookingPath:
						copy === accepted && copy.current && copy.onlineBooking ? salonBookingPath({ id: copy.salonId, slug: copy.slug }) : null,
					canAccept: open && copy.answer === 'plek' && copy.current,
					ownerChanged: !copy.current,
				})),
				contact: accepted ? await contactOfOffer(db(), accepted) : null,
			}
		}),
	)
}

export type MyPlaceRequest = Awaited<ReturnType<typeof myPlaceRequests>>[number]

/** How many requests of this account are open, for the form's notice. */
export async function openRequestCount(actor: Actor) {
	const { id: userId } = await authorize(actor, 'account:act')
	const [row] = await db()
		.select({ count: sql<number>`count(*)::int` })
		.from(placeRequests)
		.where(and(eq(placeRequests.user_id, userId), eq(placeRequests.status, 'open')))
	return row!.count
}

/**
 * The salon page's line about how fast the salon answers requests, from the requests of the last 90
 * days sent to its current owner: the hours to each answer, and a request that closed by itself
 * unanswered as the full 14 days, unless the owner reported it as abuse (a few throwaway accounts
 * cannot make a salon look slow). Requests still open and unanswered, filled elsewhere before this
 * salon answered, or sent to an earlier owner say nothing about it. Public: a figure about the salon,
 * never about who asked.
 */
export async function responseTimeOf(salonId: number) {
	const copy = placeRequestSalons
	const rows = await db()
		.select({
			hours: sql<number>`case when ${copy.answered_at} is not null then extract(epoch from ${copy.answered_at} - ${copy.createdAt}) / 3600
				else ${REQUEST_OPEN_DAYS * 24} end::float8`,
		})
		.from(copy)
		.innerJoin(placeRequests, eq(placeRequests.id, copy.request_id))
		.where(
			and(
				eq(copy.salon_id, salonId),
				stillOwned,
				sql`${copy.createdAt} > now() - interval '90 days'`,
				sql`(${copy.answered_at} is not null or (${placeRequests.status} = 'expired' and ${copy.reported_at} is null))`,
			),
		)
	return responseTimeLine(rows.map((row) => Number(row.hours)))
}

/** Whether this account accepted an offer of this salon: a visit there was arranged through the site. */
export async function acceptedOfferAt(executor: Executor, userId: string, salonId: number): Promise<boolean> {
	const [row] = await executor
		.select({ id: placeRequests.id })
		.from(placeRequests)
		.where(and(eq(placeRequests.user_id, userId), eq(placeRequests.status, 'accepted'), eq(placeRequests.accepted_salon_id, salonId)))
		.limit(1)
	return row !== undefined
}

/**
 * How a dog owner reaches the account whose offer they accepted (`ownerId`, the salon's owner when the
 * request was sent): the salon's name, that account's address, and the salon's phone while that
 * account still owns the salon, else its own number. Never anything of a later owner of the salon.
 */
export async function contactOfOffer(tx: Executor, offer: { salonId: number; ownerId: string | null }): Promise<Contact> {
	const row = await salonById(tx, offer.salonId)
	const maker = offer.ownerId ? await contactOfAccount(tx, offer.ownerId) : null
	const salonPhone = maker && row?.owner_id === offer.ownerId ? row.phone_number : null
	return { name: row?.name ?? null, email: maker?.email ?? null, phone: salonPhone ?? maker?.phone ?? null }
}
